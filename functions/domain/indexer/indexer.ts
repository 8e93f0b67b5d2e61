/**
 * The incremental Neo N3 indexer: one call of `advanceIndexer` moves the persisted cursor (cursor.ts) forward.
 *
 * - First run: the cursor is created. The tip lane starts at the current height; the backfill lane covers the
 *   blocks of the `backfillDays` (30) days before it, from the first block at or after that time (binary search
 *   over block headers).
 * - Every run: the tip lane first (every block up to the height, so the figures stay current), then the
 *   backfill lane while the run's time budget lasts, in chunks of `chunkBlocks`. A chunk is read (read-blocks.ts:
 *   JSON-RPC batches, bounded concurrency, retries with backoff), digested (digest.ts), written idempotently
 *   (apply.ts; the balances per holder: holders.ts, apply-holders.ts), its Deploy/Update/Destroy events recorded (discovery.ts), and only then the lane's cursor moves.
 *   While a chunk is written, the lane's next chunk is read (one chunk ahead at most).
 *   A run that fails or is killed loses nothing written and repeats nothing twice.
 * - Mails (new contracts, updates of watched contracts) go out at the end of a run (discovery.ts).
 * - A node answering for another chain (another genesis block, e.g. a privnet started afresh) starts the
 *   cursor over. N3's dBFT gives one-block finality, so a written block is never rolled back.
 * - The cursor records the network the node is on (`getversion` magic, network.ts): the figures are of it.
 */
import type { N3Rpc } from '../../../chain/n3/rpc.ts';
import { NATIVE } from '../../../chain/n3/native.ts';
import type { Lane } from '../../adapters/data/series.ts';
import { applyDigest } from './apply.ts';
import { applyBalanceChanges } from './apply-holders.ts';
import { balanceChanges } from './holders.ts';
import { backfillDone, readCursor, writeCursor, type IndexerCursor } from './cursor.ts';
import { digestBuilder, type Digest } from './digest.ts';
import { recordLifecycle, sendDiscoveryMails } from './discovery.ts';
import { followedNetwork } from './network.ts';
import {
  blockCount,
  blockTime,
  firstBlockAtOrAfter,
  readBlocks,
  type ChainBlock,
  type ReadOptions,
} from './read-blocks.ts';

const DAY = 86_400_000;

export interface IndexerOptions {
  rpc: N3Rpc;
  /** Blocks per chunk (default 100). */
  chunkBlocks?: number;
  /** No new chunk starts after this many ms of the run (default 45 s: a run fits the one-minute schedule). */
  budgetMs?: number;
  /** Days before the first run that the backfill covers (default 30). */
  backfillDays?: number;
  /** The time of a block used for bucketing, Unix ms (default its header's time; tests simulate days with it). */
  timeOf?: (block: ChainBlock) => number;
  read?: ReadOptions;
  /** Stop after this many chunks (a test's "killed halfway"); default no limit. */
  maxChunks?: number;
  /** Whether the run sends the mails due (default true). */
  mail?: boolean;
  /** Progress of each chunk written. */
  onChunk?: (lane: Lane, from: number, to: number, height: number) => void | Promise<void>;
}

export interface IndexerRun {
  height: number;
  tipBlocks: number;
  backfillBlocks: number;
  transactions: number;
  discovered: number;
  mails: number;
  /** Blocks still to backfill after this run. */
  backfillLeft: number;
  /**
   * How far the tip lane is behind the chain after this run, seconds: the time between the chain's newest block
   * and the newest block indexed (block header times); 0 when every block up to the height is indexed.
   */
  lagSeconds: number;
  cursor: IndexerCursor;
}

/** Seconds between the chain's newest block (`height − 1`) and the tip lane's newest indexed block (header times). */
async function lagOf(rpc: N3Rpc, cursor: IndexerCursor, height: number): Promise<number> {
  if (cursor.tip.next >= height) return 0;
  const [chain, indexed] = await Promise.all([
    blockTime(rpc, height - 1),
    blockTime(rpc, Math.max(0, cursor.tip.next - 1)),
  ]);
  return Math.max(0, Math.round((chain - indexed) / 1000));
}

/** A chunk as read: its blocks and their digest. */
interface ReadChunk {
  blocks: ChainBlock[];
  digest: Digest;
}

/**
 * What a chunk reads: blocks `from` … `to − 1` with their transactions' and their own application logs, digested
 * block by block as their logs arrive (digest.ts `digestBuilder`), while the node still answers for later blocks.
 */
async function readChunk(
  rpc: N3Rpc,
  from: number,
  to: number,
  options: Pick<IndexerOptions, 'read' | 'timeOf'>,
): Promise<ReadChunk> {
  const builder = digestBuilder(NATIVE.CONTRACT_MANAGEMENT, options.timeOf);
  const blocks = await readBlocks(rpc, from, to, { ...options.read, blockLogs: true, onBlock: builder.add });
  return { blocks, digest: builder.digest };
}

/**
 * Write a chunk as `readChunk` read and digested it (blocks `from` … `to − 1`) for `lane`, without moving any
 * cursor: the counters, sets and first/last invocations (apply.ts) beside the balances (apply-holders.ts), which
 * touch other items. Idempotent; throws when the table is unreachable.
 */
async function writeChunk(rpc: N3Rpc, lane: Lane, to: number, { blocks, digest }: ReadChunk) {
  const changes = balanceChanges(blocks);
  // The counters do not wait for the chain's name (asked once per client), which only the balances need.
  await Promise.all([
    applyDigest(digest, lane),
    chainOf(rpc).then((chain) => applyBalanceChanges(chain, changes, lane, to - 1)),
  ]);
  return digest;
}

/**
 * Read, digest and write blocks `from` … `to − 1` for `lane` (the pipeline of one chunk, without moving any
 * cursor); answers the digest and the blocks read. Idempotent (apply.ts). Throws N3RpcError when the node cannot
 * be read, or the table's errors.
 */
export async function indexChunk(
  rpc: N3Rpc,
  lane: Lane,
  from: number,
  to: number,
  options: Pick<IndexerOptions, 'timeOf' | 'read'> = {},
) {
  // The chain's name (a first call on this client asks the node) is asked beside the read, not after it.
  chainOf(rpc).catch(() => undefined);
  const read = await readChunk(rpc, from, to, options);
  return { blocks: read.blocks, digest: await writeChunk(rpc, lane, to, read) };
}

const chains = new WeakMap<N3Rpc, Promise<string>>();
/** The chain a node is on, as the balances name it (apply-holders.ts): its genesis block's hash, asked once per client. */
function chainOf(rpc: N3Rpc): Promise<string> {
  let chain = chains.get(rpc);
  if (!chain) {
    chain = rpc.call<string>('getblockhash', [0]);
    chains.set(rpc, chain);
    chain.catch(() => chains.delete(rpc));
  }
  return chain;
}

/** Create the cursor for the chain whose block 0 is `genesis` (see the module comment). */
async function newCursor(rpc: N3Rpc, genesis: string, height: number, backfillDays: number): Promise<IndexerCursor> {
  const newestTime = height > 0 ? await blockTime(rpc, height - 1) : Date.now();
  const first = await firstBlockAtOrAfter(rpc, newestTime - backfillDays * DAY, height);
  // Block 0 (the genesis block) has no transaction, but its OnPersist mints NEO and GAS (holders.ts): a backfill
  // that would start at block 1 covers the whole chain, so it starts at block 0 (its block time may be years older).
  const from = first <= 1 ? 0 : first;
  return {
    genesis,
    tip: { from: height, next: height },
    backfill: { from, next: from, until: height },
    tipFromAt: new Date(newestTime).toISOString(),
    coverageFrom: from <= 1 ? new Date(0).toISOString() : new Date(await blockTime(rpc, from)).toISOString(),
    updatedAt: new Date().toISOString(),
  };
}

/** Advance the cursor once (see the module comment); throws N3RpcError when the node cannot be read. */
export async function advanceIndexer(options: IndexerOptions): Promise<IndexerRun> {
  const started = Date.now();
  const { rpc } = options;
  const chunk = options.chunkBlocks ?? 100;
  const budget = options.budgetMs ?? 45_000;
  const height = await blockCount(rpc);
  const genesis = await rpc.call<string>('getblockhash', [0]);
  let cursor = await readCursor();
  if (!cursor || cursor.genesis !== genesis) cursor = await newCursor(rpc, genesis, height, options.backfillDays ?? 30);
  // The network followed, so every figure knows where it was observed (network.ts); one chain keeps one magic.
  if (cursor.network === undefined) Object.assign(cursor, await followedNetwork(rpc));
  const run: IndexerRun = {
    height,
    tipBlocks: 0,
    backfillBlocks: 0,
    transactions: 0,
    discovered: 0,
    mails: 0,
    backfillLeft: 0,
    lagSeconds: 0,
    cursor,
  };
  let chunks = 0;
  const more = () => Date.now() - started < budget && (options.maxChunks === undefined || chunks < options.maxChunks);

  const step = async (lane: Lane, from: number, to: number, read: ReadChunk) => {
    const { blocks } = read;
    const digest = await writeChunk(rpc, lane, to, read);
    if (digest.lifecycle.length)
      run.discovered += (await recordLifecycle(rpc, digest.lifecycle, lane === 'tip')).filter(
        (r) => r.deployTx && r.deployedBlock! >= from,
      ).length;
    run.transactions += blocks.reduce((n, b) => n + b.transactions.length, 0);
    if (lane === 'tip') {
      cursor!.tip.next = to;
      if (digest.newest) cursor!.newest = digest.newest;
      run.tipBlocks += to - from;
    } else {
      cursor!.backfill.next = to;
      // Before the tip lane saw a block, the figures are as of the backfill's last block once it is complete.
      if (!cursor!.newest && to === cursor!.backfill.until && digest.newest) cursor!.newest = digest.newest;
      run.backfillBlocks += to - from;
    }
    await writeCursor(cursor!);
    chunks++;
    await options.onChunk?.(lane, from, to, height);
  };
  // Each lane reads its next chunk while the current one is written: one chunk ahead at most, so memory stays at two
  // chunks; a read ahead that the run's budget leaves unused is dropped (it wrote nothing), one that failed throws
  // when its turn comes.
  const runLane = async (lane: Lane, position: { next: number }, until: number) => {
    let ahead: Promise<ReadChunk> | undefined;
    while (position.next < until && more()) {
      const from = position.next;
      const to = Math.min(from + chunk, until);
      const read = await (ahead ?? readChunk(rpc, from, to, options));
      ahead = to < until ? readChunk(rpc, to, Math.min(to + chunk, until), options) : undefined;
      ahead?.catch(() => undefined);
      await step(lane, from, to, read);
    }
  };
  await runLane('tip', cursor.tip, height);
  if (!backfillDone(cursor)) await runLane('backfill', cursor.backfill, cursor.backfill.until);
  if (!run.tipBlocks && !run.backfillBlocks) await writeCursor(cursor);
  if (options.mail ?? true) run.mails = await sendDiscoveryMails();
  run.backfillLeft = cursor.backfill.until - cursor.backfill.next;
  run.lagSeconds = await lagOf(rpc, cursor, height);
  return run;
}
