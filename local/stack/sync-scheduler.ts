/**
 * The local stack's stand-in for the production schedules (EventBridge, infra/): runs every sync job that is due
 * (never ran, or its `nextRunAt` passed) once at start-up, before the first site build, and then checks again
 * every few minutes. Runs made elsewhere (`npm run sync` in another terminal) are noticed through the sync status
 * and announced as a content change, so the site rebuilds with their data.
 */
import { contentChanged } from '../../functions/adapters/data/events.ts';
import { SYNC_DEFINITIONS, SYNC_JOBS } from '../../functions/domain/sync/registry.ts';
import { isDue, readSyncStatus } from '../../functions/domain/sync/status.ts';

/** Run the due jobs one after the other; a failing job is logged and recorded, the others still run. */
export async function runDueSyncJobs(
  log: (line: string) => void = () => undefined,
  now = Date.now(),
): Promise<string[]> {
  const ran: string[] = [];
  for (const def of Object.values(SYNC_DEFINITIONS)) {
    if (!isDue(await readSyncStatus(def.name), def.schedule, now)) continue;
    try {
      const summary = await SYNC_JOBS[def.name]!.run();
      log(
        `Synced ${def.name}: ${Object.entries(summary)
          .map(([k, n]) => `${k} ${n}`)
          .join(', ')}`,
      );
      ran.push(def.name);
    } catch (error) {
      log((error as Error).message);
    }
  }
  return ran;
}

/** Check for due jobs and outside runs every `intervalMs` (0: never); answers the function that stops it. */
export function startSyncScheduler(intervalMs = 5 * 60_000, log: (line: string) => void = () => undefined): () => void {
  if (intervalMs <= 0) return () => undefined;
  const seen = new Map<string, string | null | undefined>();
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      await runDueSyncJobs(log);
      for (const name of Object.keys(SYNC_DEFINITIONS)) {
        const { lastSuccessAt } = await readSyncStatus(name);
        if (seen.has(name) && seen.get(name) !== lastSuccessAt) contentChanged(`sync:${name}`, 'update');
        seen.set(name, lastSuccessAt);
      }
    } catch (error) {
      log(`Sync scheduler: ${(error as Error).message}`);
    } finally {
      busy = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
