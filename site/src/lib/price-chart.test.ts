import { describe, expect, it } from 'vitest';
import type { LivePriceHistory } from '../../../content-schema/price-history.ts';
import { defaultPriceRange, previewPath, priceChartRanges } from './price-chart.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();
const AS_OF = Date.parse('2025-06-13T10:00:00Z');
const count = (n: number, value = (i: number) => i + 1) => Array.from({ length: n }, (_, i) => value(i));

/** A history as the live snapshot carries it: `hours` hourly prices and `days` daily closes ending at AS_OF. */
const history = (hours: (number | null)[], days: (number | null)[], weekly?: (number | null)[]): LivePriceHistory => ({
  quote: 'USDT',
  source: 'recording: data/recordings/market/flm-usdt-hourly-close-binance-2021-2025.csv',
  asOf: iso(AS_OF),
  hourly: { start: iso(AS_OF - (hours.length - 1) * HOUR), values: hours },
  daily: { start: iso(Date.parse('2025-06-13T00:00:00Z') - (days.length - 1) * DAY), values: days },
  ...(weekly
    ? {
        weekly: {
          start: iso(Date.parse('2025-06-13T00:00:00Z') - days.length * DAY - (weekly.length - 1) * 7 * DAY),
          values: weekly,
        },
      }
    : {}),
});

describe('the ranges of a token price chart', () => {
  it('cuts 24H and 7D from the hourly prices and 30D, 1Y and All from the closes, each ending at the as-of', () => {
    const ranges = priceChartRanges(history(count(168), count(366), count(10)));
    expect(ranges['24H']).toHaveLength(24);
    expect(ranges['24H'].at(-1)).toEqual({ at: '2025-06-13T10:00:00.000Z', value: 168 });
    expect(ranges['7D']).toHaveLength(168);
    expect(ranges['30D']).toHaveLength(30);
    expect(ranges['30D'].at(-1)).toEqual({ at: '2025-06-13T00:00:00.000Z', value: 366 });
    expect(ranges['1Y']).toHaveLength(365);
    expect(ranges.All).toHaveLength(376);
    expect(ranges.All[0]!.value).toBe(1);
    expect(defaultPriceRange(ranges)).toBe('30D');
  });

  it('keeps a gap as a gap, in the points and in the preview line', () => {
    const ranges = priceChartRanges(history([1, 2, null, null, 5, 6], [3, null, 4]));
    expect(ranges['24H'].map((p) => p.value)).toEqual([1, 2, null, null, 5, 6]);
    expect(ranges['30D'].map((p) => p.value)).toEqual([3, null, 4]);
    const path = previewPath(ranges['24H'], 100, 20, 0);
    expect(path).toBe('M0,20L20,16M80,4L100,0');
    // Weekly closes that end weeks before the first daily close do not join it.
    const all = priceChartRanges(history([], [7, 8], [1, 2])).All;
    expect(all.map((p) => p.value)).toEqual([1, 2, 7, 8]);
    const late = priceChartRanges({
      ...history([], [7, 8]),
      weekly: { start: '2025-05-01T00:00:00.000Z', values: [1, 2] },
    }).All;
    expect(late.map((p) => p.value)).toEqual([1, 2, null, 7, 8]);
  });

  it('draws no range with fewer than two measured prices, and says which range the page opens on', () => {
    const ranges = priceChartRanges(history([null, 4, null], []));
    expect(ranges['24H']).toEqual([]);
    expect(ranges['30D']).toEqual([]);
    expect(ranges.All).toEqual([]);
    expect(defaultPriceRange(ranges)).toBeUndefined();
    expect(defaultPriceRange(priceChartRanges(history([1, 2], [])))).toBe('24H');
    expect(previewPath([{ at: iso(AS_OF), value: 1 }])).toBe('');
  });

  it('leaves out prices older than a range, which ends at the as-of', () => {
    const old = history(count(3), count(3));
    const usd = { ...old, quote: 'USD' as const, asOf: iso(AS_OF + 3 * DAY) };
    const ranges = priceChartRanges(usd);
    expect(ranges['24H']).toEqual([]);
    expect(ranges['7D']).toHaveLength(3);
    expect(ranges['30D'].map((p) => p.value)).toEqual([1, 2, 3]);
  });
});
