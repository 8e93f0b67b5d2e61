/**
 * Rebuilds the local site after content changes: requests within `debounceMs` coalesce into one build, one build
 * runs at a time (a request during a build queues exactly one more), and the state is written to the table for
 * the dashboard (`pending` once per burst of requests, not once per request). A failed build leaves the last good
 * site served and is recorded.
 */
import { readSiteStatus, writeSiteStatus, type SiteStatus } from '../../functions/domain/content/site-status.ts';

export interface Rebuilder {
  /** Ask for a rebuild (debounced). */
  request(): void;
  /** Resolves when no build is pending or running. */
  idle(): Promise<void>;
  stop(): void;
}

export function createRebuilder(
  build: () => Promise<unknown>,
  debounceMs = 1500,
  log: (line: string) => void = () => undefined,
): Rebuilder {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let waiters: (() => void)[] = [];
  /** The status says `pending` since this rebuilder wrote it and no build has started since: a burst writes it once. */
  let markedPending = false;

  /**
   * The status writes, one after another: each reads the status and writes it back, so two at once could lose one.
   * Best effort: a failed write (database away) never stops a build, nor the writes after it.
   */
  let saving: Promise<unknown> = Promise.resolve();
  const save = (patch: Partial<SiteStatus>) => {
    saving = saving.then(async () => writeSiteStatus({ ...(await readSiteStatus()), ...patch })).catch(() => undefined);
    return saving;
  };
  const settle = () => {
    if (!timer && !running) {
      for (const w of waiters) w();
      waiters = [];
    }
  };
  const run = async () => {
    timer = undefined;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      markedPending = false;
      await save({ pending: false, building: true });
      try {
        await build();
        await save({
          building: false,
          lastBuiltAt: new Date().toISOString(),
          lastError: undefined,
          lastErrorAt: undefined,
        });
      } catch (error) {
        log(`Site rebuild failed (the previous site stays online): ${(error as Error).message}`);
        await save({ building: false, lastError: (error as Error).message, lastErrorAt: new Date().toISOString() });
      }
    })();
    await running;
    running = undefined;
    if (again) {
      again = false;
      void run();
    } else settle();
  };
  return {
    request() {
      if (timer) clearTimeout(timer);
      if (!markedPending) {
        markedPending = true;
        void save({ pending: true });
      }
      timer = setTimeout(() => void run(), debounceMs);
    },
    idle: () =>
      new Promise<void>((resolve) => {
        waiters.push(resolve);
        settle();
      }),
    stop() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      settle();
    },
  };
}
