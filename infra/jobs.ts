/**
 * The job worker: runs the dashboard's long jobs (resync, a sync started by hand) after the API hands them over
 * with an asynchronous invocation (functions/domain/jobs/launch.ts), so they outlive the request, and the queued
 * password-recovery mails (functions/domain/auth/recovery.ts). No automatic retry:
 * the job records its own failure and the admin starts it again.
 */
import { handlerOf, nodejsFor } from './bundle';
import { email } from './email';
import { rebuildQueue } from './rebuild-queue';
import { secrets } from './secrets';
import { site } from './site';
import { snapshots } from './snapshots';
import { stage } from './stage';
import { table } from './table';

export const jobWorker = new sst.aws.Function('JobWorker', {
  handler: handlerOf('job'),
  // argon2 beside the bundle: the queued recovery mails find the administrator through functions/domain/auth/users.ts.
  nodejs: nodejsFor('job'),
  timeout: '15 minutes',
  memory: '1024 MB',
  retries: 0,
  // Mail and the site's URL: the queued password-recovery mails (functions/domain/auth/recovery.ts).
  link: [table, snapshots, rebuildQueue.main, secrets.githubToken, email, site],
  environment: { DATA_SOURCES: stage.dataSources },
  // A sync run by hand reads what the scheduled one reads (infra/schedules.ts).
  copyFiles: [{ from: 'data', to: 'data' }],
});
