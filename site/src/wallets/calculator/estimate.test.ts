import { describe, expect, it } from 'vitest';
import { estimateBneo, estimateNeo, rankedCommittee } from './estimate.ts';
import { PROTOCOL_SNAPSHOT, type CalculatorParams, type CandidateVotes } from './params.ts';

const key = (n: number) => `02${n.toString(16).padStart(64, '0')}`;
/** 22 candidates, 39,000,000 NEO voted (≥ 20 % of the supply): rank 2 has 3,000,000 votes, rank 21 has 1,000,000. */
const CANDIDATES: CandidateVotes[] = [
  { publickey: key(1), votes: '5000000' },
  { publickey: key(2), votes: '3000000' },
  ...[3, 4, 5, 6, 7].map((n) => ({ publickey: key(n), votes: '2000000' })),
  ...Array.from({ length: 13 }, (_, i) => ({ publickey: key(8 + i), votes: '1500000' })),
  { publickey: key(21), votes: '1000000' },
  { publickey: key(22), votes: '500000' },
];
const chain = (gasPerBlock: string, msPerBlock: number, over: Partial<CalculatorParams> = {}): CalculatorParams => ({
  origin: 'live',
  asOf: '2026-08-21T10:00:00.000Z',
  node: 'https://n',
  height: 1,
  gasPerBlock,
  msPerBlock,
  candidates: CANDIDATES,
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

  it('voting a candidate outside the top 21 earns only the holder share', () => {
    const e = estimateNeo(AT_15S, 100n, key(22));
    expect(e.candidate).toMatchObject({ rank: 22, factor: 0n });
    expect(e.voter).toBe(0n);
    expect(e.daily).toBe(288_000n);
  });

  it('has no votes in the protocol snapshot or without the vote service, and keeps the standby committee under 21 candidates or 20 % turnout', () => {
    expect(rankedCommittee(PROTOCOL_SNAPSHOT)).toEqual({ state: 'unavailable' });
    expect(rankedCommittee(chain('1', 3000, { candidates: null }))).toEqual({ state: 'unavailable' });
    expect(rankedCommittee(chain('1', 3000, { candidates: CANDIDATES.slice(0, 20) }))).toEqual({ state: 'standby' });
    const low = CANDIDATES.map((c) => ({ ...c, votes: '900000' })); // 22 × 0.9 M = 19.8 M < 20 M
    expect(rankedCommittee(chain('1', 3000, { candidates: low }))).toEqual({ state: 'standby' });
    expect(estimateNeo(PROTOCOL_SNAPSHOT, 100n, key(2))).toMatchObject({ voter: undefined, daily: 288_000n });
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
