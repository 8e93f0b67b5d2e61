/**
 * How a sync job runs: one run at a time per source (the dashboard's job lock, `job#sync-<name>` with progress),
 * the status recorded before and after, and a failure kept as the last error while the stored data stays as the
 * last good run left it (each job computes everything first and writes only at the end, or per item it could
 * read). A successful run announces a content change, so the local stack rebuilds the site.
 */
import { contentChanged } from '../../adapters/data/events.ts';
import { startJob, type JobContext } from '../jobs/runner.ts';
import { dataMode } from './recordings.ts';
import { nextRunAt, readSyncStatus, updateSyncStatus } from './status.ts';

/** A sync job as production schedules it and a person runs it (`npm run sync -- <source>`). */
export interface SyncJob {
  /** The source name used on the command line and in the schedule, e.g. `github`. */
  name: string;
  /** How often production runs it (EventBridge rate expression, e.g. `rate(1 hour)`). */
  schedule: string;
  /** Run once; answers counts for logs and the dashboard (e.g. `{ repositories: 24 }`). */
  run(): Promise<Record<string, number>>;
}

/** What a job's work answers: counts for logs and the dashboard, and where its data stands. */
export interface SyncOutcome {
  summary: Record<string, number>;
  /** The newest instant the stored data describes (UTC ISO-8601); a replayed recording's last date. */
  asOf?: string;
  /** Where the data came from, e.g. `https://api.github.com` or `recording: github/index.json`. */
  origin?: string;
}

export interface SyncDefinition {
  name: string;
  schedule: string;
  /** Fetch, parse, store; throws when the source could not be read (nothing is overwritten then). */
  work(ctx: JobContext): Promise<SyncOutcome>;
}

/** Raised by `run()` when the source failed; the status holds the same message. */
export class SyncFailedError extends Error {
  readonly lastSuccessAt?: string | null;
  constructor(name: string, message: string, lastSuccessAt?: string | null) {
    super(
      `Sync "${name}" failed: ${message}. The last good data is kept${lastSuccessAt ? ` (last success ${lastSuccessAt})` : ''}; the next run retries.`,
    );
    this.name = 'SyncFailedError';
    this.lastSuccessAt = lastSuccessAt;
  }
}

/** Raised when the same source is already syncing (the dashboard answers 409). */
export class SyncRunningError extends Error {
  constructor(name: string) {
    super(`Sync "${name}" is already running.`);
    this.name = 'SyncRunningError';
  }
}

/** Run `def.work` once and record its status; answers the outcome or the error (never throws for a source failure). */
async function execute(def: SyncDefinition, ctx: JobContext): Promise<{ outcome?: SyncOutcome; error?: Error }> {
  const startedAt = new Date().toISOString();
  await updateSyncStatus(def.name, { lastRunAt: startedAt, nextRunAt: nextRunAt(def.schedule, startedAt) });
  try {
    const outcome = await def.work(ctx);
    await updateSyncStatus(def.name, {
      mode: dataMode(),
      lastSuccessAt: new Date().toISOString(),
      lastSummary: outcome.summary,
      lastError: null,
      lastErrorAt: null,
      ...(outcome.asOf ? { asOf: outcome.asOf } : {}),
      ...(outcome.origin ? { origin: outcome.origin } : {}),
    });
    contentChanged(`sync:${def.name}`, 'update');
    return { outcome };
  } catch (error) {
    await updateSyncStatus(def.name, {
      lastError: (error as Error).message,
      lastErrorAt: new Date().toISOString(),
    }).catch(() => undefined);
    return { error: error as Error };
  }
}

/**
 * Start a run in the background unless one is running (answers `started: false` then). `done` resolves with the
 * outcome or rejects with SyncFailedError.
 */
export async function startSync(def: SyncDefinition): Promise<{ started: boolean; done?: Promise<SyncOutcome> }> {
  let result: { outcome?: SyncOutcome; error?: Error } = {};
  const { started, done } = await startJob(`sync-${def.name}`, async (ctx) => {
    result = await execute(def, ctx);
    if (result.error) throw result.error;
    return result.outcome!.summary;
  });
  if (!started) return { started: false };
  return {
    started: true,
    done: done!.then(async () => {
      if (result.outcome) return result.outcome;
      throw new SyncFailedError(
        def.name,
        result.error?.message ?? 'unknown error',
        (await readSyncStatus(def.name)).lastSuccessAt,
      );
    }),
  };
}

/** The registry entry of a definition: `run()` syncs once and answers the summary, or throws SyncFailedError / SyncRunningError. */
export function syncJob(def: SyncDefinition): SyncJob {
  return {
    name: def.name,
    schedule: def.schedule,
    async run() {
      const { started, done } = await startSync(def);
      if (!started) throw new SyncRunningError(def.name);
      return (await done!).summary;
    },
  };
}
