/**
 * GAS reward arithmetic of N3 (NEO.md §1.2, §1.5), in integers: GAS amounts are fractions of 10^-8 GAS (datoshi),
 * NEO is whole. Every input comes from the chain the figure is about: GasPerBlock (`NEO.getGasPerBlock`), the block
 * time (`Policy.getMillisecondsPerBlock`), the committee (RPC getcommittee), the next block's validators (RPC
 * getnextblockvalidators) and the candidates' votes (RPC getcandidates). No network's constant stands in for them:
 * GasPerBlock and the block time changed on mainnet in 2026 (NEO.md §1.8), and a private network's committee may be
 * one member where mainnet's is 21.
 */

/** Reward split of NeoToken.cs: holders 10 %, committee 10 %, voters 80 % (NEO.md §1.1). */
export const REWARD_RATIO = { holder: 10n, committee: 10n, voter: 80n } as const;
/** NEO total supply, the same on every N3 network (NEO.md §0). */
export const NEO_TOTAL_SUPPLY = 100_000_000n;
/** Days in each period the calculator shows (SPEC §9: weekly 7, monthly 30, yearly 365). */
export const PERIOD_DAYS = { daily: 1n, weekly: 7n, monthly: 30n, yearly: 365n } as const;
export type Period = keyof typeof PERIOD_DAYS;
const DAY_MS = 86_400_000n;

/**
 * The committee as the node answers it: `members` (RPC getcommittee, m public keys) and `validators` (RPC
 * getnextblockvalidators, the first n members of NeoToken's cached committee). Keys are 33-byte compressed, hex.
 */
export interface Committee {
  members: string[];
  validators: string[];
}

/** A registered candidate and its votes in whole NEO (RPC getcandidates; decimal string or bigint). */
export interface CandidateVotesLike {
  publickey: string;
  votes: string | bigint;
}

/** Blocks per day for a block time in milliseconds (floor). */
export const blocksPerDay = (msPerBlock: number): bigint => DAY_MS / BigInt(Math.max(1, Math.round(msPerBlock)));

/** Daily GAS (datoshi) to `neo` NEO for holding: N × G × 10 % × B / total supply (NEO.md §1.5). */
export function dailyHolderReward(neo: bigint, gasPerBlock: bigint, msPerBlock: number): bigint {
  return (neo * gasPerBlock * REWARD_RATIO.holder * blocksPerDay(msPerBlock)) / (100n * NEO_TOTAL_SUPPLY);
}

/**
 * NeoToken's voter-reward factor of the candidate `publicKey` (NEO.md §1.2, NeoToken.cs `PostPersist`): 2 when it is
 * one of the next block's validators, 1 when another committee member, 0 outside the committee.
 */
export function voterFactor(publicKey: string, committee: Committee): 0n | 1n | 2n {
  const key = publicKey.toLowerCase();
  const has = (keys: string[]) => keys.some((k) => k.toLowerCase() === key);
  if (has(committee.validators)) return 2n;
  return has(committee.members) ? 1n : 0n;
}

/**
 * Daily GAS (datoshi) to `neo` NEO voting for a candidate with `candidateVotes` votes and NeoToken `factor`:
 * N × f × G × 80 % × B / ((m + n) × V), m the committee's size and n the validators' count (NEO.md §1.2: every m
 * blocks each member's voters share f × G × 80 % × m / (m + n); mainnet's 21 + 7 = 28 shares, a one-node privnet's
 * 1 + 1 = 2). Zero for f = 0, no votes, or an empty committee.
 */
export function dailyVoterReward(
  neo: bigint,
  gasPerBlock: bigint,
  msPerBlock: number,
  candidateVotes: bigint,
  factor: 0n | 1n | 2n,
  committee: Committee,
): bigint {
  const shares = BigInt(committee.members.length + committee.validators.length);
  if (factor === 0n || candidateVotes <= 0n || shares === 0n) return 0n;
  return (
    (neo * factor * gasPerBlock * REWARD_RATIO.voter * blocksPerDay(msPerBlock)) / (100n * shares * candidateVotes)
  );
}

/** What an account's daily GAS is computed from (all read from the same node). */
export interface RewardInputs {
  /** GasPerBlock, datoshi. */
  gasPerBlock: bigint;
  msPerBlock: number;
  /** undefined: not read. */
  committee: Committee | undefined;
  /** The registered candidates with their votes; undefined: not read. */
  candidates: CandidateVotesLike[] | undefined;
}

/**
 * Daily GAS (datoshi) of `neo` NEO voting for `voteTo` (a public key, or undefined when not voting): the holder share
 * plus, when voting, the voter share of the candidate's factor and votes. A candidate missing from `candidates` has
 * no votes in NeoToken's committee cache, so its voters earn the holder share only. Undefined when the account votes
 * and the committee or the candidates were not read (the figure is then unknown, never the holder share alone).
 */
export function dailyAccountReward(neo: bigint, voteTo: string | undefined, inputs: RewardInputs): bigint | undefined {
  const holder = dailyHolderReward(neo, inputs.gasPerBlock, inputs.msPerBlock);
  if (!voteTo) return holder;
  if (!inputs.committee || !inputs.candidates) return undefined;
  const voted = inputs.candidates.find((c) => c.publickey.toLowerCase() === voteTo.toLowerCase());
  if (!voted) return holder;
  const factor = voterFactor(voteTo, inputs.committee);
  return (
    holder + dailyVoterReward(neo, inputs.gasPerBlock, inputs.msPerBlock, BigInt(voted.votes), factor, inputs.committee)
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

/**
 * Candidates ordered by votes (descending, ties by public key ascending, NeoToken's committee order; NEO.md §1.5),
 * each with its place in that order (`rank`, 1-based). The order says nothing about the committee: a standby
 * committee ignores it; `voterFactor` answers membership from the node's own committee.
 */
export function rankCandidates<T extends CandidateVotesLike>(candidates: T[]): (T & { rank: number })[] {
  return [...candidates]
    .sort((a, b) => {
      const d = BigInt(b.votes) - BigInt(a.votes);
      return d > 0n ? 1 : d < 0n ? -1 : a.publickey < b.publickey ? -1 : a.publickey > b.publickey ? 1 : 0;
    })
    .map((c, i) => ({ ...c, rank: i + 1 }));
}
