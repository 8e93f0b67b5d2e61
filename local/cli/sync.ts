/**
 * `npm run sync -- <source>` (or `all`): run one sync job now against the local database (the running stack's,
 * or one started on DATA_DIR for the command; DYNAMODB_ENDPOINT wins). DATA_SOURCES=live calls the real services,
 * the default replays the recordings. Exits 1 with the reason when the source failed (its last good data stays).
 */
import { withDatabase } from '../stack/database.ts';
import { SYNC_JOBS } from '../../functions/domain/sync/registry.ts';
import { dataMode } from '../../functions/domain/sync/recordings.ts';

const wanted = process.argv[2];
const names = wanted === 'all' ? Object.keys(SYNC_JOBS) : wanted ? [wanted] : [];
if (!names.length || names.some((n) => !SYNC_JOBS[n])) {
  console.error(`Usage: npm run sync -- <source>|all\nSources: ${Object.keys(SYNC_JOBS).join(', ')}`);
  process.exit(2);
}

const dataDir = process.env.DATA_DIR ?? '.data';
let failed = 0;
await withDatabase(dataDir, async () => {
  for (const name of names) {
    const started = Date.now();
    console.log(`Syncing ${name} (${dataMode()})…`);
    try {
      const summary = await SYNC_JOBS[name]!.run();
      console.log(
        `  done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${Object.entries(summary)
          .map(([k, n]) => `${k} ${n}`)
          .join(', ')}`,
      );
    } catch (error) {
      failed++;
      console.error(`  ${(error as Error).message}`);
    }
  }
});
process.exit(failed ? 1 : 0);
