/**
 * The indexer bench's arithmetic (pure): the cost of a block from two measured rates, the projected time of a
 * mainnet-shaped range of blocks, and the indexer's rate against the bare batched fetch of the same blocks.
 *
 * Cost model: indexing a block of n transactions takes a + b·n seconds, where a is one empty block (from the rate
 * on empty blocks) and b one more transaction (from the rate on blocks of about 100 transactions).
 */

/** What one pass over empty blocks and one over full blocks measured (blocks per second). */
export interface MeasuredRates {
  emptyBlocksPerSecond: number;
  fullBlocksPerSecond: number;
  /** The full blocks' mean transactions per block. */
  transactionsPerFullBlock: number;
}

/** A mainnet-shaped range of blocks to project: how many, at which block time, with how many transactions each. */
export interface ChainShape {
  blocks: number;
  /** Seconds between blocks (how `blocks` was derived; printed with the figure). */
  blockSeconds: number;
  transactionsPerBlock: number;
}

/**
 * N3 mainnet, 30 days: 864,000 blocks of 3 s (the block time the Council voted, NEO.md §1.8), at the bench's stated
 * average of 10 transactions a block (MAINNET_TX_PER_BLOCK in indexer.ts; mainnet's blocks usually carry fewer).
 */
export const N3_MAINNET_30_DAYS: ChainShape = { blocks: (30 * 86_400) / 3, blockSeconds: 3, transactionsPerBlock: 10 };

/** N3 mainnet, one week: 201,600 blocks of 3 s, 10 transactions a block (the earlier budget, kept). */
export const N3_MAINNET_WEEK: ChainShape = { blocks: (7 * 86_400) / 3, blockSeconds: 3, transactionsPerBlock: 10 };

/**
 * Neo X mainnet, one week: 120,960 blocks of 5 s (dBFT `period` 5 in bane-labs/go-ethereum
 * config/genesis_mainnet.json since "config: reduce dBFT block time to 5s", NEO.md §5.1), at an average of 20
 * transactions a block (issue 30's stated load).
 */
export const NEOX_MAINNET_WEEK: ChainShape = { blocks: (7 * 86_400) / 5, blockSeconds: 5, transactionsPerBlock: 20 };

/**
 * Seconds per block (a) and per transaction (b) of the cost model; b is 0 when full blocks were not slower than
 * empty ones. Throws RangeError on a rate that is not a positive number or a full block without transactions.
 */
export function blockCost(rates: MeasuredRates): { a: number; b: number } {
  const { emptyBlocksPerSecond: empty, fullBlocksPerSecond: full, transactionsPerFullBlock: n } = rates;
  if (!(empty > 0) || !(full > 0) || !Number.isFinite(empty) || !Number.isFinite(full))
    throw new RangeError(`Rates must be positive blocks per second (empty ${empty}, full ${full})`);
  if (!(n > 0)) throw new RangeError(`Full blocks must carry transactions (${n} per block measured)`);
  const a = 1 / empty;
  return { a, b: Math.max(0, (1 / full - a) / n) };
}

/** Minutes to index `shape` at the measured rates (blockCost; throws its RangeError). */
export function projectedMinutes(rates: MeasuredRates, shape: ChainShape): number {
  const { a, b } = blockCost(rates);
  return (shape.blocks * (a + b * shape.transactionsPerBlock)) / 60;
}

/**
 * The indexer's rate as a multiple of the bare batched fetch's rate on the same blocks (1 = as fast as the node
 * serves them); undefined when either rate is not a positive finite number (never a pass).
 */
export function rateRatio(indexerRate: number, bareRate: number): number | undefined {
  const ok = (r: number) => Number.isFinite(r) && r > 0;
  return ok(indexerRate) && ok(bareRate) ? indexerRate / bareRate : undefined;
}

/**
 * How much the retained heap grew over the run, MB: per series (one per chain's indexer, memory.ts), the largest
 * sample after its first minus its first (each sampled after a full garbage collection, between passes), and the
 * largest of those; 0 when it never grew, undefined when no series has two samples. A series starts once its
 * indexer has run a first round, so what the second chain's part loads and sets up once is not counted as growth
 * with the blocks indexed (on 2026-11-28: N3 44.3 → 44.9 MB over its 20 passes, a step to 69.1 MB at the Neo X
 * part's start, then 69.1 → 70.0 MB over its 20).
 */
export function heapGrowthMb(series: number[][]): number | undefined {
  const growths = series
    .filter((samples) => samples.length >= 2)
    .map(([first, ...rest]) => Math.max(0, Math.max(...rest) - first!) / 2 ** 20);
  return growths.length ? Math.max(...growths) : undefined;
}

/**
 * The ratio of paired passes: each indexer pass's rate over the bare pass run just before it, the median of those
 * (a moment of load elsewhere on the machine slows one pair, not the figure); undefined when no pair measured.
 * Throws RangeError when the lists differ in length.
 */
export function pairedRatio(indexerRates: number[], bareRates: number[]): number | undefined {
  if (indexerRates.length !== bareRates.length)
    throw new RangeError(`${indexerRates.length} indexer passes cannot pair with ${bareRates.length} bare passes`);
  const ratios = indexerRates
    .map((rate, i) => rateRatio(rate, bareRates[i]!))
    .filter((r): r is number => r !== undefined)
    .sort((a, b) => a - b);
  if (!ratios.length) return undefined;
  const mid = Math.floor(ratios.length / 2);
  return ratios.length % 2 ? ratios[mid] : (ratios[mid - 1]! + ratios[mid]!) / 2;
}
