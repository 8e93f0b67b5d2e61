/**
 * Time series in the one table: daily points (and hourly points for the 24H range) per contract, token and
 * collection. Keys: `pk = series#<subject>#<resolution>`, `sk = <at>` (UTC ISO-8601 of the hour or day start).
 *
 * Every point carries a TTL (`expiresAt`, Unix seconds) past the last moment a chart reads it: hourly points are
 * read by the 24H range only, daily points by the 30D range at most. The TTL counts from the later of the point's
 * time and its writing, so a replayed recording (points dated in the past) lives as long as a live one.
 * DynamoDB deletes expired items lazily and dynalite not at all, so reads also skip expired points.
 */
import { Entity } from 'electrodb';
import { documentClient, tableName } from './client.ts';
import { guard } from './store.ts';

export type Resolution = 'hour' | 'day';
export interface Point { at: string; value: number }

/** How long after its time a point is still read by some chart, seconds (24H + margin; 30D + margin). */
export const RETENTION_SECONDS: Record<Resolution, number> = { hour: 3 * 24 * 3600, day: 45 * 24 * 3600 };

let entity: ReturnType<typeof makeEntity> | undefined;
function makeEntity() {
  return new Entity({
    model: { entity: 'series', version: '1', service: 'neo' },
    attributes: {
      subject: { type: 'string', required: true },
      resolution: { type: ['hour', 'day'] as const, required: true },
      at: { type: 'string', required: true },
      value: { type: 'number', required: true },
      /** TTL (Unix seconds). */
      expiresAt: { type: 'number' },
    },
    indexes: {
      primary: {
        pk: { field: 'pk', composite: ['subject', 'resolution'], template: 'series#${subject}#${resolution}' },
        sk: { field: 'sk', composite: ['at'], template: '${at}' },
      },
    },
  }, { client: documentClient(), table: tableName() });
}
let boundTo: unknown;
/** The entity, rebuilt when the database client changed (the local stack and tests repoint it). */
function series() {
  if (!entity || boundTo !== documentClient()) { boundTo = documentClient(); entity = makeEntity(); }
  return entity;
}


/** The start of the UTC hour or day that holds `at` (ISO-8601 with milliseconds, `Z`). */
export function bucketStart(at: string | number | Date, resolution: Resolution): string {
  const d = new Date(at);
  if (resolution === 'hour') d.setUTCMinutes(0, 0, 0);
  else d.setUTCHours(0, 0, 0, 0);
  return d.toISOString();
}

/** The TTL of a point at `at` written at `now` (Unix seconds). */
export function expiryOf(at: string, resolution: Resolution, now = Date.now()): number {
  return Math.floor(Math.max(Date.parse(at), now) / 1000) + RETENTION_SECONDS[resolution];
}

/**
 * Write points of one series (last writer wins per `at`); `at` is normalised to its bucket start. Idempotent:
 * replaying the same recording writes the same items.
 */
export async function writePoints(subject: string, resolution: Resolution, points: Point[], now = Date.now()): Promise<void> {
  const unique = new Map(points.map((p) => [bucketStart(p.at, resolution), p.value]));
  const items = [...unique].map(([at, value]) => ({ subject, resolution, at, value, expiresAt: expiryOf(at, resolution, now) }));
  for (let i = 0; i < items.length; i += 25) {
    const { unprocessed } = await guard(() => series().put(items.slice(i, i + 25)).go());
    if (unprocessed.length) await guard(() => series().put(unprocessed as never).go());
  }
}

/** Add `delta` to the point of the bucket that holds `at` (created at `delta` when absent). */
export async function addToPoint(subject: string, resolution: Resolution, at: string, delta: number, now = Date.now()): Promise<void> {
  const bucket = bucketStart(at, resolution);
  await guard(() => series().update({ subject, resolution, at: bucket }).add({ value: delta }).set({ expiresAt: expiryOf(bucket, resolution, now) }).go());
}

/** The points of a series at or after `from` (ISO-8601), oldest first, skipping expired ones. */
export async function readPoints(subject: string, resolution: Resolution, from = '0000', now = Date.now()): Promise<Point[]> {
  const { data } = await guard(() => series().query.primary({ subject, resolution }).gte({ at: from }).go({ pages: 'all' }));
  return data
    .filter((p) => (p.expiresAt ?? Infinity) * 1000 > now)
    .map((p) => ({ at: p.at, value: p.value }))
    .sort((a, b) => a.at.localeCompare(b.at));
}
