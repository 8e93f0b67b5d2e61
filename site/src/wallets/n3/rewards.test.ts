import { describe, expect, it } from 'vitest';
import { blocksPerDay, dailyHolderReward, dailyVoterReward, rankCandidates } from './rewards.ts';

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
    const ranked = rankCandidates([{ publickey: '03b', votes: '5' }, { publickey: '02c', votes: '9' }, { publickey: '02a', votes: '5' }]);
    expect(ranked.map((c) => [c.publickey, c.rank])).toEqual([['02c', 1], ['02a', 2], ['03b', 3]]);
  });
});
