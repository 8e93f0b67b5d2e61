/**
 * The live-data snapshot (public):
 *   GET /client/snapshot/live → LiveSnapshot (content-schema/live-snapshot.ts), what the build reads (no cache)
 *   GET /client/snapshot/live?sections=tokens,contracts → only those parts, for the browser islands (cached 60 s)
 */
import { Hono } from 'hono';
import { liveSnapshot, parseSections } from '../../live/snapshot.ts';

export const liveRoutes = new Hono()
  .get('/snapshot/live', async (c) => {
    const sections = c.req.query('sections');
    c.header('cache-control', sections ? 'public, max-age=60' : 'no-store');
    return c.json(await liveSnapshot(parseSections(sections)));
  });
