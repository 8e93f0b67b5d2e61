/**
 * The GAS calculator's figures (NEO.md §1.5, §3.2), pure and in integers: GAS in datoshi (10^-8 GAS), NEO whole,
 * bNEO in 10^-8 bNEO. Inputs are `CalculatorParams` (params.ts): nothing is assumed that the chain, or the labelled
 * protocol snapshot, did not give; a part that cannot be computed says why instead of showing a number.
 */
import {
  dailyAccountReward,
  dailyHolderReward,
  periodAmounts,
  rankCandidates,
  voterFactor,
  type Period,
} from '../n3/rewards.ts';
import type { CalculatorParams, CandidateVotes } from './params.ts';

/** A candidate in the calculator's list: its place by votes and NeoToken's voter factor (2 validator, 1 committee, 0 other). */
export type RankedCandidate = CandidateVotes & { rank: number; factor: 0n | 1n | 2n };

/** Share of the GAS received that BurgerNEO passes to bNEO holders: 99,000,000 / 10^8 (NEO.md §3.2 `DEFAULTCLAIMREMAIN`). */
export const BNEO_HOLDER_SHARE = { numerator: 99_000_000n, denominator: 100_000_000n } as const;

/**
 * The candidates ordered by votes, each with its factor from the node's own committee and validators (NEO.md §1.2),
 * or `unavailable` when the candidates or the committee were not read (the protocol snapshot never has them).
 */
export function rankedCandidates(
  params: CalculatorParams,
): { state: 'ready'; candidates: RankedCandidate[] } | { state: 'unavailable' } {
  const committee = params.committee;
  if (!params.candidates || params.candidates.length === 0 || !committee) return { state: 'unavailable' };
  return {
    state: 'ready',
    candidates: rankCandidates(params.candidates).map((c) => ({ ...c, factor: voterFactor(c.publickey, committee) })),
  };
}

/** The NEO card: what `neo` NEO earn a day by holding, and by voting for `candidate` (a public key) when given. */
export interface NeoEstimate {
  /** Holder share, datoshi per day. */
  holder: bigint;
  /** Voter share, datoshi per day; undefined when no candidate is chosen or the votes are unavailable. */
  voter: bigint | undefined;
  candidate: RankedCandidate | undefined;
  /** holder + voter, datoshi per day. */
  daily: bigint;
  periods: Record<Period, bigint>;
}

/**
 * Daily and period rewards of `neo` NEO, voting for `candidateKey` when it is one of the candidates read (NEO.md
 * §1.5, `dailyAccountReward`); a key that is not, or no votes read, leaves the holder share alone (`voter` undefined).
 */
export function estimateNeo(params: CalculatorParams, neo: bigint, candidateKey?: string): NeoEstimate {
  const gasPerBlock = BigInt(params.gasPerBlock);
  const holder = dailyHolderReward(neo, gasPerBlock, params.msPerBlock);
  const ranked = rankedCandidates(params);
  const candidate =
    ranked.state === 'ready' && candidateKey ? ranked.candidates.find((c) => c.publickey === candidateKey) : undefined;
  const total = candidate
    ? dailyAccountReward(neo, candidate.publickey, {
        gasPerBlock,
        msPerBlock: params.msPerBlock,
        committee: params.committee ?? undefined,
        candidates: params.candidates ?? undefined,
      })
    : undefined;
  const voter = total === undefined ? undefined : total - holder;
  const daily = holder + (voter ?? 0n);
  return { holder, voter, candidate, daily, periods: periodAmounts(daily) };
}

/** The bNEO card: `stopped` when the contract says distribution is off, `unavailable` when it was not read. */
export type BneoEstimate =
  { state: 'unavailable' } | { state: 'stopped' } | { state: 'ready'; daily: bigint; periods: Record<Period, bigint> };

/**
 * Daily GAS (datoshi) to `bneo` (10^-8 bNEO): the agents' NEO earn holder and voter rewards (as `estimateNeo`
 * computes them for their candidates), BurgerNEO credits 99 % of the GAS it receives pro rata to bNEO balances
 * (`RPS += amount × 99,000,000 / totalSupply`, `earned = balance × ΔRPS / 10^8`; NEO.md §3.2, BurgerNEO.cs).
 */
export function estimateBneo(params: CalculatorParams, bneo: bigint): BneoEstimate {
  const state = params.bneo;
  if (!state) return { state: 'unavailable' };
  if (!state.rewardEnabled) return { state: 'stopped' };
  const totalSupply = BigInt(state.totalSupply);
  if (totalSupply <= 0n || rankedCandidates(params).state !== 'ready') return { state: 'unavailable' };
  const agentsDaily = state.agents.reduce(
    (sum, agent) => sum + estimateNeo(params, BigInt(agent.neo), agent.voteTo ?? undefined).daily,
    0n,
  );
  // One floor over the whole product (the contract floors per payment; over a day the difference is below 10^-8 GAS per payment).
  const daily = (bneo * agentsDaily * BNEO_HOLDER_SHARE.numerator) / (totalSupply * BNEO_HOLDER_SHARE.denominator);
  return { state: 'ready', daily, periods: periodAmounts(daily) };
}
