/**
 * Reads Neo X blocks over plain Ethereum JSON-RPC with viem's public client on a batching HTTP transport (one HTTP
 * request carries up to `batchSize` calls; several URLs in rotation through viem's `fallback`):
 * `eth_getBlockByNumber <n> true` for a block and its transactions, `eth_getTransactionReceipt` for each
 * transaction's status, gas used, effective gas price, created contract and logs. Nothing else is read.
 */
import { createPublicClient, fallback, http, type PublicClient } from 'viem';
import { mapLimit } from '../../../../chain/n3/rpc.ts';

/** One log of a transaction: the emitting contract (lowercase 0x address) and its topics. */
export interface NeoXLog {
  address: string;
  topics: string[];
  /** The log's data (0x hex): an ERC-20 `Transfer`'s amount, uint256 in the token's smallest unit. */
  data?: string;
}
export interface NeoXTransaction {
  hash: string;
  /** Sender, lowercase 0x address. */
  from: string;
  /** Recipient, lowercase; null for a contract creation. */
  to: string | null;
  /** Gas used × effective gas price, wei (10^-18 GAS). */
  feeWei: bigint;
  /** The contract this transaction created (receipt.contractAddress), lowercase. */
  contractAddress?: string;
  /** Whether it succeeded (receipt.status); a reverted transaction still counts as a transaction to its recipient. */
  success: boolean;
  logs: NeoXLog[];
}
export interface NeoXBlock {
  number: number;
  hash: string;
  parentHash: string;
  /** Block time, Unix ms (the header's timestamp is seconds). */
  time: number;
  transactions: NeoXTransaction[];
}

export interface NeoXRpc {
  client: PublicClient;
  urls: string[];
}

export interface NeoXReadOptions {
  /** Blocks read at once (default 10); each block's receipts go in the same batches. */
  concurrency?: number;
}

/** A public client for `urls`: batched JSON-RPC (up to 100 calls per request), 10 s timeout, 3 retries. */
export function neoXRpc(urls: string[], batchSize = 100): NeoXRpc {
  const transport = fallback(
    urls.map((url) => http(url, { batch: { batchSize, wait: 0 }, timeout: 10_000, retryCount: 3 })),
  );
  return { client: createPublicClient({ transport }) as PublicClient, urls };
}

const lower = (a: string) => a.toLowerCase();

/** Block `n` with its transactions' receipts (see the module comment). Throws when the node has no block `n`. */
export async function readBlock(rpc: NeoXRpc, n: number): Promise<NeoXBlock> {
  const block = await rpc.client.getBlock({ blockNumber: BigInt(n), includeTransactions: true });
  const receipts = await Promise.all(block.transactions.map((t) => rpc.client.getTransactionReceipt({ hash: t.hash })));
  return {
    number: Number(block.number),
    hash: block.hash!,
    parentHash: block.parentHash,
    time: Number(block.timestamp) * 1000,
    transactions: block.transactions.map((t, i) => {
      const r = receipts[i]!;
      return {
        hash: t.hash,
        from: lower(t.from),
        to: t.to ? lower(t.to) : null,
        feeWei: r.gasUsed * r.effectiveGasPrice,
        ...(r.contractAddress ? { contractAddress: lower(r.contractAddress) } : {}),
        success: r.status === 'success',
        logs: r.logs.map((l) => ({ address: lower(l.address), topics: [...l.topics], data: l.data })),
      };
    }),
  };
}

/** Blocks `from` … `to − 1` in ascending order. */
export function readBlocks(
  rpc: NeoXRpc,
  from: number,
  to: number,
  options: NeoXReadOptions = {},
): Promise<NeoXBlock[]> {
  const numbers = Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);
  return mapLimit(numbers, options.concurrency ?? 10, (n) => readBlock(rpc, n));
}

/** The newest block's number (eth_blockNumber). */
export const headNumber = async (rpc: NeoXRpc) => Number(await rpc.client.getBlockNumber({ cacheTime: 0 }));

/** Hash and time (Unix ms) of block `n`, header only. */
export async function blockHeader(rpc: NeoXRpc, n: number): Promise<{ hash: string; time: number }> {
  const b = await rpc.client.getBlock({ blockNumber: BigInt(n) });
  return { hash: b.hash!, time: Number(b.timestamp) * 1000 };
}

/** The first block at or after `time` (Unix ms) below `height` (binary search over headers); `height` when none. */
export async function firstBlockAtOrAfter(rpc: NeoXRpc, time: number, height: number): Promise<number> {
  let lo = 0;
  let hi = height;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if ((await blockHeader(rpc, mid)).time >= time) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
