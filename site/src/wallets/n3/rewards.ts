/**
 * GAS reward arithmetic of N3 (NEO.md §1.2, §1.5), in integers: GAS amounts are fractions of 10^-8 GAS, NEO is
 * whole. Inputs come from the chain (GasPerBlock from `NEO.getGasPerBlock`, block time from
 * `Policy.getMillisecondsPerBlock`), never constants: they changed on mainnet in 2026 (NEO.md §1.8).
 */

/** Reward split of NeoToken.cs: holders 10 %, committee 10 %, voters 80 % (NEO.md §1.1). */
export const REWARD_RATIO = { holder: 10n, committee: 10n, voter: 80n } as const;
/** Committee members and consensus validators on mainnet (NEO.md §0: config.mainnet.json). */
export const COMMITTEE_SIZE = 21;
export const VALIDATORS_COUNT = 7;
/** NEO total supply (NEO.md §0). */
export const NEO_TOTAL_SUPPLY = 100_000_000n;
const DAY_MS = 86_400_000n;

/** Blocks per day for a block time in milliseconds (floor). */
export const blocksPerDay = (msPerBlock: number): bigint => DAY_MS / BigInt(Math.max(1, Math.round(msPerBlock)));

/** Daily GAS (fractions) to `neo` NEO for holding: N × G × 10 % × B / total supply (NEO.md §1.5). */
export function dailyHolderReward(neo: bigint, gasPerBlock: bigint, msPerBlock: number): bigint {
  return (neo * gasPerBlock * REWARD_RATIO.holder * blocksPerDay(msPerBlock)) / (100n * NEO_TOTAL_SUPPLY);
}

/**
 * Daily GAS (fractions) to `neo` NEO voting for a candidate with `candidateVotes` votes at committee `rank`
 * (1-based, by votes): N × f × G × 80 % × B / (28 × V), f = 2 for the 7 validators, 1 for ranks 8–21, else 0
 * (NEO.md §1.2: the voter reward is shared in m + n = 28 shares).
 */
export function dailyVoterReward(neo: bigint, gasPerBlock: bigint, msPerBlock: number, candidateVotes: bigint, rank: number): bigint {
  const factor = rank >= 1 && rank <= VALIDATORS_COUNT ? 2n : rank > VALIDATORS_COUNT && rank <= COMMITTEE_SIZE ? 1n : 0n;
  if (factor === 0n || candidateVotes <= 0n) return 0n;
  const shares = BigInt(COMMITTEE_SIZE + VALIDATORS_COUNT);
  return (neo * factor * gasPerBlock * REWARD_RATIO.voter * blocksPerDay(msPerBlock)) / (100n * shares * candidateVotes);
}

/** Candidates ranked by votes (descending, ties by public key ascending), as the committee is computed (NEO.md §1.5). */
export function rankCandidates<T extends { publickey: string; votes: string | bigint }>(candidates: T[]): (T & { rank: number })[] {
  return [...candidates]
    .sort((a, b) => {
      const d = BigInt(b.votes) - BigInt(a.votes);
      return d > 0n ? 1 : d < 0n ? -1 : a.publickey.localeCompare(b.publickey);
    })
    .map((c, i) => ({ ...c, rank: i + 1 }));
}
