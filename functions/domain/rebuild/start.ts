/**
 * Starting the site build when a rebuild window closes (the delayed queue message arrives): one build at a time.
 * While a build runs, the start is refused (`busy`) and the queue delivers the message again after its
 * visibility timeout, so the changes that arrived meanwhile get their own build once the running one ends.
 *
 * The run being built is kept in the table (`rebuild-run`); its outcome comes from CodeBuild's state-change
 * events (build-state.ts).
 */
import { readMeta, writeMeta } from '../../adapters/data/store.ts';
import { readSiteStatus, writeSiteStatus } from '../content/site-status.ts';
import { config } from '../../config.ts';
import { startCodeBuild } from './aws.ts';

/** A run not finished after this long is considered dead (the CodeBuild project times out after 30 minutes). */
export const RUN_STALE_AFTER_MS = 40 * 60_000;

export interface RebuildRun {
  buildId: string;
  status: 'running' | 'succeeded' | 'failed';
  /** UTC ISO-8601. */
  startedAt: string;
  finishedAt?: string;
  reason?: string;
}

const RUN_ITEM = 'rebuild-run';

/** The last (or current) build run, if any. */
export const readRun = () => readMeta<RebuildRun>(RUN_ITEM);
/** Record the build run. */
export const writeRun = (run: RebuildRun) => writeMeta(RUN_ITEM, run);

/** Starts a build; answers its id. */
export type BuildStarter = (reason: string) => Promise<string>;

/** The starter of this deployment: the CodeBuild project named by `BUILD_PROJECT_NAME`. */
export function codeBuildStarter(): BuildStarter {
  const project = config().BUILD_PROJECT_NAME;
  if (!project) throw new Error('BUILD_PROJECT_NAME is not configured (link the BuildProject to this function)');
  return (reason) => startCodeBuild(project, reason);
}

/**
 * `started`: a build began; `busy`: one is running, ask again later; `covered`: a build that began after this
 * request was made (so it reads the request's changes) is running or succeeded, nothing to do.
 */
export type StartOutcome = { state: 'started' | 'busy' | 'covered'; buildId: string };

/**
 * Start the site build for `reason` (asked at `requestedAt`, UTC ISO-8601) unless one is running or already
 * covers it; marks the status building and no longer pending.
 */
export async function startRebuild(
  reason: string,
  options: { requestedAt?: string; start?: BuildStarter; now?: number } = {},
): Promise<StartOutcome> {
  const now = options.now ?? Date.now();
  const run = await readRun();
  const live = run?.status === 'running' && now - Date.parse(run.startedAt) < RUN_STALE_AFTER_MS;
  if (
    run &&
    options.requestedAt &&
    run.status !== 'failed' &&
    (live || run.status === 'succeeded') &&
    Date.parse(run.startedAt) > Date.parse(options.requestedAt)
  )
    return { state: 'covered', buildId: run.buildId };
  if (live) return { state: 'busy', buildId: run.buildId };
  const buildId = await (options.start ?? codeBuildStarter())(reason);
  await writeRun({ buildId, status: 'running', startedAt: new Date(now).toISOString(), reason });
  await writeSiteStatus({ ...(await readSiteStatus()), pending: false, building: true });
  return { state: 'started', buildId };
}
