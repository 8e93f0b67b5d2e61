/**
 * Turns read blocks into what the indexer records (pure; no I/O), bucketed by the UTC hour and day of each
 * block's time (`timeOf`, the header's time unless a test injects another clock):
 *  - counters: per contract invocations per hour and day (invocation.ts), per NEP-17 token and NEP-11
 *    collection transfers per day, network blocks, transactions and fees (GAS fractions of 10^-8) per day — each
 *    as per-block contributions, so the writer can apply every block to a bucket exactly once (apply.ts);
 *  - sets: distinct senders per contract per day, distinct holders touched per token per day, distinct active
 *    addresses (transaction signers) per day — set members, whose union is idempotent by nature;
 *  - first and last invocation per contract (block, time, transaction);
 *  - ContractManagement Deploy / Update / Destroy events with their transaction's sender.
 */
import { bucketStart, type Resolution } from '../../adapters/data/series.ts';
import { contractsInvoked, lifecycleEvents, transfersOf, type LifecycleEvent } from './invocation.ts';
import type { ChainBlock } from './read-blocks.ts';
import { SHARDS, SUBJECTS, shardOf } from './subjects.ts';

export interface Counter {
  subject: string;
  resolution: Resolution;
  at: string;
  perBlock: Map<number, number>;
}
export interface MemberSet {
  subject: string;
  at: string;
  members: Set<string>;
}
export interface Sighting {
  block: number;
  at: string;
  tx: string;
}
export interface LifecycleSighting extends Sighting {
  event: LifecycleEvent;
  hash: string;
  sender: string;
}

export interface Digest {
  counters: Map<string, Counter>;
  sets: Map<string, MemberSet>;
  /** First and last invocation per contract hash within these blocks. */
  extremes: Map<string, { first: Sighting; last: Sighting }>;
  lifecycle: LifecycleSighting[];
  /** The newest block read: index, hash, time (ISO, through `timeOf`). */
  newest?: { index: number; hash: string; at: string };
}

/** The start of a block's UTC hour and day (series.ts `bucketStart`). */
type Buckets = Record<Resolution, string>;

/** Build the digest of `blocks` (in ascending order). `contractManagement` is its 0x hash (chain/n3/native.ts). */
export function digestBlocks(
  blocks: ChainBlock[],
  contractManagement: string,
  timeOf: (b: ChainBlock) => number = (b) => b.time,
): Digest {
  const builder = digestBuilder(contractManagement, timeOf);
  for (const block of blocks) builder.add(block);
  return builder.digest;
}

/**
 * A digest built one block at a time, so the indexer can digest the blocks whose logs have arrived while the node is
 * still answering for the others (read-blocks.ts `onBlock`): `add` the blocks in ascending order (only their
 * transactions' executions are read, not the block's own), then read `digest`, the same as `digestBlocks` answers.
 */
export function digestBuilder(
  contractManagement: string,
  timeOf: (b: ChainBlock) => number = (b) => b.time,
): { add(block: ChainBlock): void; readonly digest: Digest } {
  const digest: Digest = { counters: new Map(), sets: new Map(), extremes: new Map(), lifecycle: [] };
  // The hour and day buckets of a block are computed once per block (`buckets`), not per transaction and series,
  // and a contract's subjects once per digest (`subjectsOf`); points are found by subject, then bucket, without
  // building a key per transaction: this function runs over every transaction a backfill reads.
  const counterOf: Record<Resolution, Map<string, Map<string, Counter>>> = { hour: new Map(), day: new Map() };
  const count = (subject: string, resolution: Resolution, buckets: Buckets, block: number, delta: number) => {
    if (!delta) return;
    const at = buckets[resolution];
    let points = counterOf[resolution].get(subject);
    if (!points) counterOf[resolution].set(subject, (points = new Map()));
    let c = points.get(at);
    if (!c) {
      c = { subject, resolution, at, perBlock: new Map() };
      points.set(at, c);
      digest.counters.set(`${subject}|${resolution}|${at}`, c);
    }
    c.perBlock.set(block, (c.perBlock.get(block) ?? 0) + delta);
  };
  const setOf = new Map<string, Map<string, MemberSet>>();
  const member = (shards: readonly string[], buckets: Buckets, value: string) => {
    const subject = shards[shardOf(value)]!;
    const at = buckets.day;
    let points = setOf.get(subject);
    if (!points) setOf.set(subject, (points = new Map()));
    let s = points.get(at);
    if (!s) {
      s = { subject, at, members: new Set() };
      points.set(at, s);
      digest.sets.set(`${subject}|${at}`, s);
    }
    s.members.add(value);
  };
  const shardsOf = (subjectOf: (shard: number) => string) => Array.from({ length: SHARDS }, (_, i) => subjectOf(i));
  const networkAddresses = shardsOf(SUBJECTS.networkAddresses);
  const contractSubjects = new Map<string, ReturnType<typeof subjectsOfContract>>();
  const subjectsOfContract = (contract: string) => ({
    invocations: SUBJECTS.invocations(contract),
    senders: shardsOf((shard) => SUBJECTS.senders(contract, shard)),
    tokenTransfers: SUBJECTS.tokenTransfers(contract),
    tokenHolders: shardsOf((shard) => SUBJECTS.tokenHolders(contract, shard)),
    nftTransfers: SUBJECTS.nftTransfers(contract),
  });
  const subjectsOf = (contract: string) => {
    let subjects = contractSubjects.get(contract);
    if (!subjects) contractSubjects.set(contract, (subjects = subjectsOfContract(contract)));
    return subjects;
  };

  const add = (block: ChainBlock) => {
    const time = timeOf(block);
    const at = new Date(time).toISOString();
    const buckets: Buckets = { hour: bucketStart(time, 'hour'), day: bucketStart(time, 'day') };
    count(SUBJECTS.networkBlocks, 'day', buckets, block.index, 1);
    count(SUBJECTS.networkTransactions, 'day', buckets, block.index, block.transactions.length);
    for (const tx of block.transactions) {
      // Fees per day in GAS fractions; a day's fees stay far below 2^53 fractions (90 million GAS).
      count(SUBJECTS.networkFees, 'day', buckets, block.index, Number(tx.feeFractions));
      for (const signer of tx.signers) member(networkAddresses, buckets, signer);
      const sighting = { block: block.index, at, tx: tx.hash };
      for (const contract of contractsInvoked(tx.script, tx.executions)) {
        const subjects = subjectsOf(contract);
        count(subjects.invocations, 'hour', buckets, block.index, 1);
        count(subjects.invocations, 'day', buckets, block.index, 1);
        member(subjects.senders, buckets, tx.sender);
        const seen = digest.extremes.get(contract);
        if (!seen) digest.extremes.set(contract, { first: sighting, last: sighting });
        else seen.last = sighting;
      }
      for (const t of transfersOf(tx.executions)) {
        const subjects = subjectsOf(t.contract);
        if (t.standard === 'NEP-17') {
          count(subjects.tokenTransfers, 'day', buckets, block.index, 1);
          for (const holder of [t.from, t.to]) if (holder) member(subjects.tokenHolders, buckets, holder);
        } else {
          count(subjects.nftTransfers, 'day', buckets, block.index, 1);
        }
      }
      for (const [event, hash] of lifecycleEvents(tx.executions, contractManagement)) {
        digest.lifecycle.push({ ...sighting, event, hash, sender: tx.sender });
      }
    }
    digest.newest = { index: block.index, hash: block.hash, at };
  };
  return { add, digest };
}
