/**
 * The passes of the indexer bench over one set of blocks (indexer.ts module comment): the bare batched fetch and the
 * indexer, alternated on the same node, each timed in blocks per second.
 */
import type { Lane } from '../functions/adapters/data/series.ts';
import { median } from './budgets.ts';
import { pairedRatio, type MeasuredRates } from './indexer-model.ts';
import type { MemoryWatch } from './memory.ts';

/** One kind of block (empty, full) on one chain: the bare fetch's and the indexer's rates, blocks per second. */
export interface PassRates {
  blocks: number;
  /** Median of the timed bare passes. */
  bareBlocksPerSecond: number;
  /**
   * Median of the indexer's timed backfill-lane passes: the lane that indexes a range of history (a first week, the
   * 30 days before a listing); the judged rate.
   */
  indexerBlocksPerSecond: number;
  /** Median of its tip-lane passes (blocks as they arrive; on Neo X it also keeps each block's record for reorgs). */
  tipBlocksPerSecond: number;
  /** indexer ÷ bare: the median over the backfill rounds of each pass over the bare pass before it (pairedRatio). */
  ratio: number | undefined;
  /** Every timed pass, for the record. */
  bareSamples: number[];
  backfillSamples: number[];
  tipSamples: number[];
}

/** What one chain's bench measured and projects. */
export interface ChainIndexerBench extends MeasuredRates {
  empty: PassRates;
  full: PassRates;
}

/** Blocks per second of `work` over `blocks` blocks. */
async function timed(blocks: number, work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return blocks / ((performance.now() - started) / 1000);
}

/** Timed rounds (half on each lane), after one untimed round that warms up the code paths, the node and the table. */
const ROUNDS = 10;

/**
 * The passes over one set of blocks: a warm-up round, then ROUNDS rounds of a bare pass and an indexer pass, the
 * indexer alternating its backfill and tip lanes (each lane's writes are idempotent, so a repeated pass sends the
 * same requests as the first); the rates are medians, so a moment of load elsewhere on the machine does not decide
 * them. The retained heap is sampled after each round.
 */
export async function pairedPasses(
  blocks: number,
  bare: () => Promise<unknown>,
  index: (lane: Lane) => Promise<unknown>,
  memory: MemoryWatch,
): Promise<PassRates> {
  await bare();
  await index('backfill');
  const bareSamples: number[] = [];
  const samples: Record<Lane, number[]> = { tip: [], backfill: [] };
  const bareBefore: Record<Lane, number[]> = { tip: [], backfill: [] };
  for (let round = 0; round < ROUNDS; round++) {
    const lane: Lane = round % 2 ? 'tip' : 'backfill';
    const bareRate = await timed(blocks, bare);
    bareSamples.push(bareRate);
    bareBefore[lane].push(bareRate);
    samples[lane].push(await timed(blocks, () => index(lane)));
    memory.sampleHeap();
  }
  const bareBlocksPerSecond = median(bareSamples)!;
  const indexerBlocksPerSecond = median(samples.backfill)!;
  return {
    blocks,
    bareBlocksPerSecond,
    indexerBlocksPerSecond,
    tipBlocksPerSecond: median(samples.tip)!,
    ratio: pairedRatio(samples.backfill, bareBefore.backfill),
    bareSamples,
    backfillSamples: samples.backfill,
    tipSamples: samples.tip,
  };
}

/** The bare fetch's rates in the cost model's shape (what the node alone allows, for the projections' record). */
export const bareRates = (empty: PassRates, full: PassRates, transactionsPerFullBlock: number): MeasuredRates => ({
  emptyBlocksPerSecond: empty.bareBlocksPerSecond,
  fullBlocksPerSecond: full.bareBlocksPerSecond,
  transactionsPerFullBlock,
});

/** What `emptyAndFullPasses` measured: the indexer's rates and the bare fetch's, in the cost model's shape. */
export interface EmptyAndFull {
  rates: MeasuredRates;
  bare: MeasuredRates;
  empty: PassRates;
  full: PassRates;
}

/**
 * One chain's measurement: paired passes (`pairedPasses`) over the empty blocks `[from, to)`, then over the full
 * ones, with `transactionsPerFullBlock` the full blocks' mean; `bareFetch(from, to)` and `index(lane, from, to)` do
 * one pass over a range.
 */
export async function emptyAndFullPasses(
  ranges: { empty: [number, number]; full: [number, number] },
  transactionsPerFullBlock: number,
  bareFetch: (from: number, to: number) => Promise<unknown>,
  index: (lane: Lane, from: number, to: number) => Promise<unknown>,
  memory: MemoryWatch,
): Promise<EmptyAndFull> {
  const pass = ([from, to]: [number, number]) =>
    pairedPasses(
      to - from,
      () => bareFetch(from, to),
      (lane) => index(lane, from, to),
      memory,
    );
  const empty = await pass(ranges.empty);
  const full = await pass(ranges.full);
  const rates: MeasuredRates = {
    emptyBlocksPerSecond: empty.indexerBlocksPerSecond,
    fullBlocksPerSecond: full.indexerBlocksPerSecond,
    transactionsPerFullBlock,
  };
  return { rates, bare: bareRates(empty, full, transactionsPerFullBlock), empty, full };
}
