/**
 * Lambda entry of the N3 indexer (EventBridge `INDEXER_SCHEDULE`, every minute → infra/indexer.ts). One run
 * advances the cursor within its time budget (functions/domain/indexer/job.ts): the tip lane first, then the 30-day
 * backfill in resumable chunks, so the first runs backfill without holding up the minute's new blocks.
 *
 * Each run logs `IndexerLagSeconds` — how far the indexed tip is behind the chain's newest block — as a
 * CloudWatch metric (Embedded Metric Format, functions/lib/metrics.ts), which the lag alarm watches
 * (infra/alarms.ts: more than 10 minutes). When the node cannot be read the run fails (function-errors alarm)
 * and the lag is reported from the wall clock since the newest indexed block, so a node that stays down also
 * raises the lag alarm. A run skipped because the previous one still goes (job lock) or because no node is
 * configured (an offline stage) reports nothing and succeeds.
 *
 * Contract records written by a run reach the site through the table stream (a rebuild); the live figures are
 * read by the live snapshot.
 */
import type { ScheduledEvent } from 'aws-lambda';
import { readCursor, type IndexerCursor } from '../../domain/indexer/cursor.ts';
import { INDEXER_SOURCE, runIndexerJob } from '../../domain/indexer/job.ts';
import type { NeoXCursor } from '../../domain/indexer/neox/cursor.ts';
import type { IndexerRunCounts, LockedIndexerResult } from '../../domain/indexer/run.ts';
import { log } from '../../lib/logger.ts';
import { INDEXER_LAG_METRIC, metricFields } from '../../lib/metrics.ts';
import { lambdaHandler } from './context.ts';

/**
 * Seconds since the newest block indexed by the cursor `read` answers (wall clock), or undefined before any block
 * was indexed (or when the table cannot be read).
 */
async function wallClockLag(read: () => Promise<IndexerCursor | NeoXCursor | undefined>): Promise<number | undefined> {
  const newest = (await read().catch(() => undefined))?.newest;
  return newest ? Math.max(0, Math.round((Date.now() - Date.parse(newest.at)) / 1000)) : undefined;
}

/** The log fields of a failed run: the lag since the newest indexed block, when there is one. */
const failedRunLag = (lag: number | undefined) =>
  lag === undefined ? {} : metricFields({ [INDEXER_LAG_METRIC]: lag }, 'Seconds');

/** What both chains' runs answer that the handler logs (functions/domain/indexer/run.ts). */
type LoggedRun = IndexerRunCounts & { lagSeconds: number };

/**
 * One run of an indexer job, logged as `<name> run` with its summary and `IndexerLagSeconds` (`<name> skipped`
 * when skipped: then it answers {}). `leading` is the chain's own first summary fields (N3 `height`, Neo X `head`)
 * and `trailing` its own counts after the shared ones. A failed run is logged as `<name> failed` with the
 * wall-clock time since the newest block of the cursor `readCursor` answers as the lag, and thrown again.
 */
async function loggedRun<Run extends LoggedRun>(
  name: string,
  event: ScheduledEvent,
  job: {
    run(): Promise<LockedIndexerResult<Run>>;
    readCursor(): Promise<IndexerCursor | NeoXCursor | undefined>;
    leading(run: Run): Record<string, number>;
    trailing(result: { run: Run; recordsWritten: number }): Record<string, number>;
  },
): Promise<Record<string, number>> {
  let result: LockedIndexerResult<Run>;
  try {
    result = await job.run();
  } catch (error) {
    log.error(`${name} failed`, {
      error,
      scheduledAt: event.time,
      ...failedRunLag(await wallClockLag(() => job.readCursor())),
    });
    throw error;
  }
  if (result.skipped) {
    log.warn(`${name} skipped`, { reason: result.skipped });
    return {};
  }
  const { run } = result;
  const summary = {
    ...job.leading(run),
    block: run.cursor.newest?.index ?? -1,
    tipBlocks: run.tipBlocks,
    backfillBlocks: run.backfillBlocks,
    backfillLeft: run.backfillLeft,
    transactions: run.transactions,
    discovered: run.discovered,
    ...job.trailing(result),
  };
  log.info(`${name} run`, {
    scheduledAt: event.time,
    ...summary,
    ...metricFields({ [INDEXER_LAG_METRIC]: run.lagSeconds }, 'Seconds'),
  });
  return summary;
}

/**
 * One Neo X indexer run (the `NeoXIndexer` schedule sets `INDEXER_CHAIN=neo-x`, infra/indexer.ts): its summary and
 * `IndexerLagSeconds` logged as for N3, and as for N3 a failed run logs the wall-clock time since its newest indexed
 * block as the lag (infra/alarms.ts `NeoXIndexerBehind`). Throws when the node could not be read.
 */
async function neoXRun(event: ScheduledEvent) {
  const { runNeoXIndexerJob } = await import('../../domain/indexer/neox/job.ts');
  return loggedRun('Neo X indexer', event, {
    run: () => runNeoXIndexerJob(),
    readCursor: async () => (await import('../../domain/indexer/neox/cursor.ts')).readNeoXCursor(),
    leading: (run) => ({ head: run.head }),
    trailing: ({ run }) => ({ reverted: run.reverted }),
  });
}

/** One indexer run; answers its summary counts (empty when skipped). Throws when the node could not be read. */
export const handler = lambdaHandler({ job: INDEXER_SOURCE }, async (event: ScheduledEvent) => {
  if (process.env.INDEXER_CHAIN === 'neo-x') return neoXRun(event);
  return loggedRun('indexer', event, {
    run: () => runIndexerJob(),
    readCursor,
    leading: (run) => ({ height: run.height }),
    trailing: ({ run, recordsWritten }) => ({ mails: run.mails, recordsWritten }),
  });
});
