/**
 * Running the N3 indexer: once per minute in production (EventBridge → functions/entry/handlers/indexer.ts,
 * infra/indexer.ts), every few seconds beside `LOCAL_CHAINS=1 npm start` (`startIndexerSchedule`), and by hand
 * in tests and the bench (`advanceIndexer`).
 *
 * A run holds the job lock `job#n3-indexer` (one run at a time; a run that finds it taken is skipped), advances
 * the cursor within its time budget (the backfill continues on the next runs), refreshes the indexed figures
 * (figures.ts), copies them onto the contract records at most every `recordsEveryMs`, and records its status as
 * the `n3-indexer` source (`GET /client/sync/status`, the live snapshot's `sources`).
 *
 * Which node: `NEO_N3_RPC_URLS` (comma-separated; the local privnet under LOCAL_CHAINS=1); when it is unset, the
 * public N3 mainnet endpoints in live mode (`DATA_SOURCES=live`), and no node at all offline — then nothing runs,
 * nothing is recorded, and the pages stay honestly empty.
 */
import { N3Rpc } from '../../../chain/n3/rpc.ts';
import { refreshFigures } from './figures.ts';
import { readChainParams } from './chain-params.ts';
import { advanceIndexer, type IndexerOptions, type IndexerRun } from './indexer.ts';
import { runIndexerUnderLock, startIndexerRuns, type LockedIndexerResult } from './run.ts';
import { INDEXER_SOURCE } from './subjects.ts';
import { MAINNET_RPC_URLS, indexerRpcUrls } from './node.ts';

export { INDEXER_SOURCE };
/** Production schedule (EventBridge rate expression). */
export const INDEXER_SCHEDULE = 'rate(1 minute)';
export { MAINNET_RPC_URLS, indexerRpcUrls };

export interface IndexerJobOptions extends Partial<IndexerOptions> {
  /** Copy the figures onto the contract records at most this often, ms (default 1 hour; 0: every run). */
  recordsEveryMs?: number;
}

export type IndexerJobResult = LockedIndexerResult<IndexerRun>;

/** One indexer run under the job lock (see the module comment; run.ts). Throws when the node could not be read. */
export async function runIndexerJob(options: IndexerJobOptions = {}): Promise<IndexerJobResult> {
  const urls = options.rpc ? options.rpc.urls : indexerRpcUrls();
  if (!urls) return { skipped: 'no-node' };
  const rpc: N3Rpc = options.rpc ?? new N3Rpc({ urls });
  return runIndexerUnderLock({
    source: INDEXER_SOURCE,
    origin: urls.join(', '),
    recordsAtKey: 'indexer#records-at',
    recordsEveryMs: options.recordsEveryMs,
    onChunk: options.onChunk,
    advance: (onChunk) => advanceIndexer({ ...options, rpc, onChunk }),
    refresh: async (run) => {
      // The committee, GasPerBlock and block time for the network statistics; a failed read keeps the last ones.
      const chain = await readChainParams(rpc).catch(() => undefined);
      return refreshFigures(run.cursor, urls.join(', '), chain);
    },
    ownCounts: (run) => ({ mails: run.mails }),
  });
}

/**
 * The local stand-in for the one-minute schedule: a run every `intervalMs` (0: never) while the stack runs, when
 * the indexer has a node (LOCAL_CHAINS=1). Resolves, with the function that stops it, once the first run has
 * caught up with the node (a failed run is logged, never thrown), so a site built next is as of the newest block.
 */
export async function startIndexerSchedule(
  intervalMs: number,
  log: (line: string) => void = () => undefined,
  options: IndexerJobOptions = {},
): Promise<() => void> {
  if (!indexerRpcUrls()) return () => undefined;
  return startIndexerRuns(
    intervalMs,
    'N3 indexer',
    async () => {
      const result = await runIndexerJob(options);
      if (!result.skipped && (result.run.discovered || result.run.mails))
        return `N3 indexer: block ${result.run.cursor.newest?.index}, ${result.run.discovered} new contract(s), ${result.run.mails} mail(s)`;
    },
    log,
  );
}
