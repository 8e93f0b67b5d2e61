/**
 * Running the Neo X indexer, as the N3 one (../job.ts): once per minute in production (EventBridge →
 * functions/entry/handlers/indexer.ts with `INDEXER_CHAIN=neo-x`, infra/indexer.ts), every few seconds beside `LOCAL_CHAINS=1 npm start`
 * (`startNeoXIndexerSchedule`), by hand in tests. A run holds the job lock `job#neox-indexer`, advances the cursor
 * within its budget, refreshes the figures (figures.ts), copies them onto the Neo X contract records at most every
 * `recordsEveryMs` (../records.ts: the home top dApps and lists rank by them), and records its status as the `neox-indexer` source
 * (`GET /client/sync/status`, the live snapshot's `sources`). Which node: `NEO_X_RPC_URLS` (node.ts); without one
 * nothing runs and nothing is recorded.
 */
import { startJob } from '../../jobs/runner.ts';
import { updateSyncStatus } from '../../sync/status.ts';
import { readMeta, writeMeta } from '../../../adapters/data/store.ts';
import { contentChanged } from '../../../adapters/data/events.ts';
import { writeContractRecords } from '../records.ts';
import { refreshNeoXFigures } from './figures.ts';
import { advanceNeoXIndexer, type NeoXIndexerOptions, type NeoXIndexerRun } from './indexer.ts';
import { neoXIndexerRpcUrls } from './node.ts';
import { neoXRpc, type NeoXRpc } from './read-blocks.ts';
import { NEOX_INDEXER_SOURCE } from './subjects.ts';

/** Production schedule (EventBridge rate expression), the N3 indexer's. */
export const NEOX_INDEXER_SCHEDULE = 'rate(1 minute)';

export type NeoXIndexerJobResult =
  { skipped: 'no-node' | 'running' } | { skipped?: undefined; run: NeoXIndexerRun; recordsWritten: number };

export interface NeoXIndexerJobOptions extends Partial<NeoXIndexerOptions> {
  rpc?: NeoXRpc;
  /** Copy the figures onto the contract records at most this often, ms (default 1 hour; 0: every run). */
  recordsEveryMs?: number;
}

/** One run under the job lock (see the module comment). Throws when the node could not be read. */
export async function runNeoXIndexerJob(options: NeoXIndexerJobOptions = {}): Promise<NeoXIndexerJobResult> {
  const urls = options.rpc ? options.rpc.urls : neoXIndexerRpcUrls();
  if (!urls) return { skipped: 'no-node' };
  const rpc = options.rpc ?? neoXRpc(urls);
  let result: NeoXIndexerJobResult | undefined;
  let failure: Error | undefined;
  const { started, done } = await startJob(NEOX_INDEXER_SOURCE, async (ctx) => {
    await updateSyncStatus(NEOX_INDEXER_SOURCE, { lastRunAt: new Date().toISOString(), nextRunAt: null });
    try {
      const run = await advanceNeoXIndexer({
        ...options,
        rpc,
        onChunk: async (lane, from, to, end) => {
          await options.onChunk?.(lane, from, to, end);
          await ctx.progress(to, end, { [lane]: to });
        },
      });
      const figures = await refreshNeoXFigures(run.cursor, urls.join(', '));
      let recordsWritten = 0;
      const last = await readMeta<string>('indexer#neox-records-at');
      if (figures && (!last || Date.now() - Date.parse(last) >= (options.recordsEveryMs ?? 3_600_000))) {
        recordsWritten = await writeContractRecords(figures);
        await writeMeta('indexer#neox-records-at', new Date().toISOString());
      }
      await updateSyncStatus(NEOX_INDEXER_SOURCE, {
        mode: 'live',
        lastSuccessAt: new Date().toISOString(),
        lastError: null,
        lastErrorAt: null,
        lastSummary: {
          tipBlocks: run.tipBlocks,
          backfillBlocks: run.backfillBlocks,
          backfillLeft: run.backfillLeft,
          transactions: run.transactions,
          discovered: run.discovered,
          reverted: run.reverted,
          recordsWritten,
          block: run.cursor.newest?.index ?? -1,
        },
        ...(run.cursor.newest ? { asOf: run.cursor.newest.at } : {}),
        origin: urls.join(', '),
      });
      if (recordsWritten) contentChanged(`sync:${NEOX_INDEXER_SOURCE}`, 'update');
      result = { run, recordsWritten };
      return { tipBlocks: run.tipBlocks, backfillBlocks: run.backfillBlocks };
    } catch (error) {
      failure = error as Error;
      await updateSyncStatus(NEOX_INDEXER_SOURCE, {
        lastError: failure.message,
        lastErrorAt: new Date().toISOString(),
      }).catch(() => undefined);
      throw error;
    }
  });
  if (!started) return { skipped: 'running' };
  await done;
  if (failure) throw failure;
  return result!;
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
  if (intervalMs <= 0 || !neoXIndexerRpcUrls()) return () => undefined;
  let busy = false;
  let lastError = '';
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      const result = await runNeoXIndexerJob(options);
      if (!result.skipped && (result.run.discovered || result.run.reverted))
        log(
          `Neo X indexer: block ${result.run.cursor.newest?.index}, ${result.run.discovered} new contract(s), ${result.run.reverted} block(s) replaced`,
        );
      lastError = '';
    } catch (error) {
      const message = `Neo X indexer: ${(error as Error).message}`;
      if (message !== lastError) log(message);
      lastError = message;
    } finally {
      busy = false;
    }
  };
  await tick();
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
