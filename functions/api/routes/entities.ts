/**
 * The CRUD routes of every registry entity, generated from the registry (one factory, not 26 copies), all behind
 * requireAdmin:
 *   GET    /client/<entity>?page=0&pageSize=10&sort=&order=asc|desc&query=&<field>=v&<field>=w → `{ items, total, page, pageSize }`
 *   GET    /client/<entity>/export (same parameters, no paging) → text/csv
 *   GET    /client/<entity>/:id (or /:id1/:id2 for composite keys) → the record with its `version`
 *   POST   /client/<entity> (record; `version` when updating) → `{ id, ids, version }`; 400, 404, 409 (measured
 *          fields, e.g. a contract's activity, are ignored: functions/domain/content/measured.ts)
 *   DELETE /client/<entity>/:id (or /:id1/:id2) → `{ id }`; 404, 409 when others point to it
 * plus the global settings' own routes (SPEC §7).
 */
import { Hono, type Context } from 'hono';
import type { ExtractSchema, MergeSchemaPath, Schema } from 'hono/types';
import * as v from 'valibot';
import { ENTITY_LIST, type EntityDefinition } from '../../../content-schema/registry.ts';
import { requireAdmin } from '../require-admin.ts';
import { persist, remove } from '../../domain/content/crud.ts';
import { listingOf, mailClaimedTeam } from '../../domain/claims/notify.ts';
import { keepMeasured } from '../../domain/content/measured.ts';
import { parseListQuery } from '../../domain/content/query.ts';
import { readRecord, recordsCsv, recordsPage, storedRecord, type Key } from '../../domain/content/records.ts';
import { globalWithBounds, setSwapFeature } from '../../domain/content/settings.ts';
import { HttpError } from '../errors.ts';
import type { ApiEnv } from '../env.ts';
import { jsonBody, valid, validate } from '../validate.ts';

const idParam = v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.integer(), v.minValue(1));

function keyFromPath(c: Context<ApiEnv>, def: EntityDefinition): Key {
  const params = def.idFields.length === 1 ? [c.req.param('id')] : [c.req.param('id1'), c.req.param('id2')];
  return Object.fromEntries(
    def.idFields.map((field, i) => [field, validate(c, v.object({ [field]: idParam }), { [field]: params[i] })[field]]),
  );
}

/** One entity's CRUD routes (relative to `/<entity>`), all behind requireAdmin; `keyPath` names a record. */
function crudRoutes<KeyPath extends '/:id' | '/:id1/:id2'>(def: EntityDefinition, keyPath: KeyPath) {
  return new Hono<ApiEnv>()
    .use('*', requireAdmin)
    .get('/export', async (c) => {
      const csv = await recordsCsv(def, parseListQuery(def, c.req.queries()));
      c.header('content-type', 'text/csv; charset=utf-8');
      c.header('content-disposition', `attachment; filename="${def.name}.csv"`);
      return c.body(csv);
    })
    .get('/', async (c) => c.json(await recordsPage(def, parseListQuery(def, c.req.queries()))))
    .get(keyPath, async (c) => c.json(await readRecord(def, keyFromPath(c, def), c.get('locale'))))
    .post('/', async (c) => {
      const input = await jsonBody(c);
      if (!input || typeof input !== 'object' || Array.isArray(input))
        throw new HttpError(400, c.get('t')('validation.general'));
      const fields = await keepMeasured(def.name, input as Record<string, unknown>);
      const saved = await persist(def.name, fields, c.get('locale'));
      // A claimed listing's team hears of every change to it (domain/claims/notify.ts).
      const listing = listingOf(def.name, { ...fields, ...saved.ids });
      if (listing) await mailClaimedTeam(listing, 'updated');
      return c.json(saved);
    })
    .delete(keyPath, async (c) => {
      const key = keyFromPath(c, def);
      const listing = listingOf(def.name, (await storedRecord(def, key)) ?? key);
      await remove(def.name, key, c.get('locale'));
      if (listing) await mailClaimedTeam(listing, def.name === 'dapp' ? 'removed' : 'updated');
      return c.json({ id: key[def.idFields[0]!] });
    });
}

/** The routes of `def`, a record named by its one key (`/:id`) or its two (`/:id1/:id2`). */
const entityRoutes = (def: EntityDefinition) =>
  def.idFields.length === 1 ? crudRoutes(def, '/:id') : crudRoutes(def, '/:id1/:id2');

const globalRoutes = new Hono<ApiEnv>()
  /** GET /client/global → the settings with their min/max bounds (SPEC §3). */
  .get('/global', requireAdmin, async (c) => c.json(await globalWithBounds()))
  /** PUT /client/global/setSwapFeatureEnabled?active=true|false → the new value (boolean). */
  .put(
    '/global/setSwapFeatureEnabled',
    requireAdmin,
    valid('query', v.object({ active: v.picklist(['true', 'false'], 'validation.included') })),
    async (c) => {
      const { active } = c.req.valid('query');
      return c.json(await setSwapFeature(active === 'true'));
    },
  );
for (const def of ENTITY_LIST) globalRoutes.route(`/${def.name}`, entityRoutes(def));

/**
 * What the type system (hc, `AppType`) sees of the entity routes: the registry names the entities at run time, so
 * they are one set under `/:entity` (`/:entity`, `/:entity/export`, `/:entity/:id`, `/:entity/:id1/:id2`).
 */
type Mounted<KeyPath extends '/:id' | '/:id1/:id2'> =
  ExtractSchema<ReturnType<typeof crudRoutes<KeyPath>>> extends infer S extends Schema
    ? MergeSchemaPath<S, '/:entity'>
    : never;
type WithEntities<App> =
  App extends Hono<infer E, infer S, infer B> ? Hono<E, S | Mounted<'/:id'> | Mounted<'/:id1/:id2'>, B> : never;

/** The global settings' own routes, then every registry entity's CRUD routes under its name. */
export const entityRoutesAll = globalRoutes as unknown as WithEntities<typeof globalRoutes>;
