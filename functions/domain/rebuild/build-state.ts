/**
 * The outcome of site builds, from CodeBuild's "Build State Change" events (EventBridge), written to the site
 * status the dashboard shows (content/site-status.ts). A failed build changes nothing on the site bucket (the
 * publisher only runs after `astro build` succeeded), so the last good site stays online; the failure is recorded
 * here and alarmed on in infra/alarms.ts.
 */
import type { SiteStatus } from '../content/site-status.ts';
import { readSiteStatus, writeSiteStatus } from '../content/site-status.ts';
import { readRun, writeRun } from './start.ts';

export type BuildStatus = 'IN_PROGRESS' | 'SUCCEEDED' | 'FAILED' | 'STOPPED' | 'FAULT' | 'TIMED_OUT';

export interface BuildStateChange {
  /** CodeBuild build id, `<project>:<uuid>` (the event's ARN is shortened to it). */
  buildId: string;
  status: BuildStatus;
  /** UTC ISO-8601 of the event. */
  at: string;
}

/** The state change carried by a CodeBuild "Build State Change" event (`detail['build-status']`, `detail['build-id']`). */
export function parseBuildEvent(event: { time?: string; detail?: Record<string, unknown> }): BuildStateChange {
  const detail = event.detail ?? {};
  const arn = String(detail['build-id'] ?? '');
  const status = String(detail['build-status'] ?? '') as BuildStatus;
  if (!arn || !status) throw new Error('Not a CodeBuild build state change event');
  return { buildId: arn.slice(arn.lastIndexOf('/') + 1), status, at: event.time ?? new Date().toISOString() };
}

/** Apply a build's state change to the site status (and the current run); answers the new status. */
export async function recordBuildState(change: BuildStateChange): Promise<SiteStatus> {
  const status = await readSiteStatus();
  const run = await readRun();
  if (change.status === 'IN_PROGRESS') {
    const next = { ...status, building: true };
    await writeSiteStatus(next);
    return next;
  }
  const succeeded = change.status === 'SUCCEEDED';
  if (run && run.buildId === change.buildId)
    await writeRun({ ...run, status: succeeded ? 'succeeded' : 'failed', finishedAt: change.at });
  const next: SiteStatus = succeeded
    ? { ...status, building: false, lastBuiltAt: change.at, lastError: undefined, lastErrorAt: undefined }
    : {
        ...status,
        building: false,
        lastError: `The site build ${change.status.toLowerCase().replace('_', ' ')} (${change.buildId}); the previous site stays online.`,
        lastErrorAt: change.at,
      };
  await writeSiteStatus(next);
  return next;
}
