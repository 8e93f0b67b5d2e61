/**
 * Running the Neo X indexer, as the N3 one (../job.ts): once per minute in production (EventBridge →
 * functions/entry/handlers/indexer.ts with `INDEXER_CHAIN=neo-x`, infra/indexer.ts), every few seconds beside `LOCAL_CHAINS=1 npm start`
 * (`startNeoXIndexerSchedule`), by hand in tests. A run holds the job lock `job#neox-indexer`, advances the cursor
 * within its budget, refreshes the figures (figures.ts), copies them onto the Neo X contract records at most every
 * `recordsEveryMs` (../records.ts: the home top dApps and lists rank by them), and records its status as the `neox-indexer` source
 * (`GET /client/sync/status`, the live snapshot's `sources`). Which node: `NEO_X_RPC_URLS` (node.ts); without one
 * nothing runs and nothing is recorded.
 */
import { runIndexerUnderLock, startIndexerRuns, type LockedIndexerResult } from '../run.ts';
import { refreshNeoXFigures } from './figures.ts';
import { advanceNeoXIndexer, type NeoXIndexerOptions, type NeoXIndexerRun } from './indexer.ts';
import { neoXIndexerRpcUrls } from './node.ts';
import { neoXRpc, type NeoXRpc } from './read-blocks.ts';
import { NEOX_INDEXER_SOURCE } from './subjects.ts';

/** Production schedule (EventBridge rate expression), the N3 indexer's. */
export const NEOX_INDEXER_SCHEDULE = 'rate(1 minute)';

export type NeoXIndexerJobResult = LockedIndexerResult<NeoXIndexerRun>;

export interface NeoXIndexerJobOptions extends Partial<NeoXIndexerOptions> {
  rpc?: NeoXRpc;
  /** Copy the figures onto the contract records at most this often, ms (default 1 hour; 0: every run). */
  recordsEveryMs?: number;
}

/** One run under the job lock (see the module comment; ../run.ts). Throws when the node could not be read. */
export async function runNeoXIndexerJob(options: NeoXIndexerJobOptions = {}): Promise<NeoXIndexerJobResult> {
  const urls = options.rpc ? options.rpc.urls : neoXIndexerRpcUrls();
  if (!urls) return { skipped: 'no-node' };
  const rpc = options.rpc ?? neoXRpc(urls);
  return runIndexerUnderLock({
    source: NEOX_INDEXER_SOURCE,
    origin: urls.join(', '),
    recordsAtKey: 'indexer#neox-records-at',
    recordsEveryMs: options.recordsEveryMs,
    onChunk: options.onChunk,
    advance: (onChunk) => advanceNeoXIndexer({ ...options, rpc, onChunk }),
    refresh: (run) => refreshNeoXFigures(run.cursor, urls.join(', ')),
    ownCounts: (run) => ({ reverted: run.reverted }),
  });
}

/**
 * The local stand-in for the one-minute schedule (as ../job.ts `startIndexerSchedule`): a run every `intervalMs`
 * (0: never) when NEO_X_RPC_URLS names a node; resolves, with the function that stops it, after the first run.
 */
export async function startNeoXIndexerSchedule(
  intervalMs: number,
  log: (line: string) => void = () => undefined,
  options: NeoXIndexerJobOptions = {},
): Promise<() => void> {
  if (!neoXIndexerRpcUrls()) return () => undefined;
  return startIndexerRuns(
    intervalMs,
    'Neo X indexer',
    async () => {
      const result = await runNeoXIndexerJob(options);
      if (!result.skipped && (result.run.discovered || result.run.reverted))
        return `Neo X indexer: block ${result.run.cursor.newest?.index}, ${result.run.discovered} new contract(s), ${result.run.reverted} block(s) replaced`;
    },
    log,
  );
}
