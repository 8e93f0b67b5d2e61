/**
 * Turns read Neo X blocks (read-blocks.ts) into what the indexer records (pure; no I/O), on the N3 indexer's
 * activity model (../digest.ts: counters as per-block contributions, day sets, bucketed by each block's UTC hour
 * and day), for the `watched` addresses only (the listed Neo X contracts and tokens of the followed network):
 *  - invocations of a watched contract = the transactions sent to it (`to`), one per transaction, reverted ones
 *    included; its users = their distinct senders (day sets);
 *  - transfers a watched contract emits: ERC-20 `Transfer(address,address,uint256)` (3 topics) as token transfers
 *    with the holders touched (from and to, not the zero address), ERC-721 `Transfer` (4 topics) and ERC-1155
 *    `TransferSingle` / `TransferBatch` (one each) as NFT transfers;
 *  - the network per day: blocks, transactions, fees (each block's gas used × effective gas price, in gwei =
 *    10^-9 GAS, rounded to the nearest gwei per block), distinct active addresses (transaction senders);
 *  - contract creations (receipt.contractAddress) with their deployer, for the discovered contracts;
 *  - each holder's balance change per block of the watched ERC-20 tokens (`balances`, ../holders.ts shape: `from`
 *    −amount, `to` +amount, the zero address a mint/burn) from the `Transfer` logs of succeeded transactions (a
 *    reverted one has none) that carry their amount, for the holder counts (../apply-holders.ts).
 *
 * Reorgs: set members are stored tagged with the first block of the chunk that added them (`<member>@<block>`),
 * and every block gets a record of exactly what it contributed (`records`), so the blocks of a replaced tip can be
 * subtracted again (reorg.ts): counters by their per-block deltas, members by their tags (a member a kept block
 * added carries that block's tag and stays).
 */
import { bucketStart, type Resolution } from '../../../adapters/data/series.ts';
import type { Digest } from '../digest.ts';
import { shardOf } from '../subjects.ts';
import type { NeoXBlock } from './read-blocks.ts';
import type { BalanceChanges } from '../holders.ts';
import { NEOX_SUBJECTS as S } from './subjects.ts';

/** keccak256 topics of the transfer events (ERC-20 / ERC-721 share `Transfer`). */
export const TOPICS = {
  TRANSFER: '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
  TRANSFER_SINGLE: '0xc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f62',
  TRANSFER_BATCH: '0x4a39dc06d4c0dbc64b70af90fd698a233a518aa5d07e595d983b8c0526c8f7fb',
};
const ZERO = '0x0000000000000000000000000000000000000000';
const GWEI = 1_000_000_000n;

/** What one block added: counter deltas per point and tagged set members, so a replaced block can be taken out. */
export interface BlockRecord {
  number: number;
  hash: string;
  parentHash: string;
  /** [subject, resolution, bucket start, delta] */
  counters: [string, Resolution, string, number][];
  /** [subject, day start, tagged member] */
  members: [string, string, string][];
  /** [token, holder, balance change in the smallest unit as a decimal string]: taken out again on a reorg. */
  balances?: [string, string, string][];
}

export interface NeoXCreation {
  address: string;
  deployer: string;
  block: number;
  at: string;
  tx: string;
}

export interface NeoXDigest extends Digest {
  records: BlockRecord[];
  creations: NeoXCreation[];
  /** Token (lowercase) → holder balance changes per block (see the module comment). */
  balances: Map<string, BalanceChanges>;
}

/** The address in a 32-byte topic (its last 20 bytes), lowercase. */
const topicAddress = (topic: string | undefined) => (topic ? `0x${topic.slice(-40).toLowerCase()}` : ZERO);

/** Build the digest of `blocks` (ascending, consecutive) for the `watched` lowercase addresses. */
export function digestNeoXBlocks(
  blocks: NeoXBlock[],
  watched: ReadonlySet<string>,
  timeOf: (b: NeoXBlock) => number = (b) => b.time,
): NeoXDigest {
  const digest: NeoXDigest = {
    counters: new Map(),
    sets: new Map(),
    extremes: new Map(),
    lifecycle: [],
    records: [],
    creations: [],
    balances: new Map(),
  };
  const balance = (record: BlockRecord, token: string, holder: string, delta: bigint) => {
    if (holder === ZERO || delta === 0n) return;
    let c = digest.balances.get(token);
    if (!c) digest.balances.set(token, (c = { standard: 'ERC-20', perHolder: new Map() }));
    let blocks = c.perHolder.get(holder);
    if (!blocks) c.perHolder.set(holder, (blocks = new Map()));
    blocks.set(record.number, (blocks.get(record.number) ?? 0n) + delta);
    (record.balances ??= []).push([token, holder, String(delta)]);
  };
  const tagged = new Map<string, string>(); // set key + member → tagged member (the chunk's first block)
  for (const block of blocks) {
    const time = timeOf(block);
    const at = new Date(time).toISOString();
    const record: BlockRecord = {
      number: block.number,
      hash: block.hash,
      parentHash: block.parentHash,
      counters: [],
      members: [],
    };
    const deltas = new Map<string, [string, Resolution, string, number]>();
    const count = (subject: string, resolution: Resolution, delta: number) => {
      if (!delta) return;
      const bucket = bucketStart(time, resolution);
      const key = `${subject}|${resolution}|${bucket}`;
      let c = digest.counters.get(key);
      if (!c) digest.counters.set(key, (c = { subject, resolution, at: bucket, perBlock: new Map() }));
      c.perBlock.set(block.number, (c.perBlock.get(block.number) ?? 0) + delta);
      const d = deltas.get(key);
      if (d) d[3] += delta;
      else deltas.set(key, [subject, resolution, bucket, delta]);
    };
    const member = (subjectOf: (shard: number) => string, value: string) => {
      const subject = subjectOf(shardOf(value));
      const bucket = bucketStart(time, 'day');
      const key = `${subject}|${bucket}`;
      if (tagged.has(`${key}|${value}`)) return;
      const tag = `${value}@${block.number}`;
      tagged.set(`${key}|${value}`, tag);
      let s = digest.sets.get(key);
      if (!s) digest.sets.set(key, (s = { subject, at: bucket, members: new Set() }));
      s.members.add(tag);
      record.members.push([subject, bucket, tag]);
    };

    count(S.networkBlocks, 'day', 1);
    count(S.networkTransactions, 'day', block.transactions.length);
    const feeWei = block.transactions.reduce((sum, t) => sum + t.feeWei, 0n);
    count(S.networkFees, 'day', Number((feeWei + GWEI / 2n) / GWEI));
    for (const tx of block.transactions) {
      member(S.networkAddresses, tx.from);
      if (tx.to && watched.has(tx.to)) {
        count(S.invocations(tx.to), 'hour', 1);
        count(S.invocations(tx.to), 'day', 1);
        member((s) => S.senders(tx.to!, s), tx.from);
      }
      for (const log of tx.logs) {
        if (!watched.has(log.address)) continue;
        const [topic0] = log.topics;
        if (topic0 === TOPICS.TRANSFER && log.topics.length === 3) {
          count(S.tokenTransfers(log.address), 'day', 1);
          for (const holder of [topicAddress(log.topics[1]), topicAddress(log.topics[2])])
            if (holder !== ZERO) member((s) => S.tokenHolders(log.address, s), holder);
          const amount = tx.success && log.data && log.data !== '0x' ? BigInt(log.data) : 0n;
          balance(record, log.address, topicAddress(log.topics[1]), -amount);
          balance(record, log.address, topicAddress(log.topics[2]), amount);
        } else if (
          (topic0 === TOPICS.TRANSFER && log.topics.length === 4) ||
          topic0 === TOPICS.TRANSFER_SINGLE ||
          topic0 === TOPICS.TRANSFER_BATCH
        ) {
          count(S.nftTransfers(log.address), 'day', 1);
        }
      }
      if (tx.contractAddress)
        digest.creations.push({ address: tx.contractAddress, deployer: tx.from, block: block.number, at, tx: tx.hash });
    }
    record.counters = [...deltas.values()];
    digest.records.push(record);
    digest.newest = { index: block.number, hash: block.hash, at };
  }
  return digest;
}
