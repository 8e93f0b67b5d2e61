/**
 * A token's long-term price history (pure; content-schema/price-history.ts): the `token-prices` job merges each
 * run's observations into the `token-price-history` document, which keeps what the series drop (daily points expire
 * after 45 days: functions/adapters/data/series.ts), and the live snapshot cuts it to what the token page charts.
 */
import {
  PRICE_STEP_MS,
  seriesPoints,
  toPriceSeries,
  type LivePriceHistory,
  type PriceSeries,
  type TokenPriceHistory,
} from '../../../../content-schema/price-history.ts';
import type { Quote } from '../../../../content-schema/entities/live.ts';
import type { Point } from '../../../adapters/data/series.ts';

/** Hourly prices kept: the 7 days of the 7D range. */
export const PRICE_HISTORY_HOURS = 7 * 24;
/** Daily closes kept: 10 years (3 660 values, a few tens of kB: far below an item's 400 kB). */
export const PRICE_HISTORY_DAYS = 3660;
/** Daily closes the snapshot carries one by one (the 1Y range); older ones go every 7 days. */
export const LIVE_DAILY_DAYS = 366;

const DAY = PRICE_STEP_MS.day;
const WEEK = PRICE_STEP_MS.week;

const observed = (series: PriceSeries | undefined, step: 'hour' | 'day'): Point[] =>
  seriesPoints(series, step).flatMap((p) => (p.value === null ? [] : [{ at: p.at, value: p.value }]));

/** Later points replace earlier ones of the same bucket (a day's last observation is its close). */
const merged = (before: Point[], after: Point[]) => [...new Map([...before, ...after].map((p) => [p.at, p])).values()];

/**
 * The history after a run: `previous` (absent on the first run) with this run's hourly and daily points (each at its
 * bucket start, as the series store them) merged in, the newest winning per bucket; hourly capped at the 168 hours
 * and daily at the `PRICE_HISTORY_DAYS` days ending at each one's newest point. `asOf` is the newest observation.
 * Undefined when there is no point at all.
 */
export function mergePriceHistory(
  previous: TokenPriceHistory | undefined,
  run: { idTokenPricedPk: number; quote: Quote; source: string; hourly: Point[]; daily: Point[] },
): TokenPriceHistory | undefined {
  const hourly = toPriceSeries(merged(observed(previous?.hourly, 'hour'), run.hourly), 'hour', PRICE_HISTORY_HOURS);
  const daily = toPriceSeries(merged(observed(previous?.daily, 'day'), run.daily), 'day', PRICE_HISTORY_DAYS);
  if (!hourly && !daily) return undefined;
  const newest = [...run.hourly, ...run.daily]
    .map((p) => p.at)
    .sort()
    .at(-1);
  const asOf = [previous?.asOf, newest]
    .filter((a): a is string => !!a)
    .sort()
    .at(-1)!;
  const empty = { start: asOf, values: [] };
  return {
    idTokenPricedPk: run.idTokenPricedPk,
    quote: run.quote,
    source: run.hourly.length || run.daily.length ? run.source : (previous?.source ?? run.source),
    asOf,
    hourly: hourly ?? empty,
    daily: daily ?? empty,
  };
}

/**
 * What the live snapshot carries of a history: the hourly prices as kept, the last `LIVE_DAILY_DAYS` daily closes,
 * and before them one close per 7 days (the newest daily close of each 7 days, counted back from the first day
 * carried daily, each dated by the last of its 7 days) — so the All range of a 10-year history is some 900 values, not 3 660.
 */
export function livePriceHistory(history: TokenPriceHistory): LivePriceHistory {
  const days = observed(history.daily, 'day');
  const newestDay = days.length ? Date.parse(days.at(-1)!.at) : 0;
  const firstDaily = newestDay - (LIVE_DAILY_DAYS - 1) * DAY;
  const weeks = new Map<number, number>();
  for (const p of days) {
    const at = Date.parse(p.at);
    if (at >= firstDaily) continue;
    // Keyed by the last day of its 7 days, so the weekly closes run on into the first daily one, a day apart.
    weeks.set(firstDaily - DAY - (Math.ceil((firstDaily - at) / WEEK) - 1) * WEEK, p.value); // the newest wins
  }
  const weekly = toPriceSeries(
    [...weeks].map(([at, value]) => ({ at: new Date(at).toISOString(), value })),
    'week',
  );
  const daily = toPriceSeries(
    days.filter((p) => Date.parse(p.at) >= firstDaily),
    'day',
  );
  return {
    quote: history.quote,
    source: history.source,
    asOf: history.asOf,
    ...(history.hourly.values.length ? { hourly: history.hourly } : {}),
    ...(daily ? { daily } : {}),
    ...(weekly ? { weekly } : {}),
  };
}
