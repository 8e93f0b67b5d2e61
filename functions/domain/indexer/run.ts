/**
 * What the N3 indexer job (job.ts) and the Neo X one (neox/job.ts) share: one run under the job lock with its sync
 * status and the copy of the figures onto the contract records (`runIndexerUnderLock`), and the local stand-in for
 * the one-minute schedule (`startIndexerRuns`). Each job says only what is its chain's: how to advance its cursor,
 * how to refresh its figures, and the counts of its own in the run's summary.
 */
import type { Lane } from '../../adapters/data/series.ts';
import { readMeta, writeMeta } from '../../adapters/data/store.ts';
import { contentChanged } from '../../adapters/data/events.ts';
import { startJob } from '../jobs/runner.ts';
import { updateSyncStatus } from '../sync/status.ts';
import type { IndexedFigures } from './figures.ts';
import { writeContractRecords } from './records.ts';

/** The counts and cursor every indexer run answers (indexer.ts `IndexerRun`, neox/indexer.ts `NeoXIndexerRun`). */
export interface IndexerRunCounts {
  tipBlocks: number;
  backfillBlocks: number;
  backfillLeft: number;
  transactions: number;
  discovered: number;
  /** The newest indexed block: its index and time (ISO), once a block was indexed. */
  cursor: { newest?: { index: number; at: string } };
}

/** Called after each chunk a lane wrote: blocks `from`..`to` of a chain whose indexed end is `end`. */
export type ChunkHook = (lane: Lane, from: number, to: number, end: number) => void | Promise<void>;

export interface LockedIndexerRun<Run extends IndexerRunCounts> {
  /** The job lock's name and the sync status source (`n3-indexer`, `neox-indexer`). */
  source: string;
  /** The nodes read, as the sync status shows them (`origin`) and the figures carry them. */
  origin: string;
  /** The meta item holding when the figures were last copied onto the contract records (ISO). */
  recordsAtKey: string;
  /** Copy the figures onto the contract records at most this often, ms (default 1 hour; 0: every run). */
  recordsEveryMs?: number;
  /** Advances the cursor, calling `onChunk` after each chunk (the caller's hook, then the lock's progress). */
  advance(onChunk: ChunkHook): Promise<Run>;
  /** The figures as of the run's cursor, or undefined when there are none yet. */
  refresh(run: Run): Promise<IndexedFigures | undefined>;
  /** The chain's own counts in the summary, after the shared ones (N3: `mails`; Neo X: `reverted`). */
  ownCounts(run: Run): Record<string, number>;
  /** The caller's hook after each chunk, called before the lock's progress is recorded. */
  onChunk?: ChunkHook;
}

export type LockedIndexerResult<Run> =
  { skipped: 'no-node' | 'running' } | { skipped?: undefined; run: Run; recordsWritten: number };

/**
 * One indexer run under the job lock `job#<source>` (a run that finds it taken answers `{ skipped: 'running' }`):
 * marks the sync status as run now, advances the cursor, refreshes the figures, copies them onto the contract
 * records when `recordsEveryMs` has passed since `recordsAtKey` (announcing a content change when any record
 * changed), and records the run's summary as the source's sync status. A failure is recorded as the source's
 * `lastError` and thrown again.
 */
export async function runIndexerUnderLock<Run extends IndexerRunCounts>(
  job: LockedIndexerRun<Run>,
): Promise<LockedIndexerResult<Run>> {
  let result: LockedIndexerResult<Run> | undefined;
  let failure: Error | undefined;
  const { started, done } = await startJob(job.source, async (ctx) => {
    await updateSyncStatus(job.source, { lastRunAt: new Date().toISOString(), nextRunAt: null });
    try {
      const run = await job.advance(async (lane, from, to, end) => {
        await job.onChunk?.(lane, from, to, end);
        await ctx.progress(to, end, { [lane]: to });
      });
      const figures = await job.refresh(run);
      let recordsWritten = 0;
      const every = job.recordsEveryMs ?? 3_600_000;
      const last = await readMeta<string>(job.recordsAtKey);
      if (figures && (!last || Date.now() - Date.parse(last) >= every)) {
        recordsWritten = await writeContractRecords(figures);
        await writeMeta(job.recordsAtKey, new Date().toISOString());
      }
      await updateSyncStatus(job.source, {
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
          ...job.ownCounts(run),
          recordsWritten,
          block: run.cursor.newest?.index ?? -1,
        },
        ...(run.cursor.newest ? { asOf: run.cursor.newest.at } : {}),
        origin: job.origin,
      });
      if (recordsWritten) contentChanged(`sync:${job.source}`, 'update');
      result = { run, recordsWritten };
      return { tipBlocks: run.tipBlocks, backfillBlocks: run.backfillBlocks };
    } catch (error) {
      failure = error as Error;
      await updateSyncStatus(job.source, {
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
 * The local stand-in for the one-minute schedule: `runOnce` every `intervalMs` (0: never), never two at a time.
 * `runOnce` answers a line worth logging (or nothing); a failure is logged as `<label>: <message>` once until the
 * message changes, never thrown. Resolves, with the function that stops the schedule, once the first run has ended.
 */
export async function startIndexerRuns(
  intervalMs: number,
  label: string,
  runOnce: () => Promise<string | undefined>,
  log: (line: string) => void,
): Promise<() => void> {
  if (intervalMs <= 0) return () => undefined;
  let busy = false;
  let lastError = '';
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      const line = await runOnce();
      if (line) log(line);
      lastError = '';
    } catch (error) {
      const message = `${label}: ${(error as Error).message}`;
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
