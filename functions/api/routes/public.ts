/** Public read routes: health, the app/dApp lists of SPEC §7 and the catalogue snapshot the build reads. */
import { Hono } from 'hono';
import * as v from 'valibot';
import { CatalogueSnapshotSchema } from '../../../content-schema/snapshot.ts';
import { DappListSchema, HealthSchema } from '../../../content-schema/public-api.ts';
import { listPublicDapps } from '../../domain/catalogue/public-lists.ts';
import { catalogueSnapshot } from '../../domain/catalogue/snapshot.ts';
import { describe, errors, json, publicRead, queryParameter } from '../describe.ts';
import { valid } from '../validate.ts';

/** Cache-Control of the public lists: a minute in browsers and the CDN. */
export const PUBLIC_LIST_CACHE = 'public, max-age=60, s-maxage=60';
/**
 * Cache-Control of the catalogue snapshot (security, third round, finding 7): kept by the CDN (infra/cdn.ts) for a
 * minute, like the public lists and the pages built from it, and served stale for another minute while one request
 * refreshes it, so however many readers there are the API builds it about once a minute per edge location. Browsers
 * revalidate (`max-age=0`). The site build reads it in process (functions/domain/rebuild/site-build.ts), never cached.
 */
export const CATALOGUE_SNAPSHOT_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60';
/** The lists' query: `isDapp`, `true` or `false` (SPEC §7 sends `true`; the route, not the value, picks the list). */
const ListQuery = v.object({ isDapp: v.optional(v.picklist(['true', 'false'], 'validation.included')) });
const isDappQuery = queryParameter(
  'isDapp',
  'Kept for SPEC §7 compatibility; send `true`. Another value than `true` or `false` answers 400.',
  { type: 'string', enum: ListQuery.entries.isDapp.wrapped.options },
  true,
);
/** The lists' answers besides 429: the list, or 400 for an `isDapp` that is neither `true` nor `false`. */
const listAnswers = (description: string) => ({
  200: { description, content: json(DappListSchema) },
  ...errors({ 400: '`isDapp` is neither `true` nor `false`' }),
});

export const publicRoutes = new Hono()
  /** GET /client/health → `{ status: "ok", time }` (UTC ISO-8601); touches no dependency. */
  .get(
    '/health',
    describe(
      'catalogue',
      process.env.OPENAPI_PRECOMPUTED !== '1' && {
        summary: 'Health',
        description: 'Answers while the API runs; touches no dependency.',
        responses: { 200: { description: 'Running', content: json(HealthSchema) } },
      },
    ),
    (c) => {
      c.header('cache-control', 'no-store');
      return c.json({ status: 'ok', time: new Date().toISOString() });
    },
  )
  /**
   * GET /client/dapp?isDapp=true → the public dApps, `[{ idDappPk, slug, isDapp: true, title, … }]`; 400 for an
   * `isDapp` other than `true`/`false` (without `isDapp`, or with `page`, the admin list answers).
   */
  .get(
    '/dapp',
    describe(
      'catalogue',
      process.env.OPENAPI_PRECOMPUTED !== '1' && {
        summary: 'Public dApps',
        description: 'The public dApps (active, not private), by title.',
        parameters: [isDappQuery],
        responses: listAnswers('The dApps'),
      },
    ),
    valid('query', ListQuery),
    async (c, next) => {
      // The admin list answers instead (typed as `/:entity`, routes/entities.ts): nothing of this route's own answer.
      if (c.req.valid('query').isDapp === undefined || c.req.query('page') !== undefined)
        return next() as Promise<never>;
      publicRead(c, PUBLIC_LIST_CACHE);
      return c.json(await listPublicDapps(true));
    },
  )
  /** GET /client/app?isDapp=true → the public apps (isDapp false), same item shape; 400 as for /dapp. */
  .get(
    '/app',
    describe(
      'catalogue',
      process.env.OPENAPI_PRECOMPUTED !== '1' && {
        summary: 'Public apps',
        description: 'The public apps (not dApps), by title.',
        parameters: [isDappQuery],
        responses: listAnswers('The apps'),
      },
    ),
    valid('query', ListQuery),
    async (c) => {
      publicRead(c, PUBLIC_LIST_CACHE);
      return c.json(await listPublicDapps(false));
    },
  )
  /** GET /client/snapshot/catalogue → the CatalogueSnapshot (content-schema/snapshot.ts); CATALOGUE_SNAPSHOT_CACHE. */
  .get(
    '/snapshot/catalogue',
    describe(
      'catalogue',
      process.env.OPENAPI_PRECOMPUTED !== '1' && {
        summary: 'Catalogue snapshot',
        description:
          'Every public record of the catalogue, each with its source, and the latest changes: what the site is built from. Cached a minute by the CDN.',
        responses: { 200: { description: 'The snapshot', content: json(CatalogueSnapshotSchema) } },
      },
    ),
    async (c) => {
      publicRead(c, CATALOGUE_SNAPSHOT_CACHE);
      return c.json(await catalogueSnapshot());
    },
  );
