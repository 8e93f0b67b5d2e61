import { describe, expect, it } from 'vitest';
import {
  blocksPerDay,
  committeeElected,
  committeeFactor,
  dailyHolderReward,
  dailyVoterReward,
  periodAmounts,
  rankCandidates,
} from './rewards.ts';

const GAS = 100_000_000n;

describe('GAS rewards (NEO.md §1.5, figures for 100 NEO)', () => {
  it('counts blocks per day from the block time', () => {
    expect(blocksPerDay(15_000)).toBe(5760n);
    expect(blocksPerDay(3_000)).toBe(28_800n);
  });
  it('gives holders 0.00288 GAS/day before and after the 3-second change (5 GAS @ 15 s = 1 GAS @ 3 s)', () => {
    expect(dailyHolderReward(100n, 5n * GAS, 15_000)).toBe(288_000n);
    expect(dailyHolderReward(100n, 1n * GAS, 3_000)).toBe(288_000n);
  });
  it('gives voters of a consensus node 164,571.43 / V GAS/day (f = 2)', () => {
    // V = 3,000,000 → 0.0548571… GAS/day, floored to 10^-8.
    expect(dailyVoterReward(100n, 5n * GAS, 15_000, 3_000_000n, 1)).toBe(5_485_714n);
  });
  it('gives voters of a committee member ranked 8–21 82,285.71 / V GAS/day (f = 1), and nothing below 21', () => {
    expect(dailyVoterReward(100n, 1n * GAS, 3_000, 1_000_000n, 8)).toBe(8_228_571n);
    expect(dailyVoterReward(100n, 1n * GAS, 3_000, 1_000_000n, 22)).toBe(0n);
    expect(dailyVoterReward(100n, 1n * GAS, 3_000, 0n, 3)).toBe(0n);
  });
  it('ranks candidates by votes, ties by public key', () => {
    const ranked = rankCandidates([
      { publickey: '03b', votes: '5' },
      { publickey: '02c', votes: '9' },
      { publickey: '02a', votes: '5' },
    ]);
    expect(ranked.map((c) => [c.publickey, c.rank])).toEqual([
      ['02c', 1],
      ['02a', 2],
      ['03b', 3],
    ]);
  });
});

describe('committee and periods (NEO.md §1.2, §1.5; SPEC §9)', () => {
  const key = (n: number) => `03${n.toString(16).padStart(64, '0')}`;
  it('ranks by votes descending, ties by public key ascending: top 7 validators (f = 2), top 21 committee (f = 1)', () => {
    const list = Array.from({ length: 23 }, (_, i) => ({
      publickey: key(23 - i),
      votes: String(i < 2 ? 100 : 100 - i),
    }));
    const ranked = rankCandidates(list);
    expect(ranked.slice(0, 2).map((c) => c.publickey)).toEqual([key(22), key(23)]);
    expect(ranked.map((c) => committeeFactor(c.rank))).toEqual([...Array(7).fill(2n), ...Array(14).fill(1n), 0n, 0n]);
  });
  it('elects the committee by votes only with 21 candidates and 20 % of NEO voted', () => {
    const many = (n: number, votes: string) => Array.from({ length: n }, () => ({ votes }));
    expect(committeeElected(many(21, '952381'))).toBe(true); // 20,000,001 NEO
    expect(committeeElected(many(21, '952380'))).toBe(false);
    expect(committeeElected(many(20, '5000000'))).toBe(false);
  });
  it('multiplies a daily amount by 7, 30 and 365', () => {
    expect(periodAmounts(288_000n)).toEqual({
      daily: 288_000n,
      weekly: 2_016_000n,
      monthly: 8_640_000n,
      yearly: 105_120_000n,
    });
  });
});
