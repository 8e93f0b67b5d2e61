/**
 * The N3 node client: neon-js's RPCClient over the configured node URLs, each request with a timeout, falling back
 * to the next node when one cannot be reached (an RPC error answer is the chain speaking and is not retried).
 * When no node answers, NodeUnreachableError says so: the pages then tell the visitor instead of showing zeros.
 */
import { rpc, type ContractParamJson } from './neon.ts';
import type { StackItem } from './stack.ts';
import { NodeUnreachableError } from '../node-error.ts';
import { newestBlockOf } from './blocks.ts';

export { newestBlockOf };

/** How long one RPC request may take before the next node is tried (ms). */
export const RPC_TIMEOUT_MS = 8000;

/** An error answer of the node (`{ code, message }`, e.g. -511 "Insufficient funds for fee", NEO.md §7.1). */
export const isRpcError = (error: unknown): error is { code: number; message: string } => error instanceof rpc.RpcError;

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

type Signer = { account: string; scopes: number; allowedContracts?: string[] };

/** The node client used by every N3 read and by fee estimation. */
export class N3Rpc {
  readonly urls: string[];
  /** Per-request timeout (ms); the build-time calculator snapshot uses a short one. */
  readonly timeoutMs: number;
  private preferred = 0;
  constructor(urls: string[], timeoutMs: number = RPC_TIMEOUT_MS) {
    if (!urls.length) throw new Error('No Neo N3 node URL is configured');
    this.urls = urls;
    this.timeoutMs = timeoutMs;
  }

  /** The URL of the node that answered last (the first configured one before any answer). */
  get node(): string {
    return this.urls[this.preferred]!;
  }

  /** Run one JSON-RPC method against the first node that answers; RPC error answers are thrown as they are. */
  async call<T>(method: string, params: unknown[] = []): Promise<T> {
    let lastFailure: unknown;
    for (let i = 0; i < this.urls.length; i++) {
      const index = (this.preferred + i) % this.urls.length;
      const client = new rpc.RPCClient(this.urls[index]!);
      try {
        const result = await client.execute<T>(new rpc.Query({ method, params }), { timeout: this.timeoutMs });
        this.preferred = index;
        return result;
      } catch (error) {
        if (isRpcError(error)) throw error;
        lastFailure = error;
      }
    }
    throw new NodeUnreachableError('n3', this.urls, lastFailure);
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
