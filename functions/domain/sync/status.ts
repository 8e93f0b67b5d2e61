/**
 * The sync status of each source, kept in the table (`meta#sync#<name>`): last run, last success, last error,
 * next run, the last summary, and as of when the stored data is. The dashboard reads it through
 * `GET /client/sync/status`; the snapshot carries the public part (mode, as of, last success).
 */
import * as v from 'valibot';
import { SyncStatusSchema, type SyncStatus } from '../../../content-schema/entities/live.ts';
import { readMeta, writeMeta } from '../../adapters/data/store.ts';

const key = (name: string) => `sync#${name}`;

/** The stored status of `name` (only its name when it never ran). */
export async function readSyncStatus(name: string): Promise<SyncStatus> {
  const stored = await readMeta<SyncStatus>(key(name));
  return stored ? { ...stored, name } : { name };
}

/** Merge `patch` into the stored status of `name` and answer the result (validated). */
export async function updateSyncStatus(name: string, patch: Partial<SyncStatus>): Promise<SyncStatus> {
  const next = v.parse(SyncStatusSchema, { ...(await readSyncStatus(name)), ...patch, name });
  await writeMeta(key(name), next);
  return next;
}

const UNIT_SECONDS: Record<string, number> = {
  minute: 60,
  minutes: 60,
  hour: 3600,
  hours: 3600,
  day: 86_400,
  days: 86_400,
};

/**
 * The interval of an EventBridge rate expression in milliseconds: `rate(1 hour)` → 3 600 000. Throws on anything
 * else (cron expressions are not used by the sync jobs).
 */
export function rateMs(schedule: string): number {
  const match = /^rate\((\d+) (minutes?|hours?|days?)\)$/.exec(schedule.trim());
  if (!match) throw new Error(`Unsupported schedule "${schedule}": use rate(<n> minute(s)|hour(s)|day(s))`);
  return Number(match[1]) * UNIT_SECONDS[match[2]!]! * 1000;
}

/** When a job on `schedule` that ran at `from` (UTC ISO-8601) runs next. */
export const nextRunAt = (schedule: string, from: string): string =>
  new Date(Date.parse(from) + rateMs(schedule)).toISOString();

/** Whether a job on `schedule` is due at `now`: it never ran, or its next run time has passed. */
export function isDue(status: SyncStatus, schedule: string, now = Date.now()): boolean {
  if (!status.lastRunAt) return true;
  return Date.parse(status.nextRunAt ?? nextRunAt(schedule, status.lastRunAt)) <= now;
}
