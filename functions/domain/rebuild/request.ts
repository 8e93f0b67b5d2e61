/**
 * Asking for a site rebuild, with coalescing: the first request opens a window (an item in the table, created
 * conditionally, whose `expiresAt` is the window's end) and sends one delayed start message that arrives when
 * the window closes; every request inside the window only marks the site status `pending`. So a burst of edits
 * (an admin saving ten records, a sync job writing hundreds) gives one build, which starts after the burst and
 * so contains all of it. Any process may ask at the same time: the conditional write lets exactly one open the
 * window.
 *
 * On AWS the message goes to the rebuild queue (SQS, `DelaySeconds`), consumed by the rebuild starter
 * (start.ts). Without a queue (the local stack) the in-process content event is raised instead, which the
 * local rebuilder already debounces.
 */
import { metaEntity } from '../../adapters/data/electro.ts';
import { isConditionFailure } from '../../adapters/data/errors.ts';
import { guard } from '../../adapters/data/store.ts';
import { readSiteStatus, writeSiteStatus } from '../content/site-status.ts';
import { contentChanged } from '../../adapters/data/events.ts';
import { config } from '../../config.ts';
import { sendDelayedStart } from './aws.ts';

/** Requests within this many seconds of the first one share its build. */
export const REBUILD_WINDOW_SECONDS = 60;

const WINDOW_ITEM = 'rebuild-window';

/** Sends the start message, delivered after `delaySeconds`. */
export type StartScheduler = (delaySeconds: number, message: { reason: string; requestedAt: string }) => Promise<void>;

export interface RequestOptions {
  /** Where the start message goes; default: the rebuild queue when configured, else none (local). */
  schedule?: StartScheduler;
  /** Now, ms since the epoch (tests move the clock). */
  now?: number;
  windowSeconds?: number;
}

/** `scheduled`: this request opened a window and sent its start message; `coalesced`: a window was open already; `local`: no queue, the local rebuilder was told. */
export type RequestOutcome = 'scheduled' | 'coalesced' | 'local';

/** The scheduler of this deployment: the SQS rebuild queue when `REBUILD_QUEUE_URL` is configured. */
export function queueScheduler(): StartScheduler | undefined {
  const queueUrl = config().REBUILD_QUEUE_URL;
  return queueUrl ? (delay, message) => sendDelayedStart(queueUrl, delay, message) : undefined;
}

/** Open the window ending at `end` (epoch seconds) unless one is open at `now`; true when this call opened it. */
async function openWindow(now: number, end: number, reason: string): Promise<boolean> {
  const item = () => ({
    name: WINDOW_ITEM,
    expiresAt: end,
    data: { reason, openedAt: new Date(now * 1000).toISOString() },
    updatedAt: new Date().toISOString(),
  });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await guard(() => metaEntity().create(item()).go());
      return true;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    const { data } = await guard(() => metaEntity().get({ name: WINDOW_ITEM }).go());
    if (!data) continue; // removed in between: try to create it again
    if ((data.expiresAt ?? 0) > now) return false;
    try {
      await guard(() =>
        metaEntity()
          .put(item())
          .where(({ expiresAt }, { eq }) => eq(expiresAt, data.expiresAt ?? 0))
          .go(),
      );
      return true;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      // someone else replaced the closed window first: look again
    }
  }
  return false;
}

/** Close the window opened for `end` (when its start message could not be sent, so the next request retries). */
async function closeWindow(end: number): Promise<void> {
  await guard(() =>
    metaEntity()
      .delete({ name: WINDOW_ITEM })
      .where(({ expiresAt }, { eq }) => eq(expiresAt, end))
      .go(),
  ).catch(() => undefined);
}

/**
 * Ask for a rebuild of the public site because of `reason` (e.g. `content: dapp`, `sync: github`). Marks the
 * site status pending; answers whether this call scheduled the build or joined one. Rejects when the start
 * message cannot be sent (the window is closed again, so a retry schedules it).
 */
export async function requestRebuild(reason: string, options: RequestOptions = {}): Promise<RequestOutcome> {
  const schedule = options.schedule ?? queueScheduler();
  if (!schedule) {
    contentChanged(reason, 'update');
    return 'local';
  }
  const windowSeconds = options.windowSeconds ?? REBUILD_WINDOW_SECONDS;
  const now = Math.floor((options.now ?? Date.now()) / 1000);
  const status = await readSiteStatus();
  if (!status.pending) await writeSiteStatus({ ...status, pending: true });
  const end = now + windowSeconds;
  if (!(await openWindow(now, end, reason))) return 'coalesced';
  try {
    await schedule(windowSeconds, { reason, requestedAt: new Date(now * 1000).toISOString() });
  } catch (error) {
    await closeWindow(end);
    throw error;
  }
  return 'scheduled';
}
