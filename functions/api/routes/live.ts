/**
 * The live-data snapshot (public):
 *   GET /client/snapshot/live → LiveSnapshot (content-schema/live-snapshot.ts), what the build reads (in process);
 *       LIVE_SNAPSHOT_CACHE for everyone else
 *   GET /client/snapshot/live?sections=tokens,contracts → only those parts, for the browser islands (cached 60 s)
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { LiveSnapshotSchema } from '../../../content-schema/live-snapshot.ts';
import { liveSnapshot, parseSections } from '../../domain/live/snapshot.ts';
import { describe, json, publicRead, queryParameter } from '../describe.ts';
import { valid } from '../validate.ts';

/**
 * Cache-Control of the whole live snapshot (security, third round, finding 7; it takes the API about a third of a
 * second): 15 s at the CDN (infra/cdn.ts), then up to 30 s stale while one request refreshes it. Its figures move at
 * most once per indexer run (every minute, functions/domain/indexer/job.ts), so a reader sees a change within 45 s,
 * inside one run, while the API builds it at most about four times a minute per edge location whatever the traffic.
 * Browsers revalidate (`max-age=0`), so the pages' own refresh (site/src/components/Live/live-refresh.ts) is not held.
 */
export const LIVE_SNAPSHOT_CACHE = 'public, max-age=0, s-maxage=15, stale-while-revalidate=30';
/** Cache-Control of a sections answer (the islands' refresh). */
export const LIVE_SECTIONS_CACHE = 'public, max-age=60';

/**
 * The `sections` query: comma-separated names, read into the known LiveSections (an unknown name is left out, and a
 * list of none known means every section, as the islands have always been answered); empty or absent: undefined,
 * the whole snapshot.
 */
const sectionsQuery = v.object({
  sections: v.optional(
    v.pipe(
      v.string(),
      v.transform((names) => (names ? parseSections(names) : undefined)),
    ),
  ),
});

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
  valid('query', sectionsQuery),
  async (c) => {
    const { sections } = c.req.valid('query');
    publicRead(c, sections ? LIVE_SECTIONS_CACHE : LIVE_SNAPSHOT_CACHE);
    return c.json(await liveSnapshot(sections));
  },
);
