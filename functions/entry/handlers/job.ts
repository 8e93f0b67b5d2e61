/**
 * Lambda entry of the job worker: runs a dashboard job handed over by the API (functions/domain/jobs/launch.ts, an
 * asynchronous invocation `{ "job": "<name>" }`) to its end; a sync job run by hand then asks for a site rebuild
 * like a scheduled one. A failure fails the invocation (job-failure alarm); the job's own state in the table
 * already says what happened.
 */
import { workerJob } from './worker.ts';
import type { RecoveryMail } from '../../domain/auth/recovery.ts';
import { requestRebuild } from '../../domain/rebuild/request.ts';
import { log } from '../../lib/logger.ts';
import { lambdaHandler } from './context.ts';
import { SYNC_REBUILD_WINDOW_SECONDS } from './sync.ts';

/** Run job `event.job`. */
export const handler = lambdaHandler({}, async (event: { job?: string; recovery?: RecoveryMail }) => {
  const name = event.job ?? '';
  const run = workerJob(name, event);
  if (!run) throw new Error(`Unknown job "${name}"`);
  log.info('job started', { job: name });
  try {
    await run();
  } catch (error) {
    log.error('job failed', { job: name, error });
    throw error;
  }
  const rebuild = name.startsWith('sync-')
    ? await requestRebuild(`sync: ${name.slice('sync-'.length)}`, { windowSeconds: SYNC_REBUILD_WINDOW_SECONDS })
    : undefined;
  log.info('job finished', { job: name, rebuild });
});
