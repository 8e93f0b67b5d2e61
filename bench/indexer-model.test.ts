import { describe, expect, it } from 'vitest';
import { judge } from './budgets.ts';
import {
  blockCost,
  heapGrowthMb,
  N3_MAINNET_30_DAYS,
  NEOX_MAINNET_WEEK,
  pairedRatio,
  projectedMinutes,
  rateRatio,
} from './indexer-model.ts';

const verdict = (id: string, value: number | undefined) => judge({ [id]: value }).find((v) => v.id === id)?.ok;

describe('the projected mainnet ranges', () => {
  it('are 30 days of 3-second N3 blocks and a week of 5-second Neo X blocks, at their stated loads', () => {
    expect(N3_MAINNET_30_DAYS).toEqual({ blocks: 864_000, blockSeconds: 3, transactionsPerBlock: 10 });
    expect(NEOX_MAINNET_WEEK).toEqual({ blocks: 120_960, blockSeconds: 5, transactionsPerBlock: 20 });
  });

  it('cost a + b·n per block: a from the empty rate, b from the full blocks', () => {
    // 1,000 empty blocks/s (a = 1 ms); 50 blocks/s of 100 transactions (20 ms = 1 ms + 100 × 0.19 ms).
    const rates = { emptyBlocksPerSecond: 1000, fullBlocksPerSecond: 50, transactionsPerFullBlock: 100 };
    const { a, b } = blockCost(rates);
    expect(a).toBeCloseTo(0.001, 9);
    expect(b).toBeCloseTo(0.00019, 9);
    // 864,000 × (1 ms + 10 × 0.19 ms) = 2,505.6 s = 41.76 min: over the 30-minute budget.
    expect(projectedMinutes(rates, N3_MAINNET_30_DAYS)).toBeCloseTo(41.76, 6);
    expect(verdict('indexer.thirtyDaysMinutes', projectedMinutes(rates, N3_MAINNET_30_DAYS))).toBe(false);
    // 120,960 × (1 ms + 20 × 0.19 ms) = 580.6 s = 9.68 min: within the Neo X week's 15 minutes.
    expect(projectedMinutes(rates, NEOX_MAINNET_WEEK)).toBeCloseTo(9.6768, 6);
    expect(verdict('indexer.neox.weekMinutes', projectedMinutes(rates, NEOX_MAINNET_WEEK))).toBe(true);
  });

  it('takes no negative cost per transaction when full blocks measured faster than empty ones', () => {
    const rates = { emptyBlocksPerSecond: 100, fullBlocksPerSecond: 120, transactionsPerFullBlock: 100 };
    expect(blockCost(rates).b).toBe(0);
    expect(projectedMinutes(rates, NEOX_MAINNET_WEEK)).toBeCloseTo(120_960 / 100 / 60, 9);
  });

  it('refuses rates that measured nothing rather than projecting from them', () => {
    expect(() =>
      blockCost({ emptyBlocksPerSecond: 0, fullBlocksPerSecond: 10, transactionsPerFullBlock: 100 }),
    ).toThrow(RangeError);
    expect(() =>
      blockCost({ emptyBlocksPerSecond: 10, fullBlocksPerSecond: Number.NaN, transactionsPerFullBlock: 100 }),
    ).toThrow(RangeError);
    expect(() => blockCost({ emptyBlocksPerSecond: 10, fullBlocksPerSecond: 5, transactionsPerFullBlock: 0 })).toThrow(
      /must carry transactions/,
    );
  });
});

describe('the indexer against the bare batched fetch', () => {
  it('divides the rates and judges the N3 full-block ratio at 0.6×', () => {
    expect(rateRatio(36, 50)).toBeCloseTo(0.72, 9);
    expect(verdict('indexer.fullBlocksRatio', rateRatio(36, 50))).toBe(true);
    expect(verdict('indexer.fullBlocksRatio', rateRatio(29, 50))).toBe(false);
  });

  it('pairs each indexer pass with the bare pass before it, so one slow moment does not decide the ratio', () => {
    // The third pair ran while the machine was busy: both sides slowed, and the median of the pairs stays 0.8.
    const indexer = [40, 44, 8, 42, 38];
    const bare = [50, 55, 30, 52, 50];
    expect(pairedRatio(indexer, bare)).toBeCloseTo(0.8, 9);
    // The ratio of the medians would mix passes of different moments: 40 / 50 here, but not in general.
    expect(pairedRatio([30, 60], [50, 50])).toBeCloseTo(0.9, 9);
    expect(pairedRatio([10, 20], [0, 40])).toBe(0.5);
    expect(pairedRatio([], [])).toBeUndefined();
    expect(() => pairedRatio([1, 2], [1])).toThrow(RangeError);
  });

  it('leaves the ratio unmeasured (never a pass) when a rate is missing', () => {
    expect(rateRatio(36, 0)).toBeUndefined();
    expect(rateRatio(Number.NaN, 50)).toBeUndefined();
    expect(verdict('indexer.fullBlocksRatio', rateRatio(36, Number.POSITIVE_INFINITY))).toBeUndefined();
  });
});

describe('retained heap growth', () => {
  it("is the largest later sample above its series' first, in MB, and 0 when the heap only shrank", () => {
    const mb = 2 ** 20;
    expect(heapGrowthMb([[100 * mb, 130 * mb, 110 * mb]])).toBe(30);
    expect(heapGrowthMb([[100 * mb, 90 * mb]])).toBe(0);
    expect(heapGrowthMb([[100 * mb]])).toBeUndefined();
    expect(verdict('indexer.heapGrowthMb', 40)).toBe(false);
  });

  it('is counted within each series: a second chain starting higher is not growth, growing within it is', () => {
    const mb = 2 ** 20;
    expect(
      heapGrowthMb([
        [44 * mb, 45 * mb],
        [69 * mb, 70 * mb],
      ]),
    ).toBe(1);
    expect(
      heapGrowthMb([
        [44 * mb, 45 * mb],
        [69 * mb, 109 * mb, 80 * mb],
      ]),
    ).toBe(40);
    expect(heapGrowthMb([[44 * mb], [69 * mb]])).toBeUndefined();
  });
});
