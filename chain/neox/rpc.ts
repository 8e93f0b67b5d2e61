/**
 * A light Neo X (EVM) JSON-RPC reader for a page's first reads: plain `fetch`, no viem (viem loads only when a wallet
 * signs, chain/neox/client.ts). It reads what /bridge shows before a wallet is connected — the newest block, logs and
 * block times (`eth_blockNumber`, `eth_getLogs`, `eth_getBlockByNumber`; Ethereum JSON-RPC spec, which Neo X's geth
 * fork answers) — and decodes a log's 32-byte words by hand (`wordToBigInt`, `wordToAddress`: the ABI encoding of a
 * `uint256` and of an `address`, byte for byte viem's decoding, rpc.test.ts).
 *
 * Each request walks the node list from the node that answered last, each node once, `timeoutMs` each (the wallet
 * pages' policy, as chain/n3/rpc.ts `N3Rpc.forPage`). An error answer of the node (`{ code, message }`) is thrown at
 * once as `NeoXRpcError`; when no node answers, `NodeUnreachableError('neoX', …)` says so.
 */
import { NodeUnreachableError } from '../node-error.ts';
import { postJson } from '../post-json.ts';
import { checksumAddress } from './checksum.ts';

/** How long one request of a wallet page may take before the next node is tried (ms). */
export const RPC_TIMEOUT_MS = 8000;

/** A log as the node answers it (hex quantities; `null` fields while pending). */
export interface RpcLog {
  address: string;
  topics: string[];
  data: string;
  blockNumber: string | null;
  transactionHash: string | null;
  logIndex: string | null;
  removed?: boolean;
}

/** An error answer of the node: its JSON-RPC `code` and `message`. */
export class NeoXRpcError extends Error {
  readonly code: number;
  readonly method: string;
  constructor(method: string, error: { code: number; message: string }) {
    super(error.message);
    this.name = 'NeoXRpcError';
    this.code = error.code;
    this.method = method;
  }
}

/** A quantity as the spec writes it: `0x` + hex without leading zeros. */
export const toQuantity = (n: bigint): string => `0x${n.toString(16)}`;

/** A 32-byte word (`0x` + 64 hex, a topic or a slice of `data`) as a `uint256`. */
export const wordToBigInt = (word: string): bigint => BigInt(`0x${word.replace(/^0x/, '') || '0'}`);

/** A 32-byte word holding an `address` (its last 20 bytes), EIP-55 checksummed as viem decodes it. */
export const wordToAddress = (word: string): `0x${string}` => checksumAddress(`0x${word.slice(-40)}`);

/** An address as a 32-byte topic (left-padded with zeros, lower case): what `eth_getLogs` filters an indexed address on. */
export const addressTopic = (address: string): string => `0x${address.slice(2).toLowerCase().padStart(64, '0')}`;

export interface NeoXRpcOptions {
  /** The node URLs, tried in this order. */
  urls: readonly string[];
  /** Timeout of one HTTP attempt, ms (default RPC_TIMEOUT_MS). */
  timeoutMs?: number;
  /** The fetch to use (a test's fake node); default the platform's. */
  fetch?: (input: string, init?: RequestInit) => Promise<Response>;
}

/** The Neo X reader (see the module comment for fail-over and errors). */
export class NeoXRpc {
  readonly urls: string[];
  readonly timeoutMs: number;
  private readonly doFetch: NonNullable<NeoXRpcOptions['fetch']>;
  private preferred = 0;
  private nextId = 1;

  /** Throws when no URL is given. */
  constructor(options: NeoXRpcOptions) {
    this.urls = options.urls.map((u) => u.trim()).filter(Boolean);
    if (!this.urls.length) throw new Error('No Neo X node URL is configured');
    this.timeoutMs = options.timeoutMs ?? RPC_TIMEOUT_MS;
    this.doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  }

  /** One POST of one request to `url`: the node's answer. Throws on a transport failure. */
  private async post(url: string, method: string, params: unknown[]) {
    const body = JSON.stringify({ jsonrpc: '2.0', id: this.nextId++, method, params });
    return postJson(this.doFetch, url, body, this.timeoutMs, async (response) => {
      const answer = (await response.json().catch(() => undefined)) as
        { result?: unknown; error?: { code: number; message: string } } | undefined;
      if (answer?.error) return answer;
      if (response.status !== 200 || !answer || !('result' in answer))
        throw new Error(`answered HTTP ${response.status}`);
      return answer;
    });
  }

  /** Run one JSON-RPC method. Throws NeoXRpcError for an error answer, NodeUnreachableError when no node answers. */
  async call<T>(method: string, params: unknown[] = []): Promise<T> {
    let lastFailure: unknown;
    for (let attempt = 0; attempt < this.urls.length; attempt++) {
      const index = (this.preferred + attempt) % this.urls.length;
      let answer: { result?: unknown; error?: { code: number; message: string } };
      try {
        answer = await this.post(this.urls[index]!, method, params);
      } catch (error) {
        lastFailure = new Error(`${this.urls[index]}: ${(error as Error)?.message ?? String(error)}`, { cause: error });
        continue;
      }
      if (answer.error) throw new NeoXRpcError(method, answer.error);
      this.preferred = index;
      return answer.result as T;
    }
    throw new NodeUnreachableError('neoX', this.urls, lastFailure);
  }

  /** The newest block's number (eth_blockNumber), never cached. */
  async getBlockNumber(): Promise<bigint> {
    return BigInt(await this.call<string>('eth_blockNumber'));
  }

  /**
   * The logs of `address` from `fromBlock` to `toBlock` (both included) whose topics match `topics` (position by
   * position; `null` matches any), as the node answers them (eth_getLogs).
   */
  getLogs(filter: { address: string; topics: (string | null)[]; fromBlock: bigint; toBlock: bigint }) {
    const { address, topics, fromBlock, toBlock } = filter;
    return this.call<RpcLog[]>('eth_getLogs', [
      { address, topics, fromBlock: toQuantity(fromBlock), toBlock: toQuantity(toBlock) },
    ]);
  }

  /** A block's time in seconds since 1970 (eth_getBlockByNumber without its transactions); throws when the node lacks it. */
  async getBlockTimestamp(blockNumber: bigint): Promise<bigint> {
    const block = await this.call<{ timestamp: string } | null>('eth_getBlockByNumber', [
      toQuantity(blockNumber),
      false,
    ]);
    if (!block) throw new Error(`Block ${blockNumber} was not found`);
    return BigInt(block.timestamp);
  }
}
