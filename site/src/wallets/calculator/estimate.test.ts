import { describe, expect, it } from 'vitest';
import { estimateBneo, estimateNeo, rankedCandidates } from './estimate.ts';
import { PROTOCOL_SNAPSHOT, type CalculatorParams, type CandidateVotes } from './params.ts';

const key = (n: number) => `02${n.toString(16).padStart(64, '0')}`;
/** 22 candidates, 39,000,000 NEO voted: rank 2 has 3,000,000 votes, rank 21 has 1,000,000. */
const CANDIDATES: CandidateVotes[] = [
  { publickey: key(1), votes: '5000000' },
  { publickey: key(2), votes: '3000000' },
  ...[3, 4, 5, 6, 7].map((n) => ({ publickey: key(n), votes: '2000000' })),
  ...Array.from({ length: 13 }, (_, i) => ({ publickey: key(8 + i), votes: '1500000' })),
  { publickey: key(21), votes: '1000000' },
  { publickey: key(22), votes: '500000' },
];
/** Mainnet's committee as the node answers it: the top 21 by votes, the top 7 the next block's validators. */
const MAINNET_COMMITTEE = {
  members: CANDIDATES.slice(0, 21).map((c) => c.publickey),
  validators: CANDIDATES.slice(0, 7).map((c) => c.publickey),
};
const chain = (gasPerBlock: string, msPerBlock: number, over: Partial<CalculatorParams> = {}): CalculatorParams => ({
  origin: 'live',
  asOf: '2026-08-21T10:00:00.000Z',
  node: 'https://n',
  height: 1,
  gasPerBlock,
  msPerBlock,
  candidates: CANDIDATES,
  committee: MAINNET_COMMITTEE,
  committeeCounts: { members: 21, validators: 7 },
  bneo: null,
  ...over,
});
const AT_15S = chain('500000000', 15_000); // 5 GAS per 15 s block (genesis)
const AT_3S = chain('100000000', 3_000); // 1 GAS per 3 s block (the Council's 2026 vote)

describe('NEO card (NEO.md §1.5, hand-computed for 100 NEO)', () => {
  it('100 NEO not voting earn 0.00288 GAS a day under both block-time settings, and over 7, 30, 365 days', () => {
    for (const params of [AT_15S, AT_3S, PROTOCOL_SNAPSHOT]) {
      const e = estimateNeo(params, 100n);
      expect(e).toMatchObject({ holder: 288_000n, voter: undefined, daily: 288_000n });
      expect(e.periods).toEqual({ daily: 288_000n, weekly: 2_016_000n, monthly: 8_640_000n, yearly: 105_120_000n });
    }
  });

  it('voting a consensus node (f = 2) with V = 3,000,000 adds 164,571.43 / V = 0.05485714 GAS a day', () => {
    // 100 × 2 × 28,800 × 0.8 / (28 × 3,000,000) = 0.054857142… → floored to 10^-8 GAS.
    for (const params of [AT_15S, AT_3S]) {
      const e = estimateNeo(params, 100n, key(2));
      expect(e.candidate).toMatchObject({ rank: 2, factor: 2n });
      expect(e.voter).toBe(5_485_714n);
      expect(e.daily).toBe(5_773_714n);
      expect(e.periods.yearly).toBe(5_773_714n * 365n);
    }
  });

  it('voting another committee member (rank 8–21, f = 1) with V = 1,000,000 adds 82,285.71 / V = 0.08228571 GAS a day', () => {
    const e = estimateNeo(AT_3S, 100n, key(21));
    expect(e.candidate).toMatchObject({ rank: 21, factor: 1n });
    expect(e.voter).toBe(8_228_571n);
    expect(e.daily).toBe(8_516_571n);
    expect(e.periods.weekly).toBe(59_615_997n);
  });

  it('voting a candidate outside the committee (rank 22) earns only the holder share', () => {
    const e = estimateNeo(AT_15S, 100n, key(22));
    expect(e.candidate).toMatchObject({ rank: 22, factor: 0n });
    expect(e.voter).toBe(0n);
    expect(e.daily).toBe(288_000n);
  });

  it('has no votes in the protocol snapshot, nor without the vote service or the committee', () => {
    expect(rankedCandidates(PROTOCOL_SNAPSHOT)).toEqual({ state: 'unavailable' });
    expect(rankedCandidates(chain('1', 3000, { candidates: null }))).toEqual({ state: 'unavailable' });
    expect(rankedCandidates(chain('1', 3000, { committee: null }))).toEqual({ state: 'unavailable' });
    expect(estimateNeo(PROTOCOL_SNAPSHOT, 100n, key(2))).toMatchObject({ voter: undefined, daily: 288_000n });
  });
});

describe('NEO card on a one-node private network (committee 1, validators 1: local/privnet/protocol.privnet.yml)', () => {
  // Two registered candidates; the standby committee (the node's key, key(1)) holds fewer votes than key(2).
  const privnet = chain('500000000', 1_000, {
    candidates: [
      { publickey: key(1), votes: '10000' },
      { publickey: key(2), votes: '1000000' },
    ],
    committee: { members: [key(1)], validators: [key(1)] },
    committeeCounts: { members: 1, validators: 1 },
  });

  it("voting the committee's one member earns G × 80 % × N / V a block: 345,600 GAS a day for 10,000 of 10,000 votes", () => {
    const e = estimateNeo(privnet, 10_000n, key(1));
    // The node's key is ranked second by votes, yet it is the committee and the validator (standby): factor 2.
    expect(e.candidate).toMatchObject({ rank: 2, factor: 2n });
    expect(e.voter).toBe(345_600n * 100_000_000n);
    expect(e.daily).toBe(345_600n * 100_000_000n + 432_000_000n);
  });

  it('voting the candidate with the most votes but outside the committee earns the holder share only', () => {
    const e = estimateNeo(privnet, 10_000n, key(2));
    expect(e.candidate).toMatchObject({ rank: 1, factor: 0n });
    expect(e.voter).toBe(0n);
    expect(e.daily).toBe(432_000_000n);
  });
});

describe('bNEO card (NEO.md §3.2)', () => {
  it('says distribution stopped when rewardEnabled() is false, and unavailable when the contract was not read', () => {
    expect(
      estimateBneo(chain('1', 3000, { bneo: { rewardEnabled: false, totalSupply: '0', agents: [] } }), 10_000_000_000n),
    ).toEqual({ state: 'stopped' });
    expect(estimateBneo(AT_15S, 10_000_000_000n)).toEqual({ state: 'unavailable' });
    expect(estimateBneo(PROTOCOL_SNAPSHOT, 10_000_000_000n)).toEqual({ state: 'unavailable' });
  });

  it('passes 99 % of what the agents earn to bNEO holders pro rata', () => {
    // One agent holds all 1,000,000 NEO behind 1,000,000 bNEO and votes the rank-2 consensus node (V = 3,000,000):
    // it earns 28.8 + 548.57142857 GAS a day; 100 bNEO get 100 / 1,000,000 × 99 % of it = 0.05715977 GAS.
    const params = chain('500000000', 15_000, {
      bneo: {
        rewardEnabled: true,
        totalSupply: '100000000000000',
        agents: [
          { neo: '1000000', voteTo: key(2) },
          { neo: '0', voteTo: null },
        ],
      },
    });
    const e = estimateBneo(params, 10_000_000_000n);
    expect(e).toEqual({
      state: 'ready',
      daily: 5_715_977n,
      periods: { daily: 5_715_977n, weekly: 40_011_839n, monthly: 171_479_310n, yearly: 2_086_331_605n },
    });
  });
});
