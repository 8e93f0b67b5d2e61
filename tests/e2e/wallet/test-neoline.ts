/**
 * A test NeoLine for the mainnet-profile bridge test (tests/e2e/bridge.test.ts; the chain tests use
 * tests/chain/wallet/neoline.ts, which sends to the privnet): the page sees NeoLine's N3 dAPI (`NEOLineN3.Init`, READY event,
 * getNetworks, getAccount, getPublicKey, invokeMultiple); behind it, Node builds the transaction with neon-js
 * from exactly what the page asked for, signs it with a test key, and "relays" it into the replay scenario, where
 * the RPC routing answers for it (tests/support/n3-replay.ts).
 */
import { sc, tx, u, wallet } from '@cityofzion/neon-js';
import type { BrowserContext } from 'playwright-core';
import type { ContractParamJson } from '../../../chain/n3/neon.ts';
import { contractCalls } from '../../support/n3-script.ts';
import type { N3Scenario, TxEnding } from '../../support/n3-replay.ts';

/** N3 mainnet magic (NEO.md §0). */
const MAGIC = 860833102;

export type SendMode = { kind: 'sign'; ending: TxEnding } | { kind: 'reject' } | { kind: 'insufficient' };

export interface TestWallet {
  account: InstanceType<typeof wallet.Account>;
  chainId: number;
  mode: SendMode;
  /** Transactions signed so far. */
  signed: InstanceType<typeof tx.Transaction>[];
}

/** The test key's account (a fixed private key, test only). */
export function testAccount(): InstanceType<typeof wallet.Account> {
  return new wallet.Account(u.sha256(u.str2hexstring('neo-ecosystem-wallet-e2e-key')));
}

interface InvokeMultipleArgs {
  invokeArgs: { scriptHash: string; operation: string; args: ContractParamJson[] }[];
  signers: { account: string; scopes: number; allowedContracts?: string[] }[];
}

/** Build and sign what the page asked for; answers the txid as NeoLine does. */
function signAndRelay(w: TestWallet, scenario: N3Scenario, args: InvokeMultipleArgs, ending: TxEnding) {
  const script = sc.createScript(...args.invokeArgs.map((i) => ({
    scriptHash: i.scriptHash.replace(/^0x/, ''), operation: i.operation, args: i.args.map((a) => sc.ContractParam.fromJson(a)),
  })));
  const transaction = new tx.Transaction({
    script,
    validUntilBlock: scenario.height + 100,
    systemFee: 1_000_000,
    networkFee: Number(scenario.networkFee),
    signers: args.signers.map((s) => ({ account: s.account.replace(/^0x/, ''), scopes: s.scopes, allowedContracts: s.allowedContracts?.map((h) => h.replace(/^0x/, '')) })),
  }).sign(w.account, MAGIC);
  const txid = `0x${transaction.hash()}`;
  w.signed.push(transaction);
  scenario.sent.set(txid, { calls: contractCalls(script), ending, polls: 0 });
  return { txid: transaction.hash(), nodeURL: 'https://mainnet1.neo.coz.io:443' };
}

/** The page side: a NeoLine-shaped N3 dAPI whose calls go to Node through `__testNeoLine`. */
const PAGE_SCRIPT = `
(() => {
  const call = async (method, args) => {
    const answer = await window.__testNeoLine(method, args === undefined ? null : JSON.parse(JSON.stringify(args)));
    if (answer && answer.error) throw answer.error;
    return answer.result;
  };
  class Init {
    getNetworks() { return call('getNetworks'); }
    getAccount() { return call('getAccount'); }
    getPublicKey() { return call('getPublicKey'); }
    invokeMultiple(args) { return call('invokeMultiple', args); }
  }
  window.NEOLineN3 = { Init };
  window.addEventListener('DOMContentLoaded', () => window.dispatchEvent(new CustomEvent('NEOLine.N3.EVENT.READY', { detail: { name: 'NeoLine (test)' } })));
})();
`;

/** Install the test NeoLine in every page of `context`. */
export async function installTestNeoLine(context: BrowserContext, scenario: N3Scenario): Promise<TestWallet> {
  const w: TestWallet = { account: testAccount(), chainId: 3, mode: { kind: 'sign', ending: { vmstate: 'HALT' } }, signed: [] };
  await context.exposeFunction('__testNeoLine', (method: string, args: unknown) => {
    switch (method) {
      case 'getNetworks': return { result: { chainId: w.chainId, networks: ['N3MainNet', 'N3TestNet', 'EVM'], defaultNetwork: 'N3MainNet' } };
      case 'getAccount': return { result: { address: w.account.address, label: 'e2e' } };
      case 'getPublicKey': return { result: { address: w.account.address, publicKey: w.account.publicKey } };
      case 'invokeMultiple':
        if (w.mode.kind === 'reject') return { error: { type: 'CANCELED', description: 'The user cancelled.' } };
        if (w.mode.kind === 'insufficient') return { error: { type: 'INSUFFICIENT_FUNDS', description: 'Insufficient GAS balance to pay the fees.' } };
        return { result: signAndRelay(w, scenario, args as InvokeMultipleArgs, w.mode.ending) };
      default: return { error: { type: 'UNSUPPORTED', description: method } };
    }
  });
  await context.addInitScript(PAGE_SCRIPT);
  return w;
}
