/**
 * Time series in the one table: daily points (and hourly points for the 24H range) per contract, token and
 * collection. Keys: `pk = series#<subject>#<resolution>`, `sk = <at>` (UTC ISO-8601 of the hour or day start).
 *
 * Every point carries a TTL (`expiresAt`, Unix seconds) past the last moment a chart reads it: hourly points are
 * read by the 24H range only, daily points by the 30D range at most. The TTL counts from the later of the point's
 * time and its writing, so a replayed recording (points dated in the past) lives as long as a live one.
 * DynamoDB deletes expired items lazily and dynalite not at all, so reads also skip expired points.
 */
import { Entity } from './electrodb.ts';
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
      /** Block markers of the N3 indexer's lanes: the highest block each lane has added into this point. */
      markTip: { type: 'number' },
      markBackfill: { type: 'number' },
      /** Members of a set point (distinct senders, holders, addresses); `value` is unused there. */
      members: { type: 'set', items: 'string' },
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

/** A lane of the N3 indexer: the tip (new blocks) or the backfill (older blocks), each processed in block order. */
export type Lane = 'tip' | 'backfill';
const MARK = { tip: 'markTip', backfill: 'markBackfill' } as const;

const conditionFailed = (error: unknown) => /ConditionalCheckFailed|conditional request failed/i.test(`${(error as { cause?: { name?: string } })?.cause?.name ?? ''} ${(error as Error)?.message ?? ''}`);

/**
 * Add the contributions of blocks (`perBlock`: block index → delta) to one point, each block at most once per
 * lane, however often it is called (a run killed halfway and run again adds nothing twice). A lane handles its
 * blocks in ascending order, so the point's marker for that lane (the highest block added) says exactly which
 * blocks are in: the add is conditional on the marker being below the first block; when it is not, only the
 * blocks above the stored marker are added, conditional on that marker.
 */
export async function addBlockContributions(subject: string, resolution: Resolution, at: string, perBlock: Map<number, number>, lane: Lane, now = Date.now()): Promise<void> {
  const blocks = [...perBlock.keys()].sort((a, b) => a - b);
  if (!blocks.length) return;
  const mark = MARK[lane];
  const bucket = bucketStart(at, resolution);
  let after: number | undefined; // undefined: the first try, conditional on the marker being below the first block
  for (let attempt = 0; attempt < 5; attempt++) {
    const todo = blocks.filter((b) => after === undefined || b > after);
    if (!todo.length) return;
    const delta = todo.reduce((sum, b) => sum + perBlock.get(b)!, 0);
    const end = todo.at(-1)!;
    try {
      await guard(() => series().update({ subject, resolution, at: bucket }).add({ value: delta })
        .set({ [mark]: end, expiresAt: expiryOf(bucket, resolution, now) } as never)
        .where((attr, op) => {
          const m = attr[mark];
          const o = op as unknown as { lt(a: typeof m, b: number): string; eq(a: typeof m, b: number): string; notExists(a: typeof m): string };
          return after === undefined ? `${o.notExists(m)} OR ${o.lt(m, todo[0]!)}` : o.eq(m, after);
        }).go());
      return;
    } catch (error) {
      if (!conditionFailed(error)) throw error;
      const { data } = await guard(() => series().get({ subject, resolution, at: bucket }).go());
      after = (data as Record<string, number> | null)?.[mark] ?? -1;
    }
  }
  throw new Error(`Could not add to ${subject} ${resolution} ${bucket}: its marker kept changing`);
}

/** One point's block contributions for `addBlockContributionsMany`: block index → delta. */
export interface BlockContributions { subject: string; resolution: Resolution; at: string; perBlock: Map<number, number> }

/**
 * `addBlockContributions` for many points with fewer calls: the points' markers for `lane` are read first in
 * BatchGetItem calls of 100, then each point that still lacks some of the blocks gets one update of those blocks,
 * conditional on the marker read (absent: on there being none). A point whose marker already covers its blocks (a
 * chunk written again) costs no write, where a blind conditional update would fail and be read again. A point the
 * table kept back, or whose marker moved meanwhile, goes through `addBlockContributions`. Same guarantee: each block
 * added at most once per lane. `limit` bounds the writes in flight. Throws when the table is unreachable.
 */
export async function addBlockContributionsMany(points: readonly BlockContributions[], lane: Lane, limit: number, now = Date.now()): Promise<void> {
  const mark = MARK[lane];
  const keyOf = (p: BlockContributions) => ({ subject: p.subject, resolution: p.resolution, at: bucketStart(p.at, p.resolution) });
  const id = (k: { subject: string; resolution: string; at: string }) => `${k.subject}|${k.resolution}|${k.at}`;
  const marks = new Map<string, number | undefined>(); // read: the lane's marker, undefined when the point has none
  const unique = [...new Map(points.map((p) => [id(keyOf(p)), keyOf(p)])).values()]; // BatchGetItem refuses duplicates
  for (let i = 0; i < unique.length; i += 100) {
    const keys = unique.slice(i, i + 100);
    const { data, unprocessed } = await guard(() => series().get(keys).go());
    const kept = new Set((unprocessed as { subject: string; resolution: string; at: string }[]).map(id));
    for (const k of keys) if (!kept.has(id(k))) marks.set(id(k), undefined);
    for (const item of data as Record<string, unknown>[]) marks.set(id(item as never), item[mark] as number | undefined);
  }
  const queue = [...points];
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, queue.length)) }, async () => {
    for (let p = queue.shift(); p; p = queue.shift()) {
      const key = keyOf(p);
      if (!marks.has(id(key))) { await addBlockContributions(p.subject, p.resolution, p.at, p.perBlock, lane, now); continue; }
      const stored = marks.get(id(key));
      const todo = [...p.perBlock.keys()].filter((b) => stored === undefined || b > stored);
      if (!todo.length) continue;
      const delta = todo.reduce((sum, b) => sum + p.perBlock.get(b)!, 0);
      try {
        await guard(() => series().update(key).add({ value: delta })
          .set({ [mark]: todo.reduce((a, b) => Math.max(a, b)), expiresAt: expiryOf(key.at, p.resolution, now) } as never)
          .where((attr, op) => {
            const m = attr[mark];
            const o = op as unknown as { eq(a: typeof m, b: number): string; notExists(a: typeof m): string };
            return stored === undefined ? o.notExists(m) : o.eq(m, stored);
          }).go());
      } catch (error) {
        if (!conditionFailed(error)) throw error;
        await addBlockContributions(p.subject, p.resolution, p.at, p.perBlock, lane, now);
      }
    }
  });
  await Promise.all(lanes);
}

/** Set a point to an exactly recomputed `value` with both lanes' markers at `mark` (the resync of a range). */
export async function setRecomputed(subject: string, resolution: Resolution, at: string, value: number, mark: number, now = Date.now()): Promise<void> {
  const bucket = bucketStart(at, resolution);
  await guard(() => series().update({ subject, resolution, at: bucket })
    .set({ value, markTip: mark, markBackfill: mark, expiresAt: expiryOf(bucket, resolution, now) }).go());
}

/** Add members to the day set point at `at` (a union: adding a member twice changes nothing). */
export async function addMembers(subject: string, at: string, members: Iterable<string>, now = Date.now()): Promise<void> {
  const list = [...members];
  if (!list.length) return;
  const bucket = bucketStart(at, 'day');
  await guard(() => series().update({ subject, resolution: 'day', at: bucket }).add({ members: list }).set({ expiresAt: expiryOf(bucket, 'day', now) }).go());
}

/** The day set points of `subject` at or after `from`, oldest first, skipping expired ones. */
export async function readMembers(subject: string, from = '0000', now = Date.now()): Promise<{ at: string; members: string[] }[]> {
  const { data } = await guard(() => series().query.primary({ subject, resolution: 'day' }).gte({ at: from }).go({ pages: 'all', ignoreOwnership: false }));
  return data
    .filter((p) => (p.expiresAt ?? Infinity) * 1000 > now)
    .map((p) => ({ at: p.at, members: [...((p as { members?: string[] }).members ?? [])] }))
    .sort((a, b) => a.at.localeCompare(b.at));
}

/**
 * Take the contributions of replaced blocks out of one point (the Neo X indexer after a reorg: `perBlock` block
 * index → delta of the blocks from `fork` on, as they were added). Only blocks the point's tip marker says are in
 * (`fork` ≤ block ≤ marker) are subtracted, and the marker moves back to `fork − 1`, conditional on the marker read:
 * calling it again, or after the tip lane re-added nothing yet, subtracts nothing twice.
 */
export async function revertBlockContributions(subject: string, resolution: Resolution, at: string, perBlock: Map<number, number>, fork: number, now = Date.now()): Promise<void> {
  const bucket = bucketStart(at, resolution);
  for (let attempt = 0; attempt < 5; attempt++) {
    const { data } = await guard(() => series().get({ subject, resolution, at: bucket }).go());
    const mark = (data as Record<string, number> | null)?.markTip;
    if (mark === undefined || mark < fork) return;
    const delta = [...perBlock].reduce((sum, [b, d]) => (b >= fork && b <= mark ? sum + d : sum), 0);
    try {
      await guard(() => series().update({ subject, resolution, at: bucket }).add({ value: -delta })
        .set({ markTip: fork - 1, expiresAt: expiryOf(bucket, resolution, now) } as never)
        .where((attr, op) => (op as unknown as { eq(a: unknown, b: number): string }).eq(attr.markTip, mark)).go());
      return;
    } catch (error) {
      if (!conditionFailed(error)) throw error;
    }
  }
  throw new Error(`Could not revert ${subject} ${resolution} ${bucket}: its marker kept changing`);
}

/** Remove members from the day set point at `at` (the members a replaced block added; removing twice changes nothing). */
export async function removeMembers(subject: string, at: string, members: Iterable<string>): Promise<void> {
  const list = [...members];
  if (!list.length) return;
  const bucket = bucketStart(at, 'day');
  await guard(() => series().update({ subject, resolution: 'day', at: bucket }).delete({ members: list } as never).go());
}
