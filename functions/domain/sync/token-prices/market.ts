/**
 * A token's market figures from its stored price series (pure): the latest price, its change against 24 hours
 * and 7 days before, the 7-day graph and the market cap. Every figure needs its inputs: without a point 24 h
 * earlier there is no 24 h change, without a supply no market cap.
 */
import type { Point } from '../../../adapters/data/series.ts';

const DAY = 86_400_000;
const change = (now: number, before: number | undefined) =>
  before !== undefined && before > 0 ? ((now - before) / before) * 100 : undefined;

export interface MarketFigures {
  price?: number;
  priceAt?: string;
  change24h?: number;
  change7d?: number;
  graph7Days?: number[];
}

/**
 * From hourly and daily points (oldest first, each at its bucket start): the newest price and when, the change
 * against the hourly point exactly 24 h before (else the daily point of the day before), the change against
 * the daily close 7 days before, and the daily closes of the last 7 days (oldest first).
 */
export function marketFigures(hourly: Point[], daily: Point[]): MarketFigures {
  const latest = [...hourly, ...daily].sort((a, b) => a.at.localeCompare(b.at)).at(-1);
  if (!latest) return {};
  const at = Date.parse(latest.at);
  const hourAt = new Map(hourly.map((p) => [Date.parse(p.at), p.value]));
  const dayAt = new Map(daily.map((p) => [Date.parse(p.at), p.value]));
  const today = Math.floor(at / DAY) * DAY;
  const before24h = hourAt.get(at - DAY) ?? (hourAt.size ? undefined : dayAt.get(today - DAY));
  const graph = daily
    .filter((p) => Date.parse(p.at) > today - 7 * DAY && Date.parse(p.at) <= today)
    .map((p) => p.value);
  return {
    price: latest.value,
    priceAt: latest.at,
    change24h: change(latest.value, before24h),
    change7d: change(latest.value, dayAt.get(today - 7 * DAY)),
    graph7Days: graph.length >= 2 ? graph : undefined,
  };
}
