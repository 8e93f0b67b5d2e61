/**
 * Sync jobs for the dashboard (admin):
 *   GET  /client/sync/status → `[{ name, schedule, lastSuccessAt, lastError, lastErrorAt, nextRunAt, lastSummary, lastRunAt, asOf, mode, origin, running }]`
 *   POST /client/sync/:source/run → 202 with the source's status (`running: true`); 404 unknown source; 409 when it already runs
 * A run's progress is also readable as a job: `job#sync-<source>` (see functions/domain/jobs/runner.ts).
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { requireAdmin } from '../require-admin.ts';
import { ConflictError } from '../../domain/errors.ts';
import { readJob } from '../../domain/jobs/runner.ts';
import { launchSync } from '../../domain/sync/launch.ts';
import { SYNC_SCHEDULES, SYNC_SOURCES, type SyncSource } from '../../domain/sync/sources.ts';
import { readSyncStatus } from '../../domain/sync/status.ts';
import type { ApiEnv } from '../env.ts';
import { valid } from '../validate.ts';

/** The path of a run: a known source; another names no source, 404 (not a malformed request). */
const SourceParam = v.object({ source: v.picklist(SYNC_SOURCES) });

/** One source's status for the dashboard (nulls where nothing happened yet). */
async function statusOf(name: SyncSource) {
  const [status, job] = await Promise.all([readSyncStatus(name), readJob(`sync-${name}`)]);
  return {
    name,
    schedule: SYNC_SCHEDULES[name],
    mode: status.mode ?? null,
    lastRunAt: status.lastRunAt ?? null,
    lastSuccessAt: status.lastSuccessAt ?? null,
    lastError: status.lastError ?? null,
    lastErrorAt: status.lastErrorAt ?? null,
    nextRunAt: status.nextRunAt ?? null,
    lastSummary: status.lastSummary ?? null,
    asOf: status.asOf ?? null,
    origin: status.origin ?? null,
    running: job.status === 'running',
  };
}

export const syncRoutes = new Hono<ApiEnv>()
  .get('/sync/status', requireAdmin, async (c) => c.json(await Promise.all(SYNC_SOURCES.map(statusOf))))
  .post('/sync/:source/run', requireAdmin, valid('param', SourceParam, 'notFound'), async (c) => {
    const { source } = c.req.valid('param');
    const { started } = await launchSync(source);
    if (!started) throw new ConflictError(c.get('t')('api.jobRunning'));
    return c.json({ ...(await statusOf(source)), running: true }, 202);
  });
