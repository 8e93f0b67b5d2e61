/**
 * Dashboard jobs (admin):
 *   POST /client/jobs/resync-transactions → 202 `{ status: 'running', … }`; 409 when it is already running
 * The resync re-indexes through the N3 indexer where it runs, else it walks the contract-activity source: in the job
 * worker on AWS, locally the work the stack registered (functions/domain/jobs/here.ts), so this bundle carries neither.
 *   GET  /client/jobs/resync-transactions → `{ status: 'idle'|'running'|'done'|'failed', processed, total, startedAt?, finishedAt?, error?, summary? }`
 */
import { Hono } from 'hono';
import { requireAdmin } from '../require-admin.ts';
import { ConflictError } from '../../domain/errors.ts';
import { launchJob } from '../../domain/jobs/launch.ts';
import { readJob, startJob } from '../../domain/jobs/runner.ts';
import { RESYNC_JOB } from '../../domain/sync/contract-activity/resync.ts';
import { jobHere } from '../../domain/jobs/here.ts';
import type { ApiEnv } from '../env.ts';

export const jobRoutes = new Hono<ApiEnv>()
  .get(`/jobs/${RESYNC_JOB}`, requireAdmin, async (c) => c.json(await readJob(RESYNC_JOB)))
  .post(`/jobs/${RESYNC_JOB}`, requireAdmin, async (c) => {
    const { started } = await launchJob(RESYNC_JOB, () => startJob(RESYNC_JOB, jobHere(RESYNC_JOB)));
    if (!started) throw new ConflictError(c.get('t')('api.jobRunning'));
    return c.json(await readJob(RESYNC_JOB), 202);
  });
