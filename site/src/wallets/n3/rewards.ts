/**
 * GAS reward arithmetic of N3 (NEO.md §1.2, §1.5), in integers: GAS amounts are fractions of 10^-8 GAS (datoshi),
 * NEO is whole. Inputs come from the chain (GasPerBlock from `NEO.getGasPerBlock`, block time from
 * `Policy.getMillisecondsPerBlock`), never constants: they changed on mainnet in 2026 (NEO.md §1.8).
 */

/** Reward split of NeoToken.cs: holders 10 %, committee 10 %, voters 80 % (NEO.md §1.1). */
export const REWARD_RATIO = { holder: 10n, committee: 10n, voter: 80n } as const;
/** Committee members and consensus validators on mainnet (NEO.md §0: config.mainnet.json). */
export const COMMITTEE_SIZE = 21;
export const VALIDATORS_COUNT = 7;
/** NEO total supply (NEO.md §0). */
export const NEO_TOTAL_SUPPLY = 100_000_000n;
/** Voted NEO below this share of the supply (20 %) keeps the standby committee (NEO.md §1.1 `EffectiveVoterTurnout`). */
export const EFFECTIVE_VOTER_TURNOUT_PERCENT = 20n;
/** Days in each period the calculator shows (SPEC §9: weekly 7, monthly 30, yearly 365). */
export const PERIOD_DAYS = { daily: 1n, weekly: 7n, monthly: 30n, yearly: 365n } as const;
export type Period = keyof typeof PERIOD_DAYS;
const DAY_MS = 86_400_000n;

/** Blocks per day for a block time in milliseconds (floor). */
export const blocksPerDay = (msPerBlock: number): bigint => DAY_MS / BigInt(Math.max(1, Math.round(msPerBlock)));

/** Daily GAS (datoshi) to `neo` NEO for holding: N × G × 10 % × B / total supply (NEO.md §1.5). */
export function dailyHolderReward(neo: bigint, gasPerBlock: bigint, msPerBlock: number): bigint {
  return (neo * gasPerBlock * REWARD_RATIO.holder * blocksPerDay(msPerBlock)) / (100n * NEO_TOTAL_SUPPLY);
}

/** NeoToken's voter-reward factor of a committee rank (1-based, by votes): 2 for the 7 validators, 1 for ranks 8–21, else 0 (NEO.md §1.2). */
export function committeeFactor(rank: number): 0n | 1n | 2n {
  if (rank >= 1 && rank <= VALIDATORS_COUNT) return 2n;
  return rank > VALIDATORS_COUNT && rank <= COMMITTEE_SIZE ? 1n : 0n;
}

/**
 * Daily GAS (datoshi) to `neo` NEO voting for a candidate with `candidateVotes` votes at committee `rank`
 * (1-based, by votes): N × f × G × 80 % × B / (28 × V), f from `committeeFactor` (NEO.md §1.2: the voter reward is
 * shared in m + n = 28 shares).
 */
export function dailyVoterReward(
  neo: bigint,
  gasPerBlock: bigint,
  msPerBlock: number,
  candidateVotes: bigint,
  rank: number,
): bigint {
  const factor = committeeFactor(rank);
  if (factor === 0n || candidateVotes <= 0n) return 0n;
  const shares = BigInt(COMMITTEE_SIZE + VALIDATORS_COUNT);
  return (
    (neo * factor * gasPerBlock * REWARD_RATIO.voter * blocksPerDay(msPerBlock)) / (100n * shares * candidateVotes)
  );
}

/** A daily amount (datoshi) over each period of SPEC §9. */
export function periodAmounts(daily: bigint): Record<Period, bigint> {
  return {
    daily,
    weekly: daily * PERIOD_DAYS.weekly,
    monthly: daily * PERIOD_DAYS.monthly,
    yearly: daily * PERIOD_DAYS.yearly,
  };
}

/** Candidates ranked by votes (descending, ties by public key ascending), as the committee is computed (NEO.md §1.5). */
export function rankCandidates<T extends { publickey: string; votes: string | bigint }>(
  candidates: T[],
): (T & { rank: number })[] {
  return [...candidates]
    .sort((a, b) => {
      const d = BigInt(b.votes) - BigInt(a.votes);
      return d > 0n ? 1 : d < 0n ? -1 : a.publickey < b.publickey ? -1 : a.publickey > b.publickey ? 1 : 0;
    })
    .map((c, i) => ({ ...c, rank: i + 1 }));
}

/**
 * Whether the committee is elected by votes: at least 21 candidates and voted NEO (the candidates' votes summed)
 * at least 20 % of the supply; otherwise NeoToken keeps the standby committee and ranks by votes say nothing
 * (NEO.md §1.5: NeoToken.cs `ComputeCommitteeMembers`).
 */
export function committeeElected(candidates: { votes: string | bigint }[]): boolean {
  if (candidates.length < COMMITTEE_SIZE) return false;
  const voted = candidates.reduce((sum, c) => sum + BigInt(c.votes), 0n);
  return voted * 100n >= NEO_TOTAL_SUPPLY * EFFECTIVE_VOTER_TURNOUT_PERCENT;
}
