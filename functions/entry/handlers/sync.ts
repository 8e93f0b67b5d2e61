/**
 * Lambda entry of a scheduled sync job (EventBridge → infra/schedules.ts, one function per `SYNC_JOBS` entry; the
 * function's `SYNC_JOB` names the job). Runs the job once, then asks for a site rebuild. A failed run fails the
 * invocation, which the job-failure alarm counts; a run skipped because the previous one still runs does not.
 */
import type { ScheduledEvent } from 'aws-lambda';
import { SYNC_JOBS } from '../../domain/sync/registry.ts';
import { requestRebuild } from '../../domain/rebuild/request.ts';
import { log } from '../../lib/logger.ts';
import { lambdaHandler } from './context.ts';

/** Rebuilds asked for by sync jobs wait this long for the other jobs of the hour (one build for all of them). */
export const SYNC_REBUILD_WINDOW_SECONDS = 300;

/** Run the job named by `SYNC_JOB`; answers its summary counts. */
export const handler = lambdaHandler({ job: process.env.SYNC_JOB }, async (event: ScheduledEvent) => {
  const name = process.env.SYNC_JOB ?? '';
  const job = SYNC_JOBS[name];
  if (!job)
    throw new Error(`Unknown sync job "${name}" (SYNC_JOB); known: ${Object.keys(SYNC_JOBS).join(', ') || 'none'}`);
  log.info('sync started', { scheduledAt: event.time, rule: event.resources?.[0] });
  let summary: Record<string, number>;
  try {
    summary = await job.run();
  } catch (error) {
    if ((error as Error).name === 'SyncRunningError') {
      log.warn('sync skipped: the previous run is still going', { error: (error as Error).message });
      return {};
    }
    log.error('sync failed', { error });
    throw error;
  }
  const rebuild = await requestRebuild(`sync: ${name}`, { windowSeconds: SYNC_REBUILD_WINDOW_SECONDS });
  log.info('sync finished', { summary, rebuild });
  return summary;
});
