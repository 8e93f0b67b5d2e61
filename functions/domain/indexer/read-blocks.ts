/**
 * Reads a range of N3 blocks with their transactions' application logs over plain JSON-RPC: `getblock <index>
 * true` (verbose: header and transactions, `time` in Unix milliseconds), then in one phase `getapplicationlog
 * <txid>` of every transaction and, when asked, `getapplicationlog <blockhash>` of every block, in batches with a
 * bounded number of batches in flight (chain/n3/rpc.ts retries and backs off). Two round-trip phases per
 * range, whatever it holds: the bench's bare fetch (bench/indexer.ts `bareN3Fetch`) reads the same way.
 */
import { mapLimit, type N3Rpc } from '../../../chain/n3/rpc.ts';
import type { Execution } from './invocation.ts';

export interface ChainTransaction {
  hash: string;
  /** Sender (first signer) as 0x big-endian script hash. */
  sender: string;
  /** Every signer's account, 0x big-endian. */
  signers: string[];
  /** System + network fee, fractions of 10^-8 GAS. */
  feeFractions: bigint;
  /** Entry script, base64. */
  script: string;
  executions: Execution[];
}

export interface ChainBlock {
  index: number;
  hash: string;
  /** Unix ms, as the block header says. */ time: number;
  transactions: ChainTransaction[];
  /** The block's own OnPersist/PostPersist executions (`getapplicationlog <blockhash>`), when read (`blockLogs`). */
  blockExecutions?: Execution[];
}

export interface ReadOptions {
  /** Requests per JSON-RPC batch (default 50). */
  batchSize?: number;
  /** Batches in flight at once (default 4). */
  concurrency?: number;
  /** Also read each block's OnPersist/PostPersist application log (GAS burnt and minted: holders.ts); default no. */
  blockLogs?: boolean;
  /**
   * Called with each block, in ascending order, as soon as its transactions' logs have arrived, while the logs of
   * later blocks are still being read (the block's own log, `blockExecutions`, is set later). The indexer digests
   * the blocks there (digest.ts `digestBuilder`), so its CPU work overlaps the node's answers. An error it throws
   * fails the read.
   */
  onBlock?: (block: ChainBlock) => void;
}

interface RpcBlock {
  index: number;
  hash: string;
  time: number;
  tx: { hash: string; sysfee: string; netfee: string; script: string; signers: { account: string }[] }[];
}

const chunks = <T>(list: T[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/** Blocks `from` … `to - 1` with their transactions and application logs, in order. Throws N3RpcError. */
export async function readBlocks(
  rpc: N3Rpc,
  from: number,
  to: number,
  options: ReadOptions = {},
): Promise<ChainBlock[]> {
  const size = options.batchSize ?? 50;
  const lanes = options.concurrency ?? 4;
  const indexes = Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);
  const blocks = (
    await mapLimit(chunks(indexes, size), lanes, (batch) =>
      rpc.batch<RpcBlock>(batch.map((i) => ({ method: 'getblock', params: [i, true] }))),
    )
  ).flat();
  // The transactions' logs, then (when asked) the blocks' own, as one list of containers in one batch phase. Each
  // block is built (and handed to `onBlock`) once the logs of its transactions and of every block before it are in.
  const txids = blocks.flatMap((b) => b.tx.map((t) => t.hash));
  const containers = options.blockLogs ? [...txids, ...blocks.map((b) => b.hash)] : txids;
  const logs = new Array<{ executions: Execution[] } | undefined>(containers.length);
  const arrived = new Array<boolean>(containers.length).fill(false);
  const firstLog: number[] = [];
  blocks.reduce((n, b) => (firstLog.push(n), n + b.tx.length), 0);
  const built: ChainBlock[] = [];
  const build = (b: RpcBlock, i: number): ChainBlock => ({
    index: b.index,
    hash: b.hash,
    time: b.time,
    transactions: b.tx.map((t, j) => ({
      hash: t.hash,
      sender: t.signers[0]!.account.toLowerCase(),
      signers: t.signers.map((s) => s.account.toLowerCase()),
      feeFractions: BigInt(t.sysfee) + BigInt(t.netfee),
      script: t.script,
      executions: (logs[firstLog[i]! + j]?.executions ?? []).filter(
        (e) => (e.trigger ?? 'Application') === 'Application',
      ),
    })),
  });
  const advance = () => {
    while (built.length < blocks.length) {
      const i = built.length;
      const b = blocks[i]!;
      for (let j = 0; j < b.tx.length; j++) if (!arrived[firstLog[i]! + j]) return;
      const block = build(b, i);
      built.push(block);
      options.onBlock?.(block);
    }
  };
  advance();
  const positions = Array.from({ length: containers.length }, (_, i) => i);
  await mapLimit(chunks(positions, size), lanes, async (batch) => {
    const answers = await rpc.batch<{ executions: Execution[] }>(
      batch.map((p) => ({ method: 'getapplicationlog', params: [containers[p]] })),
    );
    batch.forEach((p, k) => {
      logs[p] = answers[k];
      arrived[p] = true;
    });
    advance();
  });
  if (options.blockLogs)
    built.forEach((block, i) => (block.blockExecutions = logs[txids.length + i]?.executions ?? []));
  return built;
}

/** The chain height (`getblockcount`: the number of blocks, so the newest index is height − 1). */
export const blockCount = (rpc: N3Rpc) => rpc.call<number>('getblockcount');

/** The time (Unix ms) of block `index`. */
export const blockTime = async (rpc: N3Rpc, index: number) =>
  (await rpc.call<{ time: number }>('getblockheader', [index, true])).time;

/** The first block whose time is at or after `at` (Unix ms), by binary search over headers; `height` when none. */
export async function firstBlockAtOrAfter(rpc: N3Rpc, at: number, height: number): Promise<number> {
  let lo = 0;
  let hi = height;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if ((await blockTime(rpc, mid)) >= at) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
