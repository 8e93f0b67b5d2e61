/**
 * The incremental Neo X indexer, on the N3 indexer's model (../indexer.ts): one call of `advanceNeoXIndexer` moves
 * the persisted cursor (cursor.ts) forward — the tip lane first, then the backfill of the `backfillDays` (30) days
 * before the first run, in resumable chunks within the run's time budget. A chunk is read (read-blocks.ts: viem,
 * batched JSON-RPC), digested for the watched addresses (digest.ts), written idempotently (../apply.ts: per-lane
 * block markers on each counter point, set unions), its contract creations recorded (discovery.ts), and only then
 * the lane's cursor moves: a run killed halfway repeats nothing twice.
 *
 * Reorgs (reorg.ts): the tip lane indexes only blocks with `finalityDepth` blocks on top (network.ts), records
 * what each block added, and when the node's chain no longer holds the newest indexed block (its hash, or a
 * chunk's first parent hash, differs) takes the replaced blocks out again and reads the new chain from the fork.
 * ERC-20 balances per holder (digest.ts `balances`) go to the N3 indexer's balance table under the chain's genesis
 * hash (../apply-holders.ts), and a replaced block's are taken out again with the rest of it.
 * The network followed is the node's (eth_chainId, web3_clientVersion); another genesis starts the cursor over.
 */
import type { Lane } from '../../../adapters/data/series.ts';
import { applyDigest } from '../apply.ts';
import { applyBalanceChanges } from '../apply-holders.ts';
import { backfillDone } from '../cursor.ts';
import { digestNeoXBlocks } from './digest.ts';
import { recordCreations } from './discovery.ts';
import { readNeoXCursor, writeNeoXCursor, type NeoXCursor } from './cursor.ts';
import { finalityDepth, neoXNetworkOf } from './network.ts';
import {
  blockHeader,
  firstBlockAtOrAfter,
  headNumber,
  readBlocks,
  type NeoXBlock,
  type NeoXReadOptions,
  type NeoXRpc,
} from './read-blocks.ts';
import { forkPoint, revertFrom, storeBlockRecords } from './reorg.ts';
import { watchedAddresses } from './watched.ts';

const DAY = 86_400_000;

export interface NeoXIndexerOptions {
  rpc: NeoXRpc;
  /** Blocks per chunk (default 50). */
  chunkBlocks?: number;
  /** No new chunk starts after this many ms of the run (default 45 s). */
  budgetMs?: number;
  /** Days before the first run that the backfill covers (default 30). */
  backfillDays?: number;
  /** Blocks left on top of the newest indexed one (default network.ts `finalityDepth`). */
  finalityDepth?: number;
  /** The addresses whose activity is recorded (default: the listed ones of the followed network, watched.ts). */
  watched?: ReadonlySet<string>;
  /** The time of a block used for bucketing, Unix ms (default its header's). */
  timeOf?: (block: NeoXBlock) => number;
  read?: NeoXReadOptions;
  /** Stop after this many chunks (a test's "killed halfway"). */
  maxChunks?: number;
  onChunk?: (lane: Lane, from: number, to: number, end: number) => void | Promise<void>;
}

export interface NeoXIndexerRun {
  /** The node's newest block. */
  head: number;
  /** The tip lane indexes blocks below this one (`head − finalityDepth + 1`). */
  end: number;
  tipBlocks: number;
  backfillBlocks: number;
  transactions: number;
  discovered: number;
  /** Blocks taken out again because the node's chain replaced them (reorg.ts). */
  reverted: number;
  backfillLeft: number;
  /** Seconds between the node's newest block and the newest indexed one (header times). */
  lagSeconds: number;
  cursor: NeoXCursor;
}

/** The node's chain id and client (network.ts); the client is '' when the node does not say. */
async function nodeIdentity(rpc: NeoXRpc) {
  const chainId = await rpc.client.getChainId();
  const client = await rpc.client.request({ method: 'web3_clientVersion' } as never).then(String, () => '');
  return { chainId, client, network: neoXNetworkOf(chainId, client) };
}

/** The blocks read do not continue the indexed chain: the node replaced the newest indexed block (reorg.ts). */
export class ChainReplacedError extends Error {}

/**
 * Read, digest and write blocks `from` … `to − 1` for `lane` (no cursor moves); answers the digest and blocks.
 * `parent`: the hash block `from`'s parent must have (the newest indexed block), else ChainReplacedError and
 * nothing is written.
 */
export async function indexNeoXChunk(
  rpc: NeoXRpc,
  lane: Lane,
  from: number,
  to: number,
  watched: ReadonlySet<string>,
  options: Pick<NeoXIndexerOptions, 'timeOf' | 'read'> = {},
  parent?: string,
) {
  const blocks = await readBlocks(rpc, from, to, options.read);
  if (parent !== undefined && blocks[0] && blocks[0].parentHash !== parent)
    throw new ChainReplacedError(`Block ${from} does not follow the indexed block ${from - 1} (${parent})`);
  for (let i = 1; i < blocks.length; i++)
    if (blocks[i]!.parentHash !== blocks[i - 1]!.hash)
      throw new Error(
        `The Neo X node changed its chain while blocks ${from}–${to - 1} were read; the next run reads them again`,
      );
  const digest = digestNeoXBlocks(blocks, watched, options.timeOf);
  if (lane === 'tip') await storeBlockRecords(digest.records);
  await applyDigest(digest, lane);
  return { blocks, digest };
}

/** Advance the cursor once (see the module comment); throws when the node cannot be read. */
export async function advanceNeoXIndexer(options: NeoXIndexerOptions): Promise<NeoXIndexerRun> {
  const started = Date.now();
  const { rpc } = options;
  const chunk = options.chunkBlocks ?? 50;
  const budget = options.budgetMs ?? 45_000;
  const head = await headNumber(rpc);
  const genesis = (await blockHeader(rpc, 0)).hash;
  const identity = await nodeIdentity(rpc);
  const depth = options.finalityDepth ?? finalityDepth(identity.network);
  const end = Math.max(0, head - depth + 1);
  let cursor = await readNeoXCursor();
  if (!cursor || cursor.genesis !== genesis) {
    const newestTime = (await blockHeader(rpc, head)).time;
    const from = await firstBlockAtOrAfter(rpc, newestTime - (options.backfillDays ?? 30) * DAY, end);
    cursor = {
      genesis,
      network: identity.network,
      magic: identity.chainId,
      chainId: identity.chainId,
      client: identity.client,
      tip: { from: end, next: end },
      backfill: { from, next: from, until: end },
      tipFromAt: new Date(newestTime).toISOString(),
      coverageFrom:
        from === 0 ? new Date(0).toISOString() : new Date((await blockHeader(rpc, from)).time).toISOString(),
      updatedAt: new Date().toISOString(),
    };
  }
  cursor.finalityDepth = depth;
  const c = cursor;
  const watched = options.watched ?? (await watchedAddresses(identity.network));
  const run: NeoXIndexerRun = {
    head,
    end,
    tipBlocks: 0,
    backfillBlocks: 0,
    transactions: 0,
    discovered: 0,
    reverted: 0,
    backfillLeft: 0,
    lagSeconds: 0,
    cursor: c,
  };
  const hashAt = async (n: number) => (n > head ? '' : (await blockHeader(rpc, n)).hash);

  /** When the node no longer holds the tip lane's newest block: take the replaced blocks out (reorg.ts). */
  const followReorg = async () => {
    const newest = c.tip.next - 1;
    if (newest < c.tip.from || !c.newest) return;
    if ((await hashAt(newest)) === c.newest.hash) return;
    const fork = await forkPoint(newest, c.tip.from, hashAt);
    run.reverted += await revertFrom(fork, newest, c.genesis);
    c.revertedBlocks = (c.revertedBlocks ?? 0) + newest - fork + 1;
    c.tip.next = fork;
    const kept = fork - 1;
    if (kept < 0) delete c.newest;
    else {
      const header = await blockHeader(rpc, kept);
      const time = options.timeOf?.({
        number: kept,
        hash: header.hash,
        parentHash: '',
        time: header.time,
        transactions: [],
      });
      c.newest = { index: kept, hash: header.hash, at: new Date(time ?? header.time).toISOString() };
    }
    await writeNeoXCursor(c);
  };

  let chunks = 0;
  const more = () => Date.now() - started < budget && (options.maxChunks === undefined || chunks < options.maxChunks);
  const step = async (lane: Lane, from: number, to: number, parent?: string) => {
    const { blocks, digest } = await indexNeoXChunk(rpc, lane, from, to, watched, options, parent);
    // ERC-20 balances per holder (the holder counts), idempotent per lane like the N3 indexer's.
    await applyBalanceChanges(c.genesis, digest.balances, lane, to - 1);
    run.discovered += await recordCreations(digest.creations, lane === 'tip');
    run.transactions += blocks.reduce((n, b) => n + b.transactions.length, 0);
    if (lane === 'tip') {
      c.tip.next = to;
      if (digest.newest) c.newest = digest.newest;
      run.tipBlocks += to - from;
    } else {
      c.backfill.next = to;
      if (!c.newest && to === c.backfill.until && digest.newest) c.newest = digest.newest;
      run.backfillBlocks += to - from;
    }
    await writeNeoXCursor(c);
    chunks++;
    await options.onChunk?.(lane, from, to, end);
  };

  await followReorg();
  while (c.tip.next < end && more()) {
    const from = c.tip.next;
    const to = Math.min(from + chunk, end);
    // The chunk must continue the indexed chain: its first block's parent is the newest indexed block.
    const parent = from > c.tip.from && c.newest?.index === from - 1 ? c.newest.hash : undefined;
    try {
      await step('tip', from, to, parent);
    } catch (error) {
      if (!(error instanceof ChainReplacedError)) throw error;
      await followReorg();
    }
  }
  while (!backfillDone(c) && more())
    await step('backfill', c.backfill.next, Math.min(c.backfill.next + chunk, c.backfill.until));
  if (!run.tipBlocks && !run.backfillBlocks) await writeNeoXCursor(c);
  run.backfillLeft = c.backfill.until - c.backfill.next;
  if (c.tip.next < head + 1 && c.newest) {
    const chainTime = (await blockHeader(rpc, head)).time;
    run.lagSeconds = Math.max(0, Math.round((chainTime - Date.parse(c.newest.at)) / 1000));
  }
  return run;
}
