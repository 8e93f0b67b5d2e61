/**
 * The sync jobs of the live ecosystem data, one per source. Each is a scheduled function in production
 * (EventBridge → infra/schedules.ts) and runnable by hand (`npm run sync -- <source>`).
 *
 * Contract: `run()` fetches from its source (live adapter, or the recorded answers when DATA_SOURCES=offline,
 * through the same parsing code), stores validated data, and answers a summary. A failure keeps the last good
 * data, is recorded in the sync status and is retried on the next run.
 */
export interface SyncJob {
  /** The source name used on the command line and in the schedule, e.g. `github`. */
  name: string;
  /** How often production runs it (EventBridge rate expression, e.g. `rate(1 hour)`). */
  schedule: string;
  /** Run once; answers counts for logs and the dashboard (e.g. `{ repositories: 24 }`). */
  run(): Promise<Record<string, number>>;
}

/** Every sync job by name (filled in by the live-data work). */
export const SYNC_JOBS: Record<string, SyncJob> = {};
