/**
 * The one Neo N3 JSON-RPC client (neo-go, neo-cli's RpcServer), light enough for the browser (plain `fetch`, no
 * neon-js): the wallet islands, the calculator, the indexer, the claims, the sync jobs, the bench and the tests all
 * read the chain through it.
 *
 * - `call(method, params)` sends one request; `batch(calls)` sends one HTTP POST whose body is an array of requests
 *   (JSON-RPC 2.0 §6, which both neo-go and neo-cli's RpcServer answer with an array matched by `id`) and answers the
 *   results in the order of `calls`.
 * - Each attempt has a timeout (`timeoutMs`). A failed attempt (network error, timeout, HTTP status other than
 *   200 without a JSON-RPC error answer, a body that is not JSON, an item left unanswered) is retried on the next
 *   URL of the list after a backoff (`backoffMs` × 2^n with jitter; none when `backoffMs` is 0), and only the items
 *   that failed are sent again; the client then stays on the node that answered.
 * - An error answer of the node (`{ code, message }`, e.g. -511 "Insufficient funds for fee", NEO.md §7.1; -100
 *   unknown block) is the chain speaking: it is thrown at once as `N3RpcError` and never retried.
 * - When no attempt reaches a node, `NodeUnreachableError` (chain/node-error.ts) says so, its `cause` the last
 *   failure: the islands show their "Try again" state instead of zeros (the sync jobs rethrow their own typed
 *   transport error, functions/domain/sync/http.ts `jsonRpc`).
 *
 * `fetch` is a seam: the sync jobs hand their recordable fetch (recorded answers are replayed through this same
 * code), tests hand a fake node.
 */
import type { StackItem } from './stack.ts';
import { NodeUnreachableError } from '../node-error.ts';
import { postJson } from '../post-json.ts';
import { newestBlockOf } from './blocks.ts';

export { newestBlockOf };

/** How long one request of a wallet page may take before the next node is tried (ms). */
export const RPC_TIMEOUT_MS = 8000;

/** One JSON-RPC request: a method and its params (positional for N3 nodes; NeoFura takes an object). */
export interface JsonRpcCall {
  method: string;
  params?: unknown[] | Record<string, unknown>;
}

export interface N3RpcOptions {
  /** One or more node URLs (comma-separated text accepted), tried in this order. */
  urls: string | readonly string[];
  /** Timeout of one HTTP attempt, ms (default 10 s; the wallet pages use RPC_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Attempts after the first (default 4); the wallet pages try each node once (`urls.length - 1`). */
  retries?: number;
  /** First backoff between attempts, ms (default 200); doubles per retry; 0 for none. */
  backoffMs?: number;
  /** The fetch to use (the sync jobs' recordable one, a test's fake node); default the platform's. */
  fetch?: (input: string, init?: RequestInit) => Promise<Response>;
}

/** An error answer of the node: its JSON-RPC `code` and `message` (`data` appended when the node gives one). */
export class N3RpcError extends Error {
  readonly code: number;
  readonly method: string;
  constructor(method: string, error: { code: number; message: string; data?: string }) {
    super(error.data ? `${error.message}: ${error.data}` : error.message);
    this.name = 'N3RpcError';
    this.code = error.code;
    this.method = method;
  }
}

/** An error answer of the node (`{ code, message }`, e.g. -511 "Insufficient funds for fee", NEO.md §7.1). */
export const isRpcError = (error: unknown): error is N3RpcError => error instanceof N3RpcError;

interface Answer {
  id?: number;
  result?: unknown;
  error?: { code: number; message: string; data?: string };
}

/**
 * The JSON-RPC error answers of a response whose HTTP status is not 200 (some servers send an error answer with a
 * 4xx/5xx status): the node spoke. Throws "answered HTTP <status>" when the body holds none (a proxy's page, "busy").
 */
async function errorAnswers(response: Response): Promise<Answer | Answer[]> {
  const body = await response.json().catch(() => undefined);
  const items = Array.isArray(body) ? body : [body];
  if (body && items.every((a) => a && typeof a === 'object' && 'error' in a)) return body as Answer | Answer[];
  throw new Error(`answered HTTP ${response.status}`);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The text of a failed attempt: the timeout named, else the error's message. */
const failureText = (url: string, error: unknown, timeoutMs: number) => {
  const e = error as { name?: string; message?: string };
  return `${url}: ${e?.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : (e?.message ?? String(error))}`;
};

export interface InvokeAnswer {
  state: 'HALT' | 'FAULT';
  gasconsumed: string;
  exception: string | null;
  stack: StackItem[];
}
export interface ApplicationLog {
  txid: string;
  executions: {
    vmstate: string;
    gasconsumed: string;
    exception?: string | null;
    stack?: StackItem[];
    notifications: { contract: string; eventname: string; state: StackItem }[];
  }[];
}
export interface Candidate {
  publickey: string;
  votes: string;
  active?: boolean;
}
export interface Nep17Balance {
  assethash: string;
  amount: string;
  symbol?: string;
  decimals?: string | number;
  name?: string;
}

/** One NEP-17 transfer of an address (TokenTracker getnep17transfers): `timestamp` in ms, `amount` in the token's smallest unit. */
export interface Nep17TransferJson {
  timestamp: number;
  assethash: string;
  /** The other side; null for a mint or a burn. */
  transferaddress: string | null;
  amount: string;
  blockindex: number;
  transfernotifyindex: number;
  txhash: string;
}

/** One NEP-11 collection of an address (TokenTracker getnep11balances): its tokens by id (hex), `amount` per token. */
export interface Nep11BalanceJson {
  assethash: string;
  name?: string;
  symbol?: string;
  decimals?: string | number;
  tokens: { tokenid: string; amount: string; lastupdatedblock?: number }[];
}

/** One NEP-11 transfer of an address (TokenTracker getnep11transfers): a NEP-17 transfer's fields and the token id (hex). */
export interface Nep11TransferJson extends Nep17TransferJson {
  tokenid: string;
}

/** A contract argument as the RPC server reads it (neon-js's `sc.ContractParamJson`, declared here so no neon-js type is needed). */
export interface ContractParamJson {
  type: string;
  value?: unknown;
}

type Signer = { account: string; scopes: number; allowedContracts?: string[] };

/** The N3 node client (see the module comment for batches, fail-over, retries and errors). */
export class N3Rpc {
  /** The node URLs, in the order they are tried. */
  readonly urls: string[];
  /** Timeout of one HTTP attempt (ms). */
  readonly timeoutMs: number;
  private readonly retries: number;
  private readonly backoffMs: number;
  private readonly doFetch: NonNullable<N3RpcOptions['fetch']>;
  private preferred = 0;

  /** Throws when no URL is given. */
  constructor(options: N3RpcOptions) {
    this.urls = (typeof options.urls === 'string' ? options.urls.split(',') : [...options.urls])
      .map((u) => u.trim())
      .filter(Boolean);
    if (!this.urls.length) throw new Error('No Neo N3 node URL is configured');
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.retries = options.retries ?? 4;
    this.backoffMs = options.backoffMs ?? 200;
    this.doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  }

  /** A client for a wallet page: each node tried once, in order, `timeoutMs` (default RPC_TIMEOUT_MS) each, no backoff. */
  static forPage(urls: readonly string[], options: Pick<N3RpcOptions, 'timeoutMs' | 'fetch'> = {}): N3Rpc {
    const timeoutMs = options.timeoutMs ?? RPC_TIMEOUT_MS;
    return new N3Rpc({ urls, timeoutMs, retries: Math.max(0, urls.length - 1), backoffMs: 0, fetch: options.fetch });
  }

  /** The URL of the node that answered last (the first configured one before any answer). */
  get node(): string {
    return this.urls[this.preferred]!;
  }

  /** One POST of `calls` (ids given) to `url`: the answers by id. Throws on a transport failure. */
  private async post(url: string, calls: JsonRpcCall[], ids: number[], single: boolean): Promise<Map<number, Answer>> {
    const requests = calls.map((c, i) => ({ jsonrpc: '2.0', id: ids[i], method: c.method, params: c.params ?? [] }));
    // `call` sends its request alone (not as a batch of one): what every JSON-RPC server, NeoFura and the recordings read.
    const body = JSON.stringify(single ? requests[0] : requests);
    return postJson(this.doFetch, url, body, this.timeoutMs, async (response) => {
      const parsed = (await (response.status === 200 ? response.json() : errorAnswers(response))) as Answer | Answer[];
      // A lone request's lone answer is its own, whatever its `id` (some services leave it out).
      if (single && !Array.isArray(parsed)) return new Map([[ids[0]!, parsed]]);
      const list = Array.isArray(parsed) ? parsed : [parsed];
      return new Map(list.map((a) => [Number(a.id), a]));
    });
  }

  /**
   * The results of `calls`, in their order, in one request per attempt. Throws N3RpcError for the first item the
   * node answered with an error, NodeUnreachableError when items are still unanswered after the retries.
   */
  async batch<T = unknown>(calls: readonly JsonRpcCall[]): Promise<T[]> {
    return this.send<T>(calls, false);
  }

  /** `batch`, or `call`'s one request sent as a plain object when `single`. */
  private async send<T>(calls: readonly JsonRpcCall[], single: boolean): Promise<T[]> {
    const results = new Array<T>(calls.length);
    let pending = calls.map((_, i) => i);
    let lastFailure: unknown;
    // Each request walks the list from the node that answered last (its own walk: concurrent requests that fail
    // together do not skip a node for each other), after a backoff between attempts (none when backoffMs is 0).
    const start = this.preferred;
    for (let attempt = 0; attempt <= this.retries && pending.length; attempt++) {
      if (attempt > 0 && this.backoffMs > 0)
        await sleep(this.backoffMs * 2 ** (attempt - 1) * (0.75 + Math.random() * 0.5));
      const index = (start + attempt) % this.urls.length;
      const url = this.urls[index]!;
      let answers: Map<number, Answer>;
      try {
        answers = await this.post(
          url,
          pending.map((i) => calls[i]!),
          pending.map((i) => i + 1),
          single,
        );
      } catch (error) {
        lastFailure = new Error(failureText(url, error, this.timeoutMs), { cause: error });
        continue;
      }
      const failed: number[] = [];
      for (const i of pending) {
        const a = answers.get(i + 1); // ids count from 1, as most servers' examples and the recordings do
        if (a?.error) throw new N3RpcError(calls[i]!.method, a.error);
        if (a && 'result' in a) results[i] = a.result as T;
        else failed.push(i);
      }
      if (failed.length) lastFailure = new Error(`${url}: no answer to ${calls[failed[0]!]!.method}`);
      else this.preferred = index;
      pending = failed;
    }
    if (pending.length) throw new NodeUnreachableError('n3', this.urls, lastFailure);
    return results;
  }

  /** Run one JSON-RPC method (see `batch` for the errors). */
  async call<T>(method: string, params: JsonRpcCall['params'] = []): Promise<T> {
    return (await this.send<T>([{ method, params }], true))[0]!;
  }

  /** The number of blocks in the node's chain (RPC getblockcount): one more than the newest block's index. */
  getBlockCount = () => this.call<number>('getblockcount');
  /**
   * The index of the newest block the node has (`getblockcount − 1`, the genesis block being 0): what every
   * "at block N", "as of block N" and "Block height" label names (issue #32: one meaning of "block").
   */
  getNewestBlock = async () => newestBlockOf(await this.getBlockCount());
  getVersion = () => this.call<{ protocol: { network: number; msperblock?: number } }>('getversion');
  /** Unclaimed GAS in fractions of 10^-8 GAS (RPC getunclaimedgas, NEO.md §1.3). */
  getUnclaimedGas = async (address: string) =>
    BigInt((await this.call<{ unclaimed: string }>('getunclaimedgas', [address])).unclaimed);
  getCandidates = () => this.call<Candidate[]>('getcandidates');
  /** The committee's public keys (RPC getcommittee: NeoToken.getCommittee, ordered by key, not by votes; NEO.md §1.6). */
  getCommittee = () => this.call<string[]>('getcommittee');
  /**
   * The next block's validators' public keys (RPC getnextblockvalidators: the first ValidatorsCount members of
   * NeoToken's cached committee, NEO.md §1.2, §1.6); the answer's `votes` is left out (its type differs between nodes).
   */
  getNextBlockValidators = async () =>
    (await this.call<{ publickey: string }[]>('getnextblockvalidators')).map((v) => v.publickey);
  getNep17Balances = (address: string) => this.call<{ balance: Nep17Balance[] }>('getnep17balances', [address]);
  /** The address's NEP-17 transfers between `startMs` and `endMs` (TokenTracker getnep17transfers, both node implementations). */
  getNep17Transfers = (address: string, startMs: number, endMs: number) =>
    this.call<{ sent: Nep17TransferJson[]; received: Nep17TransferJson[] }>('getnep17transfers', [
      address,
      startMs,
      endMs,
    ]);
  /** The address's NEP-11 tokens by collection (TokenTracker getnep11balances, both node implementations). */
  getNep11Balances = (address: string) => this.call<{ balance: Nep11BalanceJson[] }>('getnep11balances', [address]);
  /** The address's NEP-11 transfers between `startMs` and `endMs` (TokenTracker getnep11transfers). */
  getNep11Transfers = (address: string, startMs: number, endMs: number) =>
    this.call<{ sent: Nep11TransferJson[]; received: Nep11TransferJson[] }>('getnep11transfers', [
      address,
      startMs,
      endMs,
    ]);
  getApplicationLog = (txid: string) => this.call<ApplicationLog>('getapplicationlog', [txid]);
  getRawTransaction = (txid: string) =>
    this.call<{ hash: string; blocktime?: number; confirmations?: number }>('getrawtransaction', [txid, true]);

  /** invokefunction with ContractParam JSON arguments. */
  invokeFunction(
    scriptHash: string,
    operation: string,
    args: ContractParamJson[] = [],
    signers: Signer[] = [],
  ): Promise<InvokeAnswer> {
    return this.call<InvokeAnswer>('invokefunction', [scriptHash, operation, args, signers.map(signerJson)]);
  }

  /** invokescript with a hex script (sent as base64, as the node expects). */
  invokeScript(scriptHex: string, signers: Signer[] = []): Promise<InvokeAnswer> {
    return this.call<InvokeAnswer>('invokescript', [hexToBase64(scriptHex), signers.map(signerJson)]);
  }

  /** calculatenetworkfee of a serialized transaction (hex); answers fractions of 10^-8 GAS. */
  async calculateNetworkFee(serializedTxHex: string): Promise<bigint> {
    return BigInt(
      (await this.call<{ networkfee: string }>('calculatenetworkfee', [hexToBase64(serializedTxHex)])).networkfee,
    );
  }
}

/** A signer as the RPC server reads it: `{ account, scopes: 'CalledByEntry' | 'CustomContracts', allowedcontracts }`. */
function signerJson(signer: Signer) {
  const scopes =
    [
      signer.scopes & 1 ? 'CalledByEntry' : '',
      signer.scopes & 16 ? 'CustomContracts' : '',
      signer.scopes & 128 ? 'Global' : '',
    ]
      .filter(Boolean)
      .join(',') || 'None';
  return {
    account: signer.account,
    scopes,
    ...(signer.allowedContracts ? { allowedcontracts: signer.allowedContracts } : {}),
  };
}

/** Hex (no 0x) to base64, without Buffer. */
export function hexToBase64(hex: string): string {
  const clean = hex.replace(/^0x/, '');
  let binary = '';
  for (let i = 0; i < clean.length; i += 2) binary += String.fromCharCode(parseInt(clean.slice(i, i + 2), 16));
  return btoa(binary);
}

/** `items` mapped through `work` with at most `limit` running at once; answers in the order of `items`. */
export async function mapLimit<I, O>(
  items: readonly I[],
  limit: number,
  work: (item: I, index: number) => Promise<O>,
): Promise<O[]> {
  const out = new Array<O>(items.length);
  let cursor = 0;
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (cursor < items.length) {
      const i = cursor++;
      out[i] = await work(items[i]!, i);
    }
  });
  await Promise.all(lanes);
  return out;
}
