/**
 * The compact price series of a token's price history (content-schema/price-history.ts) without its schemas, so the
 * browser's chart code reads them without valibot: a series is the start of its first bucket and one price per
 * bucket, `null` where nothing was observed.
 */

/** The bucket of each step, milliseconds. */
export const PRICE_STEP_MS = { hour: 3_600_000, day: 86_400_000, week: 7 * 86_400_000 } as const;
export type PriceStep = keyof typeof PRICE_STEP_MS;

/** A series as stored: its first bucket's start (UTC ISO-8601) and one price per bucket, `null`: not observed. */
export interface CompactSeries {
  start: string;
  values: (number | null)[];
}

/** A chart point: a bucket's start and its price, `null` for a bucket nothing was observed in. */
export interface PricePoint {
  at: string;
  value: number | null;
}

/** The points of a series with `step`, oldest first: `{ start: '…T00:00Z', values: [1, null] }` → two points. */
export function seriesPoints(series: CompactSeries | undefined, step: PriceStep): PricePoint[] {
  if (!series) return [];
  const start = Date.parse(series.start);
  return series.values.map((value, i) => ({ at: new Date(start + i * PRICE_STEP_MS[step]).toISOString(), value }));
}

/**
 * The series of `points` (each at its bucket start, any order) with `step`, from the oldest to the newest point
 * (or the last `limit` buckets up to the newest); a bucket without a point is `null`. Undefined without points.
 */
export function toPriceSeries(
  points: readonly { at: string; value: number }[],
  step: PriceStep,
  limit = Infinity,
): CompactSeries | undefined {
  if (!points.length) return undefined;
  const ms = PRICE_STEP_MS[step];
  const byAt = new Map(points.map((p) => [Date.parse(p.at), p.value]));
  const newest = Math.max(...byAt.keys());
  const oldest = Math.max(Math.min(...byAt.keys()), newest - (limit - 1) * ms);
  const values: (number | null)[] = [];
  for (let at = oldest; at <= newest; at += ms) values.push(byAt.get(at) ?? null);
  return { start: new Date(oldest).toISOString(), values };
}
