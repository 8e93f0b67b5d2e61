import { describe, expect, it } from 'vitest';
import { seriesPoints } from '../../../../content-schema/price-history.ts';
import { LIVE_DAILY_DAYS, PRICE_HISTORY_DAYS, livePriceHistory, mergePriceHistory } from './history.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const T0 = Date.parse('2025-06-01T00:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();
const run = (hourly: [number, number][], daily: [number, number][], source = 'https://prices.example/latest') => ({
  idTokenPricedPk: 7,
  quote: 'USD' as const,
  source,
  hourly: hourly.map(([at, value]) => ({ at: iso(at), value })),
  daily: daily.map(([at, value]) => ({ at: iso(at), value })),
});

describe('the long-term price history of a token', () => {
  it('keeps the daily closes the 45-day series drop, the newest close of a day winning, and gaps as null', () => {
    const first = mergePriceHistory(undefined, run([[T0 + 23 * HOUR, 1]], [[T0, 1]]))!;
    // 60 days later (the first day's series point has expired): a day twice, a day skipped.
    const later = mergePriceHistory(
      first,
      run(
        [[T0 + 60 * DAY + 5 * HOUR, 3]],
        [
          [T0 + 58 * DAY, 2],
          [T0 + 60 * DAY, 2.5],
          [T0 + 60 * DAY, 3],
        ],
      ),
    )!;
    const days = seriesPoints(later.daily, 'day');
    expect(days[0]).toEqual({ at: '2025-06-01T00:00:00.000Z', value: 1 });
    expect(days).toHaveLength(61);
    expect(days.at(-1)).toEqual({ at: iso(T0 + 60 * DAY), value: 3 });
    expect(days.at(-2)!.value).toBeNull();
    expect(days.filter((d) => d.value !== null)).toHaveLength(3);
    expect(later.asOf).toBe(iso(T0 + 60 * DAY + 5 * HOUR));
    expect(later.quote).toBe('USD');
  });

  it('caps the hours at the 7 days of the 7D range and the days at ten years', () => {
    const hours = Array.from({ length: 200 }, (_, i) => [T0 + i * HOUR, i] as [number, number]);
    const days = Array.from({ length: PRICE_HISTORY_DAYS + 10 }, (_, i) => [T0 + i * DAY, i] as [number, number]);
    const history = mergePriceHistory(undefined, run(hours, days))!;
    expect(history.hourly.values).toHaveLength(168);
    expect(history.hourly.values.at(-1)).toBe(199);
    expect(history.hourly.start).toBe(iso(T0 + 32 * HOUR));
    expect(history.daily.values).toHaveLength(PRICE_HISTORY_DAYS);
    expect(history.daily.values[0]).toBe(10);
  });

  it('gives nothing when nothing was observed', () => {
    expect(mergePriceHistory(undefined, run([], []))).toBeUndefined();
  });
});

describe('the price history in the live snapshot', () => {
  it('carries the last 366 days day by day and one close per 7 days before, each the last of its 7 days', () => {
    const total = LIVE_DAILY_DAYS + 20;
    const days = Array.from({ length: total }, (_, i) => [T0 + i * DAY, i] as [number, number]);
    const live = livePriceHistory(mergePriceHistory(undefined, run([[T0 + (total - 1) * DAY, 9]], days))!);
    expect(live.daily!.values).toHaveLength(LIVE_DAILY_DAYS);
    expect(live.daily!.start).toBe(iso(T0 + 20 * DAY));
    // The 20 days before: closes of days 19 and 12, and day 5 for the first, partial 7 days.
    expect(seriesPoints(live.weekly, 'week')).toEqual([
      { at: iso(T0 + 5 * DAY), value: 5 },
      { at: iso(T0 + 12 * DAY), value: 12 },
      { at: iso(T0 + 19 * DAY), value: 19 },
    ]);
    expect(live.hourly!.values).toEqual([9]);
    expect(live).toMatchObject({ quote: 'USD', source: 'https://prices.example/latest' });
  });

  it('has no weekly part for a history shorter than a year', () => {
    const live = livePriceHistory(
      mergePriceHistory(
        undefined,
        run(
          [],
          [
            [T0, 1],
            [T0 + 2 * DAY, 2],
          ],
        ),
      )!,
    );
    expect(live.weekly).toBeUndefined();
    expect(live.hourly).toBeUndefined();
    expect(live.daily!.values).toEqual([1, null, 2]);
  });
});
