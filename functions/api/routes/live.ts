/**
 * The live-data snapshot (public):
 *   GET /client/snapshot/live → LiveSnapshot (content-schema/live-snapshot.ts), what the build reads (no cache)
 *   GET /client/snapshot/live?sections=tokens,contracts → only those parts, for the browser islands (cached 60 s)
 */
import { Hono } from 'hono';
import { LiveSnapshotSchema } from '../../../content-schema/live-snapshot.ts';
import { liveSnapshot, parseSections } from '../../domain/live/snapshot.ts';
import { describe, json, publicRead, queryParameter } from '../describe.ts';

export const liveRoutes = new Hono().get(
  '/snapshot/live',
  describe(
    'catalogue',
    process.env.OPENAPI_PRECOMPUTED !== '1' && {
      summary: 'Live data snapshot',
      description:
        'Prices, contract activity, NFT figures, news and GitHub activity, each source with its “as of”. With `sections`, only those parts (cached a minute).',
      parameters: [
        queryParameter('sections', 'Comma-separated parts to answer (e.g. `tokens,contracts`); all when absent.', {
          type: 'string',
        }),
      ],
      responses: { 200: { description: 'The live snapshot', content: json(LiveSnapshotSchema) } },
    },
  ),
  async (c) => {
    const sections = c.req.query('sections');
    publicRead(c, sections ? 'public, max-age=60' : 'no-store');
    return c.json(await liveSnapshot(parseSections(sections)));
  },
);
