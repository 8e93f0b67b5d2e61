/** Public read routes: health, the app/dApp lists of SPEC §7 and the catalogue snapshot the build reads. */
import { Hono } from 'hono';
import { listPublicDapps } from '../../catalogue/public-lists.ts';
import { catalogueSnapshot } from '../../catalogue/snapshot.ts';

export const publicRoutes = new Hono()
  /** GET /client/health → `{ status: "ok", time }` (UTC ISO-8601); touches no dependency. */
  .get('/health', (c) => c.json({ status: 'ok', time: new Date().toISOString() }))
  /** GET /client/dapp?isDapp=true → the public dApps, `[{ idDappPk, slug, isDapp: true, title, … }]` (with `page`, the admin list answers). */
  .get('/dapp', async (c, next) => (c.req.query('isDapp') === undefined || c.req.query('page') !== undefined ? next() : c.json(await listPublicDapps(true))))
  /** GET /client/app?isDapp=true → the public apps (isDapp false), same item shape. */
  .get('/app', async (c) => c.json(await listPublicDapps(false)))
  /** GET /client/snapshot/catalogue → the CatalogueSnapshot (content-schema/snapshot.ts); no cache. */
  .get('/snapshot/catalogue', async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await catalogueSnapshot());
  });
