/**
 * Writes the balance changes of a chunk (holders.ts) so that holders can be counted, idempotently like the rest of
 * the indexer (apply.ts) and with no transaction across items (DynamoDB's cost, dynalite's lack):
 *
 * - Each holder's balance item keeps, per lane, the highest block it added (the lanes add their blocks in ascending
 *   order): a chunk adds only the blocks above it, so a chunk written twice adds nothing twice. Its write is
 *   conditional on the marker it read.
 * - A contract's holder count (accounts with balance > 0) changes by the zero↔non-zero transitions ("flips") of its
 *   holders' balances. A write records its flip on the balance item (`flip`, added to a flip the count has not taken
 *   yet), and after the holders the count takes, per lane, every recorded flip whose block lies after the count's
 *   marker and within the chunk, then moves its marker to the chunk's last block (conditional on the marker read).
 *   A run killed between the two finds the flips on the items when it reads the chunk again: nothing is lost or
 *   counted twice, whatever the chunk's size on the second run (a flip recorded beyond the chunk waits for the chunk
 *   that covers its block, which reads that holder again since it has a transfer there).
 * - Balances of the two lanes add up whatever their order; a balance may be negative while the backfill has not
 *   reached a holder's earlier receipts, and the count is right once both lanes covered the contract's history.
 *
 * DynamoDB cost per chunk: per holder touched one read (batched by 100) and one conditional write; per contract one
 * read and one write of its count.
 */
import { mapLimit } from '../../../chain/n3/rpc.ts';
import type { Lane } from '../../adapters/data/series.ts';
import {
  addToHolderCount,
  readAllBalances,
  readBalances,
  readHolderCount,
  setHolderCount,
  writeBalance,
} from '../../adapters/data/balances.ts';
import type { BalanceChanges } from './holders.ts';

/** Writes at once against the table. */
const WRITES_IN_FLIGHT = 8;

/** The flip of a balance going from `before` to `after`: +1 when it becomes > 0, −1 when it stops being, else 0. */
export const flipOf = (before: bigint, after: bigint) => Number(after > 0n) - Number(before > 0n);

/**
 * Apply `changes` of blocks up to `lastBlock` (the chunk's last block) for `lane` on the chain whose block 0 is
 * `chain` (see the module comment). Throws when the table is unreachable or another writer moved a marker.
 */
export async function applyBalanceChanges(
  chain: string,
  changes: Map<string, BalanceChanges>,
  lane: Lane,
  lastBlock: number,
): Promise<void> {
  await mapLimit([...changes], 2, async ([contract, { perHolder }]) => {
    const count = await readHolderCount(chain, contract, lane);
    const counted = count?.mark ?? -1;
    if (counted >= lastBlock) return; // this chunk was counted: its balances were written before the count
    const stored = await readBalances(chain, contract, [...perHolder.keys()], lane);
    const flips = await mapLimit([...perHolder], WRITES_IN_FLIGHT, async ([holder, blocks]) => {
      const previous = stored.get(holder)!;
      const todo = [...blocks].filter(([b]) => b > previous.mark);
      let recorded = { mark: previous.mark, flip: previous.flip };
      if (todo.length) {
        const balance = todo.reduce((sum, [, delta]) => sum + delta, previous.balance);
        // A flip the count has not taken yet (written after its marker) rides along with this one.
        const untaken = previous.mark > counted ? previous.flip : 0;
        recorded = { mark: Math.max(...todo.map(([b]) => b)), flip: untaken + flipOf(previous.balance, balance) };
        await writeBalance(chain, contract, previous, { balance, ...recorded }, lane);
      }
      return recorded.mark > counted && recorded.mark <= lastBlock ? recorded.flip : 0;
    });
    await addToHolderCount(
      chain,
      contract,
      flips.reduce((a, b) => a + b, 0),
      counted,
      lastBlock,
      lane,
    );
  });
}

/**
 * Take the tip lane's balance changes of blocks `fork` and later out again (the Neo X indexer's replaced blocks,
 * neox/reorg.ts): `changes` is contract → holder → block → change, as the replaced blocks' records hold them. A
 * holder whose tip marker is at or above `fork` gets those of its changes the marker covers subtracted and its
 * marker set to `fork − 1` (conditional on the marker read); one below it was taken out already (a revert run
 * twice subtracts nothing twice). Each contract's count is then recounted from its balances (accounts > 0) with
 * its tip marker at `fork − 1`, so the new chain's blocks from `fork` are added as new ones.
 */
export async function revertBalanceChanges(
  chain: string,
  changes: Map<string, Map<string, Map<number, bigint>>>,
  fork: number,
): Promise<void> {
  await mapLimit([...changes], 2, async ([contract, perHolder]) => {
    const stored = await readBalances(chain, contract, [...perHolder.keys()], 'tip');
    await mapLimit([...perHolder], WRITES_IN_FLIGHT, async ([holder, blocks]) => {
      const previous = stored.get(holder)!;
      if (previous.mark < fork) return;
      const balance = [...blocks]
        .filter(([b]) => b >= fork && b <= previous.mark)
        .reduce((sum, [, delta]) => sum - delta, previous.balance);
      await writeBalance(chain, contract, previous, { balance, mark: fork - 1, flip: 0 }, 'tip');
    });
    const holders = [...(await readAllBalances(chain, contract)).values()].filter((b) => b > 0n).length;
    const count = await readHolderCount(chain, contract, 'tip');
    await setHolderCount(chain, contract, holders, Math.min(count?.mark ?? fork - 1, fork - 1), 'tip');
  });
}
