/**
 * The series of each dApp's stats chart (SPEC §2 dApp detail, §9 ranges 24H, 7D, 14D, 30D), read from the table:
 *  - invocations of the dApp's contracts (hourly points for 24H, daily points for 7D/14D/30D, summed over its
 *    contracts), and
 *  - the price of each token the dApp issues (a priced token whose hash is one of its contracts), in its quote.
 * Each range ends at the series' newest point (`asOf`), so a replayed recording charts its own last days. A
 * metric with no point at all is left out; the page then shows an empty state for the range.
 */
import type { DappMetric, LivePoint } from '../../../content-schema/live-snapshot.ts';
import type { Quote } from '../../../content-schema/entities/live.ts';
import { readPoints, type Point } from '../../adapters/data/series.ts';
import { invocationSubject, priceSubject } from '../sync/sources.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** Cut hourly and daily points into the four ranges ending at the newest point. */
export function toRanges(hourly: Point[], daily: Point[]): { asOf?: string; ranges: DappMetric['ranges'] } {
  const newest = [...hourly, ...daily]
    .map((p) => p.at)
    .sort()
    .at(-1);
  const end = newest ? Date.parse(newest) : 0;
  const since = (points: Point[], ms: number): LivePoint[] =>
    points.filter((p) => Date.parse(p.at) > end - ms && Date.parse(p.at) <= end);
  const dayEnd = Math.floor(end / DAY) * DAY + DAY;
  const days = (n: number) => daily.filter((p) => Date.parse(p.at) >= dayEnd - n * DAY && Date.parse(p.at) < dayEnd);
  return { asOf: newest, ranges: { '24H': since(hourly, DAY), '7D': days(7), '14D': days(14), '30D': days(30) } };
}

/** Sum several series point by point (same bucket starts). */
export function sumSeries(series: Point[][]): Point[] {
  const total = new Map<string, number>();
  for (const p of series.flat()) total.set(p.at, (total.get(p.at) ?? 0) + p.value);
  return [...total].map(([at, value]) => ({ at, value })).sort((a, b) => a.at.localeCompare(b.at));
}

const hasPoints = (m: { ranges: DappMetric['ranges'] }) => Object.values(m.ranges).some((r) => r.length > 0);

/**
 * The metrics of one dApp: its N3 contracts' invocations, and the price of each token it issues
 * (`tokens`: id, symbol and quote of the priced tokens among its contracts). `subjectOf` names a contract's
 * invocation series: the N3 indexer's (functions/domain/indexer/subjects.ts) or the third-party job's (default).
 */
export async function dappMetrics(
  contractHashes: string[],
  tokens: { idTokenPricedPk: number; symbol: string; quote: Quote }[],
  subjectOf: (hash: string) => string = invocationSubject,
): Promise<DappMetric[]> {
  const metrics: DappMetric[] = [];
  if (contractHashes.length) {
    const from = new Date(Date.now() - 40 * DAY).toISOString();
    const [hourly, daily] = await Promise.all([
      Promise.all(contractHashes.map((h) => readPoints(subjectOf(h), 'hour'))),
      Promise.all(contractHashes.map((h) => readPoints(subjectOf(h), 'day', from))),
    ]);
    const invocations = {
      key: 'invocations',
      kind: 'invocations' as const,
      unit: 'count' as const,
      ...toRanges(sumSeries(hourly), sumSeries(daily)),
    };
    if (hasPoints(invocations)) metrics.push(invocations);
  }
  for (const token of tokens) {
    const subject = priceSubject(token.idTokenPricedPk, token.quote);
    const [hourly, daily] = await Promise.all([readPoints(subject, 'hour'), readPoints(subject, 'day')]);
    const price = {
      key: `price:${token.symbol}`,
      kind: 'price' as const,
      symbol: token.symbol,
      unit: token.quote,
      ...toRanges(hourly, daily),
    };
    if (hasPoints(price)) metrics.push(price);
  }
  return metrics;
}
