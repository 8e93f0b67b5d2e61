/**
 * Reorg safety of the Neo X indexer. Every block the tip lane writes leaves a record of what it added
 * (digest.ts `BlockRecord`: its hash, parent hash, counter deltas and tagged set members; document
 * `neox-block`, key the block number, kept `RECORD_TTL_SECONDS`). Before a run goes on, the newest indexed block's
 * hash is compared with the node's block of that number, and each chunk's first block's parent hash with the
 * newest indexed hash: on a mismatch the fork point is the block after the newest one whose recorded hash the node
 * still has, and the blocks from there are taken out again (`revertFrom`), newest first: counters by their
 * recorded deltas (series.ts `revertBlockContributions`, conditional on the tip marker, so reverting twice
 * subtracts nothing twice), tagged members removed, ERC-20 balance changes subtracted and the holder counts
 * recounted (../apply-holders.ts `revertBalanceChanges`). The tip lane then reads the new chain from the fork point.
 */
import { getDocument, putDocument } from '../../../adapters/data/documents.ts';
import { removeMembers, revertBlockContributions, type Resolution } from '../../../adapters/data/series.ts';
import { mapLimit } from '../../../../chain/n3/rpc.ts';
import type { BlockRecord } from './digest.ts';
import { revertBalanceChanges } from '../apply-holders.ts';

export const BLOCK_DOCS = 'neox-block';
/** How long a block's record is kept: a reorg deeper than a day of blocks is not taken out (the run fails, says so). */
export const RECORD_TTL_SECONDS = 24 * 3600;

/** Store the records of blocks the tip lane is about to write (before their contributions: see the module comment). */
export async function storeBlockRecords(records: BlockRecord[], now = Date.now()): Promise<void> {
  const expiresAt = Math.floor(now / 1000) + RECORD_TTL_SECONDS;
  await mapLimit(records, 8, (r) => putDocument(BLOCK_DOCS, r.number, r, expiresAt));
}

export const blockRecord = (n: number) => getDocument<BlockRecord>(BLOCK_DOCS, n);

/**
 * The first block to read again: walking down from `newest`, the block after the first one whose recorded hash is
 * the node's (`hashAt`), not below `floor` (the tip lane's first block). Throws when no recorded block matches.
 */
export async function forkPoint(
  newest: number,
  floor: number,
  hashAt: (n: number) => Promise<string>,
): Promise<number> {
  for (let n = newest; n >= floor; n--) {
    const record = await blockRecord(n);
    if (!record) break;
    if (record.hash === (await hashAt(n))) return n + 1;
  }
  if (newest < floor) return floor;
  throw new Error(
    `Neo X reorg deeper than the recorded blocks (${floor}–${newest}): the indexed figures cannot follow it; reset the Neo X cursor`,
  );
}

/**
 * Take the contributions of blocks `fork` … `newest` out again (see the module comment), the balances those of the
 * chain named `chain` (its genesis hash, ../holder-figures.ts `balancesChain`); answers how many blocks.
 */
export async function revertFrom(fork: number, newest: number, chain?: string): Promise<number> {
  const records = (
    await mapLimit(
      Array.from({ length: Math.max(0, newest - fork + 1) }, (_, i) => fork + i),
      8,
      (n) => blockRecord(n),
    )
  ).filter((r): r is BlockRecord => !!r);
  const points = new Map<
    string,
    { subject: string; resolution: Resolution; at: string; perBlock: Map<number, number> }
  >();
  for (const r of records)
    for (const [subject, resolution, at, delta] of r.counters) {
      const key = `${subject}|${resolution}|${at}`;
      let p = points.get(key);
      if (!p) points.set(key, (p = { subject, resolution, at, perBlock: new Map() }));
      p.perBlock.set(r.number, (p.perBlock.get(r.number) ?? 0) + delta);
    }
  await mapLimit([...points.values()], 8, (p) =>
    revertBlockContributions(p.subject, p.resolution, p.at, p.perBlock, fork),
  );
  const sets = new Map<string, { subject: string; at: string; members: string[] }>();
  for (const r of records)
    for (const [subject, at, member] of r.members) {
      const key = `${subject}|${at}`;
      const s = sets.get(key) ?? { subject, at, members: [] };
      s.members.push(member);
      sets.set(key, s);
    }
  await mapLimit([...sets.values()], 8, (s) => removeMembers(s.subject, s.at, s.members));
  if (chain !== undefined) {
    const balances = new Map<string, Map<string, Map<number, bigint>>>();
    for (const r of records)
      for (const [token, holder, delta] of r.balances ?? []) {
        const perHolder = balances.get(token) ?? new Map<string, Map<number, bigint>>();
        balances.set(token, perHolder);
        const blocks = perHolder.get(holder) ?? new Map<number, bigint>();
        perHolder.set(holder, blocks);
        blocks.set(r.number, (blocks.get(r.number) ?? 0n) + BigInt(delta));
      }
    await revertBalanceChanges(chain, balances, fork);
  }
  // The records stay: the new chain's blocks overwrite them, and a run killed before its cursor moved back finds
  // the same fork point again and subtracts nothing twice.
  return records.length;
}
