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
import { Hono } from 'hono';
import type { ExtractSchema, MergeSchemaPath, Schema } from 'hono/types';
import * as v from 'valibot';
import { ENTITY_LIST, type EntityDefinition } from '../../../content-schema/registry.ts';
import { requireAdmin } from '../require-admin.ts';
import { persist, remove } from '../../domain/content/crud.ts';
import { listingOf, mailClaimedTeam } from '../../domain/claims/notify.ts';
import { keepMeasured } from '../../domain/content/measured.ts';
import { listQuerySchema } from '../../domain/content/query.ts';
import { readRecord, recordsCsv, recordsPage, storedRecord, type Key } from '../../domain/content/records.ts';
import { globalWithBounds, setSwapFeature } from '../../domain/content/settings.ts';
import type { ApiEnv } from '../env.ts';
import { valid } from '../validate.ts';

const idParam = v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.integer(), v.minValue(1));

/** The path parameters that name a record: `id`, or `id1` and `id2` for a composite key. */
type KeyParams<KeyPath> = KeyPath extends '/:id' ? { id: string } : { id1: string; id2: string };

/**
 * The record key of `def` from its path parameters (`id`, or `id1` and `id2`), each a whole number ≥ 1 answered
 * under the entity's own key field (`{ fields: { idDappFk: … } }`); the first bad one is the one answered.
 */
function keySchema<KeyPath extends '/:id' | '/:id1/:id2'>(
  def: EntityDefinition,
): v.GenericSchema<KeyParams<KeyPath>, Key> {
  const names = def.idFields.length === 1 ? ['id'] : ['id1', 'id2'];
  const renamed = v.pipe(
    v.record(v.string(), v.string()),
    v.transform((params) => Object.fromEntries(def.idFields.map((field, i) => [field, params[names[i]!]]))),
  );
  // One check per key field, in order: a pipe stops at the first schema that fails.
  const checks = def.idFields.map((field) => v.looseObject({ [field]: idParam }));
  return v.pipe(renamed, ...(checks as [])) as unknown as v.GenericSchema<KeyParams<KeyPath>, Key>;
}

/** The body of a save: a JSON object of the entity's fields (checked field by field by the domain's `persist`). */
const recordBody = v.custom<Record<string, unknown>>(
  (body) => typeof body === 'object' && body !== null && !Array.isArray(body),
);

/** One entity's CRUD routes (relative to `/<entity>`), all behind requireAdmin; `keyPath` names a record. */
function crudRoutes<KeyPath extends '/:id' | '/:id1/:id2'>(def: EntityDefinition, keyPath: KeyPath) {
  const key = valid('param', keySchema<KeyPath>(def));
  const listQuery = valid('queries', listQuerySchema(def));
  return new Hono<ApiEnv>()
    .use('*', requireAdmin)
    .get('/export', listQuery, async (c) => {
      const csv = await recordsCsv(def, c.req.valid('query'));
      c.header('content-type', 'text/csv; charset=utf-8');
      c.header('content-disposition', `attachment; filename="${def.name}.csv"`);
      return c.body(csv);
    })
    .get('/', listQuery, async (c) => c.json(await recordsPage(def, c.req.valid('query'))))
    .get(keyPath, key, async (c) => c.json(await readRecord(def, c.req.valid('param'), c.get('locale'))))
    .post('/', valid('json', recordBody), async (c) => {
      const fields = await keepMeasured(def.name, c.req.valid('json'));
      const saved = await persist(def.name, fields, c.get('locale'));
      // A claimed listing's team hears of every change to it (domain/claims/notify.ts).
      const listing = listingOf(def.name, { ...fields, ...saved.ids });
      if (listing) await mailClaimedTeam(listing, 'updated');
      return c.json(saved);
    })
    .delete(keyPath, key, async (c) => {
      const key = c.req.valid('param');
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
