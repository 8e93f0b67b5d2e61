/**
 * The token page's price chart (issue #28), pure, run at build time and in the browser: the points of each range
 * (24H, 7D, 30D, 1Y, All) cut from a token's price history (content-schema/price-history.ts) and the preview line.
 * Every range ends at the history's as-of (a replayed recording: its last recorded hour); 24H and 7D are hourly
 * prices, 30D and 1Y daily closes, All the weekly closes then the daily ones. A bucket nothing was observed in stays
 * `null`, a gap in the line; a range with fewer than two measured prices has no points at all (the page says why).
 */
import type { LivePriceHistory } from '../../../content-schema/price-history.ts';
import { PRICE_STEP_MS, seriesPoints, type PricePoint } from '../../../content-schema/price-series.ts';

export const PRICE_RANGES = ['24H', '7D', '30D', '1Y', 'All'] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];
/** The ranges drawn from hourly prices (their axis shows hours). */
export const HOURLY_RANGES: readonly PriceRange[] = ['24H', '7D'];

const HOUR = PRICE_STEP_MS.hour;
const DAY = PRICE_STEP_MS.day;

/** Leading and trailing gaps dropped; nothing when fewer than two prices are left. */
function measured(points: PricePoint[]): PricePoint[] {
  const first = points.findIndex((p) => p.value !== null);
  const last = points.findLastIndex((p) => p.value !== null);
  const kept = first < 0 ? [] : points.slice(first, last + 1);
  return kept.filter((p) => p.value !== null).length >= 2 ? kept : [];
}

/**
 * Each range's points, oldest first, in the history's quote. `24H` and `7D`: the hourly prices of the 24 and 168
 * hours ending at the as-of hour; `30D` and `1Y`: the daily closes of the 30 and 365 UTC days ending on the as-of
 * day; `All`: every close kept (weekly before the last year, then daily). Empty ranges: none measured (see above).
 */
export function priceChartRanges(history: LivePriceHistory): Record<PriceRange, PricePoint[]> {
  const end = Date.parse(history.asOf);
  const endHour = Math.floor(end / HOUR) * HOUR;
  const endDay = Math.floor(end / DAY) * DAY;
  const hourly = seriesPoints(history.hourly, 'hour');
  const daily = seriesPoints(history.daily, 'day');
  const within = (points: PricePoint[], last: number, span: number) =>
    measured(points.filter((p) => Date.parse(p.at) > last - span && Date.parse(p.at) <= last));
  return {
    '24H': within(hourly, endHour, 24 * HOUR),
    '7D': within(hourly, endHour, 7 * 24 * HOUR),
    '30D': within(daily, endDay, 30 * DAY),
    '1Y': within(daily, endDay, 365 * DAY),
    All: measured(
      withGaps([...seriesPoints(history.weekly, 'week'), ...daily].filter((p) => Date.parse(p.at) <= endDay)),
    ),
  };
}

/** A `null` between two points more than 7 days apart (the weekly closes end where the daily ones may not start). */
const withGaps = (points: PricePoint[]) =>
  points.flatMap((p, i) =>
    i > 0 && Date.parse(p.at) - Date.parse(points[i - 1]!.at) > PRICE_STEP_MS.week
      ? [{ at: new Date(Date.parse(points[i - 1]!.at) + DAY).toISOString(), value: null }, p]
      : [p],
  );

/** The range the page opens on: 30D when it has prices, else the first range that has. */
export function defaultPriceRange(ranges: Record<PriceRange, PricePoint[]>): PriceRange | undefined {
  return ranges['30D'].length ? '30D' : PRICE_RANGES.find((r) => ranges[r].length);
}

/**
 * The SVG path of a preview line in a `width` × `height` box with `pad` inside: x by time, y between the lowest
 * (bottom) and highest (top) price; a gap (`null`) lifts the pen, so no line crosses it. Empty without two prices.
 */
export function previewPath(points: PricePoint[], width = 600, height = 200, pad = 8): string {
  const values = points.flatMap((p) => (p.value === null ? [] : [p.value]));
  if (values.length < 2) return '';
  const min = Math.min(...values);
  const span = Math.max(...values) - min;
  const t0 = Date.parse(points[0]!.at);
  const t1 = Date.parse(points.at(-1)!.at);
  const round = (n: number) => Math.round(n * 10) / 10;
  let path = '';
  let pen = false;
  for (const p of points) {
    if (p.value === null) {
      pen = false;
      continue;
    }
    const x = pad + ((Date.parse(p.at) - t0) / (t1 - t0 || 1)) * (width - 2 * pad);
    const y = span === 0 ? height / 2 : pad + (1 - (p.value - min) / span) * (height - 2 * pad);
    path += `${pen ? 'L' : 'M'}${round(x)},${round(y)}`;
    pen = true;
  }
  return path;
}
