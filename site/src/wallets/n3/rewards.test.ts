import { describe, expect, it } from 'vitest';
import {
  blocksPerDay,
  dailyAccountReward,
  dailyHolderReward,
  dailyVoterReward,
  periodAmounts,
  rankCandidates,
  voterFactor,
  type Committee,
} from './rewards.ts';

const GAS = 100_000_000n;
const key = (n: number) => `03${n.toString(16).padStart(64, '0')}`;
/** Mainnet's shape: 21 members, the first 7 of the cached committee are the next block's validators. */
const MAINNET: Committee = {
  members: Array.from({ length: 21 }, (_, i) => key(i + 1)),
  validators: Array.from({ length: 7 }, (_, i) => key(i + 1)),
};
/** The local privnet's shape (local/privnet/protocol.privnet.yml): one node, the whole committee and the validator. */
const PRIVNET: Committee = { members: [key(1)], validators: [key(1)] };

describe('GAS rewards (NEO.md §1.5, figures for 100 NEO)', () => {
  it('counts blocks per day from the block time', () => {
    expect(blocksPerDay(15_000)).toBe(5760n);
    expect(blocksPerDay(3_000)).toBe(28_800n);
    expect(blocksPerDay(1_000)).toBe(86_400n);
  });
  it('gives holders 0.00288 GAS/day before and after the 3-second change (5 GAS @ 15 s = 1 GAS @ 3 s)', () => {
    expect(dailyHolderReward(100n, 5n * GAS, 15_000)).toBe(288_000n);
    expect(dailyHolderReward(100n, 1n * GAS, 3_000)).toBe(288_000n);
  });
  it('mainnet 21/7: voters of a validator share 164,571.43 / V GAS/day (f = 2, 28 shares)', () => {
    // 100 × 2 × 5 × 5760 × 0.8 / (28 × 3,000,000) = 0.054857142… → floored to 10^-8.
    expect(dailyVoterReward(100n, 5n * GAS, 15_000, 3_000_000n, 2n, MAINNET)).toBe(5_485_714n);
  });
  it('mainnet 21/7: voters of another committee member share 82,285.71 / V GAS/day (f = 1)', () => {
    expect(dailyVoterReward(100n, 1n * GAS, 3_000, 1_000_000n, 1n, MAINNET)).toBe(8_228_571n);
  });
  it('privnet 1/1: the one member is the validator and its voters share G × 80 % × 2 / 2 per block, 14 × mainnet', () => {
    // 10,000 NEO, V = 10,000, G = 5 GAS, 1 s blocks: 10,000 × 2 × 5 × 0.8 × 86,400 / (2 × 10,000) = 345,600 GAS a day.
    expect(dailyVoterReward(10_000n, 5n * GAS, 1_000, 10_000n, 2n, PRIVNET)).toBe(345_600n * GAS);
    // The 14× (the page divided by mainnet's 28 shares where the privnet has 2).
    const mainnetShares = dailyVoterReward(10_000n, 5n * GAS, 1_000, 10_000n, 2n, MAINNET);
    expect(Number(345_600n * GAS) / Number(mainnetShares)).toBeCloseTo(14, 9);
  });
  it('nothing for a candidate outside the committee, without votes, or with an empty committee', () => {
    expect(dailyVoterReward(100n, 1n * GAS, 3_000, 1_000_000n, 0n, MAINNET)).toBe(0n);
    expect(dailyVoterReward(100n, 1n * GAS, 3_000, 0n, 2n, MAINNET)).toBe(0n);
    expect(dailyVoterReward(100n, 1n * GAS, 3_000, 1_000n, 2n, { members: [], validators: [] })).toBe(0n);
  });
  it("takes the factor from the node's committee and validators, whatever the votes' order", () => {
    expect(voterFactor(key(1), PRIVNET)).toBe(2n);
    expect(voterFactor(key(7).toUpperCase(), MAINNET)).toBe(2n);
    expect(voterFactor(key(8), MAINNET)).toBe(1n);
    expect(voterFactor(key(21), MAINNET)).toBe(1n);
    expect(voterFactor(key(22), MAINNET)).toBe(0n);
    expect(voterFactor(key(2), PRIVNET)).toBe(0n);
  });
});

describe("an account's daily GAS (holder share plus its vote's share)", () => {
  const inputs = {
    gasPerBlock: 5n * GAS,
    msPerBlock: 1_000,
    committee: PRIVNET,
    candidates: [
      { publickey: key(1), votes: '10000' },
      { publickey: key(2), votes: '1000000' },
    ],
  };
  const holder = dailyHolderReward(10_000n, 5n * GAS, 1_000);
  it('adds the voter share of a committee member to the holder share', () => {
    expect(holder).toBe(432_000_000n); // 10,000 × 5 × 0.1 × 86,400 / 10^8 = 4.32 GAS
    expect(dailyAccountReward(10_000n, key(1), inputs)).toBe(holder + 345_600n * GAS);
  });
  it('gives the holder share alone when not voting, voting outside the committee, or for an unregistered key', () => {
    expect(dailyAccountReward(10_000n, undefined, inputs)).toBe(holder);
    expect(dailyAccountReward(10_000n, key(2), inputs)).toBe(holder);
    expect(dailyAccountReward(10_000n, key(9), inputs)).toBe(holder);
  });
  it("is unknown (undefined), not the holder share, when the account votes and the votes or the committee weren't read", () => {
    expect(dailyAccountReward(10_000n, key(1), { ...inputs, committee: undefined })).toBeUndefined();
    expect(dailyAccountReward(10_000n, key(1), { ...inputs, candidates: undefined })).toBeUndefined();
    expect(dailyAccountReward(10_000n, undefined, { ...inputs, candidates: undefined })).toBe(holder);
  });
});

describe('candidate order and periods (NEO.md §1.5; SPEC §9)', () => {
  it('orders candidates by votes descending, ties by public key ascending', () => {
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
  it('multiplies a daily amount by 7, 30 and 365', () => {
    expect(periodAmounts(288_000n)).toEqual({
      daily: 288_000n,
      weekly: 2_016_000n,
      monthly: 8_640_000n,
      yearly: 105_120_000n,
    });
  });
});
