/**
 * The sync jobs of the live ecosystem data, one per source. Each is a scheduled function in production
 * (EventBridge → infra/schedules.ts) and runnable by hand (`npm run sync -- <source>`).
 *
 * Contract: `run()` fetches from its source (live adapter, or the recorded answers when DATA_SOURCES=offline,
 * through the same parsing code), stores validated data, and answers a summary. A failure keeps the last good
 * data, is recorded in the sync status and is retried on the next run.
 */
import { startSync, syncJob, type SyncDefinition, type SyncJob } from './job.ts';
import { setLocalSyncRunner } from './launch.ts';
import { contractActivitySync } from './contract-activity/job.ts';
import { tokenPricesSync } from './token-prices/job.ts';
import { nftCollectionsSync } from './nft-collections/job.ts';
import { newsSync } from './news/job.ts';
import { githubSync } from './github/job.ts';

/** Every source's definition (the dashboard's "run now" starts it in the background through these). */
export const SYNC_DEFINITIONS: Record<string, SyncDefinition> = Object.fromEntries(
  [contractActivitySync, tokenPricesSync, nftCollectionsSync, newsSync, githubSync].map((d) => [d.name, d]),
);

/** Every sync job by name: contract-activity, token-prices, nft-collections, news, github. */
export const SYNC_JOBS: Record<string, SyncJob> = Object.fromEntries(
  Object.values(SYNC_DEFINITIONS).map((d) => [d.name, syncJob(d)]),
);

// Where the jobs are loaded, "run now" can run them in this process (see launch.ts).
setLocalSyncRunner((name) => startSync(SYNC_DEFINITIONS[name]!));
