/**
 * The dashboard's "resync transaction data for all registered dapps" job as the job worker (and the local stack)
 * runs it: through the N3 indexer when it has a node and has indexed (functions/domain/indexer/resync.ts; outcome:
 * contracts, blocks read, days and points rewritten, `openDayLeft`), else the contract-activity walk
 * (sync/contract-activity/resync.ts; `updated`, `noRecording`, `failed`). Progress goes through `ctx` either way.
 */
import { N3Rpc } from '../../../chain/n3/rpc.ts';
import { readCursor } from './cursor.ts';
import { indexerRpcUrls } from './node.ts';
import { resyncRegistered } from './resync.ts';
import { resyncTransactions } from '../sync/contract-activity/resync.ts';
import type { JobContext } from '../jobs/runner.ts';

/** Run the resync (see the module comment); answers its outcome counts. */
export async function resyncJob(ctx: JobContext): Promise<Record<string, number>> {
  const urls = indexerRpcUrls();
  if (urls && (await readCursor())) return { ...(await resyncRegistered(ctx, { rpc: new N3Rpc({ urls }) })) };
  return resyncTransactions(ctx);
}
