/**
 * What the job worker function (functions/entry/handlers/job.ts) can run, by job name — the name of the job's state
 * `job#<name>`: the dashboard's `resync-transactions`, `sync-<source>` for a sync job started by hand, and
 * `recovery-mail` (a queued password-recovery mail, `event.recovery`, functions/domain/auth/recovery.ts).
 */
import { RECOVERY_MAIL_JOB, sendRecoveryMail, type RecoveryMail } from '../../domain/auth/recovery.ts';
import { startJob } from '../../domain/jobs/runner.ts';
import { RESYNC_JOB } from '../../domain/sync/contract-activity/resync.ts';
import { resyncJob } from '../../domain/indexer/resync-job.ts';
import { SYNC_JOBS } from '../../domain/sync/registry.ts';

/** The work of job `name`, run to its end under the job's lock; undefined for an unknown name. */
export function workerJob(name: string, event: { recovery?: RecoveryMail } = {}): (() => Promise<unknown>) | undefined {
  if (name === RECOVERY_MAIL_JOB) return event.recovery ? () => sendRecoveryMail(event.recovery!) : undefined;
  if (name === RESYNC_JOB) {
    return async () => {
      const { started, done } = await startJob(RESYNC_JOB, (ctx) => resyncJob(ctx));
      if (started) await done;
    };
  }
  const sync = name.startsWith('sync-') ? SYNC_JOBS[name.slice('sync-'.length)] : undefined;
  return sync ? () => sync.run() : undefined;
}
