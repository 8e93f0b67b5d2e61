/**
 * The "resync transaction data for all registered dapps" job as the API reports it (GET/POST
 * /client/jobs/resync-transactions): its state, progress and how often to poll it.
 */
import type { Answer, ApiClient } from '../../lib/api-client.ts';

/** The job's state (the API's answer type): status, progress, times, error and outcome counts. */
export type ResyncJob = Answer<ApiClient['jobs']['resync-transactions']['$get']>;
export type JobStatus = ResyncJob['status'];
/** Poll every 2 s while the job runs, every 15 s otherwise (another admin may start it). */
export const pollInterval = (job: ResyncJob | undefined): number => (job?.status === 'running' ? 2000 : 15_000);

/** Progress in percent (0–100, whole), or undefined while the total is not known yet. */
export function progressPercent(job: ResyncJob): number | undefined {
  if (job.status === 'done') return 100;
  if (!job.total) return undefined;
  return Math.min(100, Math.max(0, Math.floor((job.processed / job.total) * 100)));
}

/** Whether a reported value looks like a job (an older API may answer something else). */
export function isResyncJob(value: unknown): value is ResyncJob {
  const job = value as ResyncJob | undefined;
  return (
    !!job &&
    ['idle', 'running', 'done', 'failed'].includes(job.status) &&
    typeof job.processed === 'number' &&
    typeof job.total === 'number'
  );
}
