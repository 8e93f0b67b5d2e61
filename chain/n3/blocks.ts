/**
 * One meaning of "block" (issue #32): a node's `getblockcount` is the number of blocks, one more than the newest
 * block's index (the genesis block is 0). Every "at block N", "as of block N" and "Block height" label names the
 * newest block. No dependency: the indexer, the API and the browser share it.
 */

/** The newest block's index for a `getblockcount` answer. Throws a RangeError for anything but an integer ≥ 1. */
export function newestBlockOf(blockCount: number): number {
  if (!Number.isInteger(blockCount) || blockCount < 1) throw new RangeError(`not a block count: ${blockCount}`);
  return blockCount - 1;
}
