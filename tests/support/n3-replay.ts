/**
 * Replays N3 RPC answers for the wallet tests: the recorded answer shapes of tests/fixtures/n3-rpc/ (see its README:
 * built to the documented shapes) filled from a scenario the test declares. Used behind a local HTTP server
 * (integration tests) and behind Playwright's request routing (browser tests), so the product's own neon-js client
 * code reads them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { u, wallet } from '@cityofzion/neon-js';
import { contractCalls, type ScriptCall } from './n3-script.ts';

const FIXTURES = join(import.meta.dirname, '../fixtures/n3-rpc');
const cache = new Map<string, { result?: unknown; error?: unknown }>();
/** A fresh copy of a recorded answer. */
export function recording<T = Record<string, unknown>>(name: string): { jsonrpc: '2.0'; id: number; result: T; error?: { code: number; message: string } } {
  if (!cache.has(name)) cache.set(name, JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8')));
  return structuredClone(cache.get(name)) as never;
}

/** Mainnet contract hashes the replay answers for (NEO.md §0, §3, §4). */
export const HASHES = {
  NEO: '0xef4073a0f2b305a38ec4050e4d3d28bc40ea63f5',
  GAS: '0xd2a4cff31913016155e38e474a2c06d08be276cf',
  POLICY: '0xcc5e4edd9f5f8dba8bb65734541df7a1c081c67b',
  BNEO: '0x48c40d4666f93408be1bef038b6722404d9a4c2a',
  ROUTER: '0xf970f4ccecd765b63732b821775dc38c25d74f23',
  FLM: '0xf0151f528127558851b39c2cd8aa47da7418ab28',
  BRIDGE: '0xbb19cfc864b73159277e1fd39694b3fd5fc613d2',
} as const;

type StackItem = { type: string; value?: unknown };
const int = (n: bigint | number): StackItem => ({ type: 'Integer', value: n.toString() });
const bytes = (hex: string): StackItem => ({ type: 'ByteString', value: Buffer.from(hex, 'hex').toString('base64') });
const bool = (b: boolean): StackItem => ({ type: 'Boolean', value: b });

export interface ReplayAccount {
  address: string;
  neo: bigint;
  /** Fractions of 10^-8. */
  gas: bigint;
  /** null: the bNEO contract does not answer (FAULT). */
  bneo: bigint | null;
  unclaimed: bigint;
  voteTo?: string | undefined;
  others?: { hash: string; symbol: string; decimals: number; amount: bigint }[];
}

/** How a relayed transaction ends on chain. */
export interface TxEnding {
  vmstate: 'HALT' | 'FAULT';
  exception?: string;
  stack?: StackItem[];
  /** Polls answered "unknown" before the log appears. */
  appearAfterPolls?: number;
  /** Never appears (the dialog ends as unknown status). */
  never?: boolean;
  /** Block time of the including block, ms. */
  blocktime?: number;
}

/** A transaction the test wallet relayed: what it calls, how it ends, how often it was polled, its bridge nonce. */
export interface SentTx { calls: ScriptCall[]; ending: TxEnding; polls: number; nonce?: number }

export interface N3Scenario {
  height: number;
  /** null: Policy.getMillisecondsPerBlock FAULTs (a node before HF_Echidna); getversion's msperblock is used. */
  msPerBlock: number | null;
  gasPerBlock: bigint;
  accounts: ReplayAccount[];
  candidates: { publickey: string; votes: bigint; active: boolean }[] | 'fail';
  /** `${tokenIn}>${tokenOut}` (lowercase 0x hashes) → [reserveIn, reserveOut]. */
  reserves: Record<string, [bigint, bigint]>;
  /** GAS consumed by a test run, by method; default 1,000,000 (0.01 GAS). */
  gasConsumed?: Record<string, bigint>;
  networkFee: bigint;
  /** Test runs (invokescript of an action) that FAULT, by `${contract}:${method}` or method. */
  testFaults?: Record<string, string>;
  /**
   * NeoBurger's contract as the calculator reads it (NEO.md §3.2: `rewardEnabled`, `totalSupply`, `agent(i)`, the
   * agents' NEO account states); `rewardEnabled: null` FAULTs as a contract without the method. Absent: FAULTs.
   */
  bneoState?: { rewardEnabled: boolean | null; totalSupply: bigint; agents: { scriptHash: string; neo: bigint; voteTo?: string }[] };
  /** Whether the node has the TokensTracker plugin. */
  nep17?: boolean;
  /** Transactions relayed by the test wallet, by txid (0x). */
  sent: Map<string, SentTx>;
  /** Every request seen (method names), for assertions. */
  seen?: string[];
  /** The N3 → Neo X bridge (NEO.md §5.2): its limits, in datoshi, and the next deposit nonce; `fault` makes every read FAULT. */
  bridge?: BridgeState;
}

export interface BridgeState { fee: bigint; min: bigint; max: bigint; cap: bigint; total: bigint; paused: boolean; nextNonce: number; fault?: string }

/** Deterministic compressed public keys for test candidates (from fixed private keys). */
export function testPublicKey(n: number): string {
  const key = u.sha256(u.str2hexstring(`wallet-test-candidate-${n}`));
  return wallet.getPublicKeyFromPrivateKey(key, true);
}

const accountByHash = (s: N3Scenario, hash: string | undefined) =>
  s.accounts.find((a) => `0x${wallet.getScriptHashFromAddress(a.address)}` === hash?.toLowerCase());

function halt(stack: StackItem[], gasconsumed: bigint = 1_000_000n) {
  const r = recording<Record<string, unknown>>('invoke-halt');
  Object.assign(r.result, { stack, gasconsumed: gasconsumed.toString() });
  return r;
}
function fault(exception: string) {
  const r = recording<Record<string, unknown>>('invoke-fault');
  Object.assign(r.result, { exception, gasconsumed: '1000000' });
  return r;
}

/** The stack item one read call answers, or a FAULT message. */
function read(s: N3Scenario, call: { scriptHash: string; method: string; firstArg?: string | undefined; firstInt?: number | undefined; args?: unknown[] }): StackItem | { fault: string } {
  const hash = call.scriptHash.toLowerCase();
  const acct = accountByHash(s, call.firstArg);
  if (hash === HASHES.BNEO && ['rewardEnabled', 'totalSupply', 'agent'].includes(call.method)) return readBneo(s, call.method, call.firstInt);
  const agent = s.bneoState?.agents.find((a) => a.scriptHash === call.firstArg?.toLowerCase());
  if (call.method === 'getAccountState' && agent) {
    return agent.neo === 0n ? { type: 'Any' } : { type: 'Struct', value: [int(agent.neo), int(s.height - 10), agent.voteTo ? bytes(agent.voteTo) : { type: 'Any' }, int(0)] };
  }
  if (call.method === 'balanceOf') {
    if (!acct) return int(0);
    if (hash === HASHES.NEO) return int(acct.neo);
    if (hash === HASHES.GAS) return int(acct.gas);
    if (hash === HASHES.BNEO) return acct.bneo === null ? { fault: 'Called Contract Does Not Exist' } : int(acct.bneo);
    return int(acct.others?.find((o) => o.hash === hash)?.amount ?? 0n);
  }
  if (call.method === 'getAccountState') {
    if (!acct || acct.neo === 0n) return { type: 'Any' };
    return { type: 'Struct', value: [int(acct.neo), int(s.height - 1000), acct.voteTo ? bytes(acct.voteTo) : { type: 'Any' }, int(0)] };
  }
  if (call.method === 'getGasPerBlock') return int(s.gasPerBlock);
  if (call.method === 'getMillisecondsPerBlock') return s.msPerBlock === null ? { fault: 'Method "getMillisecondsPerBlock" with 0 parameter(s) doesn\'t exist in the contract' } : int(s.msPerBlock);
  if (hash === HASHES.BRIDGE && s.bridge) {
    const b = s.bridge;
    if (b.fault) return { fault: b.fault };
    const values: Record<string, StackItem> = {
      nativeDepositFee: int(b.fee), minNativeDeposit: int(b.min), maxNativeDeposit: int(b.max), maxTotalDepositedNative: int(b.cap),
      isPaused: bool(false), depositsArePaused: bool(b.paused),
      // NativeTokenBridgeV3 [paused, totalDeposited, depositState, withdrawalState, config] (NativeBridgeImpl.java).
      getNativeBridge: { type: 'Struct', value: [bool(false), int(b.total), { type: 'Struct', value: [int(b.nextNonce - 1), bytes('00'.repeat(32))] }, { type: 'Struct', value: [int(0), bytes('00'.repeat(32))] }, { type: 'Struct', value: [] }] },
    };
    if (values[call.method]) return values[call.method]!;
  }
  if (call.method === 'getReserves') {
    const [a, b] = (call.args ?? []) as { value: string }[];
    const key = `${a?.value.toLowerCase()}>${b?.value.toLowerCase()}`;
    const reverse = `${b?.value.toLowerCase()}>${a?.value.toLowerCase()}`;
    const pair = s.reserves[key] ?? (s.reserves[reverse] ? ([...s.reserves[reverse]!].reverse() as [bigint, bigint]) : undefined);
    return pair ? { type: 'Array', value: [int(pair[0]), int(pair[1])] } : { fault: 'ASSERT is executed with false result.' };
  }
  return { fault: `no recording for ${call.method}` };
}

/** NeoBurger's read methods (BurgerNEO.cs): the reward switch, the supply, the agent contract of slot `index` (20 bytes, little-endian). */
function readBneo(s: N3Scenario, method: string, index: number | undefined): StackItem | { fault: string } {
  const state = s.bneoState;
  if (!state || (method === 'rewardEnabled' && state.rewardEnabled === null)) return { fault: `Method "${method}" with 0 parameter(s) doesn't exist in the contract` };
  if (method === 'rewardEnabled') return bool(state.rewardEnabled!);
  if (method === 'totalSupply') return int(state.totalSupply);
  const agent = state.agents[index ?? -1];
  return agent ? bytes(u.reverseHex(agent.scriptHash.replace(/^0x/, ''))) : { type: 'Any' };
}

const ACTIONS = new Set(['transfer', 'vote', 'swapTokenInForTokenOut', 'depositNative']);

/** Answer one JSON-RPC request body. */
export function answerN3(s: N3Scenario, body: { id?: number; method: string; params?: unknown[] }): unknown {
  s.seen?.push(body.method);
  const params = body.params ?? [];
  const withId = <T extends { id: number }>(r: T) => ({ ...r, id: body.id ?? 1 });
  switch (body.method) {
    case 'getversion': {
      const r = recording<{ protocol: { msperblock: number } }>('getversion');
      if (s.msPerBlock !== null) r.result.protocol.msperblock = s.msPerBlock;
      return withId(r);
    }
    case 'getblockcount': {
      const r = recording('getblockcount');
      return withId({ ...r, result: s.height });
    }
    case 'getunclaimedgas': {
      const r = recording<{ unclaimed: string; address: string }>('getunclaimedgas');
      const acct = s.accounts.find((a) => a.address === params[0]);
      r.result = { unclaimed: (acct?.unclaimed ?? 0n).toString(), address: String(params[0]) };
      return withId(r);
    }
    case 'getcandidates': {
      if (s.candidates === 'fail') return withId({ jsonrpc: '2.0', id: 1, error: { code: -32603, message: 'Internal error' } });
      return withId({ ...recording('getcandidates'), result: s.candidates.map((c) => ({ publickey: c.publickey, votes: c.votes.toString(), active: c.active })) });
    }
    case 'getnep17balances': {
      if (!s.nep17) return withId({ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found' } });
      const acct = s.accounts.find((a) => a.address === params[0]);
      const r = recording<{ address: string; balance: unknown[] }>('getnep17balances');
      const list = acct ? [
        { hash: HASHES.NEO, symbol: 'NEO', decimals: 0, amount: acct.neo },
        { hash: HASHES.GAS, symbol: 'GAS', decimals: 8, amount: acct.gas },
        ...(acct.others ?? []),
      ] : [];
      r.result = { address: String(params[0]), balance: list.map((t) => ({ assethash: t.hash, name: t.symbol, symbol: t.symbol, decimals: String(t.decimals), amount: t.amount.toString(), lastupdatedblock: s.height - 10 })) };
      return withId(r);
    }
    case 'invokefunction': {
      const [scriptHash, method, args] = params as [string, string, unknown[]];
      const first = args?.[0] as { type?: string; value?: string } | undefined;
      const answer = read(s, { scriptHash, method, firstArg: first?.value, firstInt: first?.type === 'Integer' ? Number(first.value) : undefined, args });
      return withId('fault' in answer ? fault(answer.fault) : halt([answer]));
    }
    case 'invokescript': {
      const calls = contractCalls(String(params[0]), true);
      if (calls.some((c) => ACTIONS.has(c.method))) {
        for (const c of calls) {
          const reason = s.testFaults?.[`${c.scriptHash}:${c.method}`] ?? s.testFaults?.[c.method];
          if (reason) return withId(fault(reason));
        }
        const gas = calls.reduce((sum, c) => sum + (s.gasConsumed?.[c.method] ?? 1_000_000n), 0n);
        return withId(halt(calls.map(() => bool(true)), gas));
      }
      const stack: StackItem[] = [];
      for (const c of calls) {
        const item = read(s, c);
        if ('fault' in item) return withId(fault(item.fault));
        stack.push(item);
      }
      return withId(halt(stack));
    }
    case 'calculatenetworkfee': {
      return withId({ ...recording('calculatenetworkfee'), result: { networkfee: s.networkFee.toString() } });
    }
    case 'getapplicationlog': {
      const txid = String(params[0]).toLowerCase();
      const sent = s.sent.get(txid);
      if (sent) sent.polls++;
      if (!sent || sent.ending.never || sent.polls <= (sent.ending.appearAfterPolls ?? 0)) return withId(recording('error-applog-unknown'));
      const r = recording<{ txid: string; executions: Record<string, unknown>[] }>('getapplicationlog');
      r.result.txid = txid;
      const halted = sent.ending.vmstate === 'HALT';
      Object.assign(r.result.executions[0]!, {
        vmstate: sent.ending.vmstate, exception: sent.ending.exception ?? null, gasconsumed: '1000000',
        // depositNative returns Void (Any); NEP-17 transfer, vote and swaps a Boolean.
        stack: sent.ending.stack ?? (halted ? sent.calls.map((c) => (c.method === 'depositNative' ? { type: 'Any' } : bool(true))) : []),
        notifications: halted ? depositNotifications(s, sent) : [],
      });
      return withId(r);
    }
    case 'getrawtransaction': {
      const txid = String(params[0]).toLowerCase();
      const sent = s.sent.get(txid);
      if (!sent) return withId(recording('error-rawtx-unknown'));
      const r = recording<Record<string, unknown>>('getrawtransaction');
      Object.assign(r.result, { hash: txid, blocktime: sent.ending.blocktime ?? Date.now() });
      return withId(r);
    }
    default:
      return withId({ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found' } });
  }
}

/**
 * The bridge's `NativeDeposit(Nonce, Recipient, Amount, Depositor, DepositHash, NewDepositRoot)` of a relayed
 * depositNative (tests/fixtures/bridge/n3-applog-deposit.json shows the shape); the nonce is given once per transaction.
 */
function depositNotifications(s: N3Scenario, sent: SentTx) {
  const deposit = sent.calls.find((c) => c.method === 'depositNative' && c.scriptHash === HASHES.BRIDGE);
  if (!deposit || !s.bridge) return [];
  sent.nonce ??= s.bridge.nextNonce++;
  const depositor = (deposit.firstArg ?? '0x' + '00'.repeat(20)).slice(2);
  return [{ contract: HASHES.BRIDGE, eventname: 'NativeDeposit', state: { type: 'Array', value: [
    int(sent.nonce), bytes('00'.repeat(20)), int(0), bytes(u.reverseHex(depositor)), bytes('11'.repeat(32)), bytes('22'.repeat(32)),
  ] } }];
}

/** A scenario with sensible test data: one funded account voting for the second candidate, a bNEO/GAS and a GAS/FLM pool. */
export function baseScenario(address: string, over: Partial<N3Scenario> = {}): N3Scenario {
  const candidates = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({ publickey: testPublicKey(n), votes: BigInt(9_000_000 - n * 500_000), active: n <= 7 }));
  return {
    height: 7_400_001,
    msPerBlock: 3000,
    gasPerBlock: 100_000_000n,
    accounts: [{ address, neo: 120n, gas: 5_000_000_000n, bneo: 250_000_000n, unclaimed: 123_456_789n, voteTo: candidates[1]!.publickey,
      others: [{ hash: HASHES.FLM, symbol: 'FLM', decimals: 8, amount: 1_000_000_000_000n }] }],
    candidates,
    reserves: {
      [`${HASHES.BNEO}>${HASHES.GAS}`]: [1_000_000_000_000n, 3_000_000_000_000n],
      [`${HASHES.GAS}>${HASHES.FLM}`]: [5_000_000_000_000n, 200_000_000_000_000n],
    },
    networkFee: 1_234_560n,
    nep17: true,
    sent: new Map(),
    seen: [],
    ...over,
  };
}
