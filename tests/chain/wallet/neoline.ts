/**
 * A NeoLine that signs for real, for the chain-backed browser tests. The page sees NeoLine's N3 dAPI as NeoLine
 * documents it (NEO.md §6.1): the global `NEOLineN3` with `new NEOLineN3.Init()`, the window event
 * `NEOLine.N3.EVENT.READY`, and getProvider, getNetworks (chainId 0: N3 private network), getAccount, getPublicKey,
 * getBalance, getBlockCount, getApplicationLog, invoke, invokeMultiple and signMessage. Behind it, Node builds the transaction
 * from exactly what the page asked for, signs it with the test account's key (neon-js, local/privnet/send.ts) and sends
 * it to the local privnet, answering `{ txid, nodeURL }`. Refusals answer NeoLine's error objects
 * (`{ type, description }`): CANCELED when the test says the user refuses, INSUFFICIENT_FUNDS when the node refuses
 * the transaction for its fees (-511), MALFORMED_INPUT for a signer that is not the wallet's account.
 */
import { sc, u, wallet } from '@cityofzion/neon-js';
import type { BrowserContext } from 'playwright-core';
import { sendRaw, signTransaction } from '../../../local/privnet/send.ts';
import type { ContractParamJson } from '../../../chain/n3/neon.ts';
import { n3Call } from '../../../local/privnet/node.ts';

/** What the wallet does with the next signing request: sign and send, or refuse as the user would. */
export type SignMode = 'sign' | 'refuse';

export interface PrivnetNeoLine {
  account: InstanceType<typeof wallet.Account>;
  /** NeoLine's chainId (0: N3 private network; 3 would be MainNet). */
  chainId: number;
  mode: SignMode;
  /** The node the wallet sends to (the page's node unless a test points it elsewhere). */
  rpcUrl: string;
  magic: number;
  /** Transactions sent, in order (0x txids). */
  sent: string[];
  /** Called with the signed transaction's txid before it is sent (a slow network, a user slow to confirm). */
  beforeSend?: ((txid: string) => Promise<void>) | undefined;
  /** Called after a transaction was accepted by the node, before the page hears its txid. */
  afterSend?: ((txid: string) => Promise<void>) | undefined;
}

interface InvokeArgs {
  scriptHash: string;
  operation: string;
  args: ContractParamJson[];
}
interface Signer {
  account: string;
  scopes: number;
  allowedContracts?: string[];
}
type Answer = { result: unknown } | { error: { type: string; description: string } };

const strip = (hex: string) => hex.replace(/^0x/, '').toLowerCase();
const failure = (type: string, description: string): Answer => ({ error: { type, description } });

/** Build, sign and send one transaction with the calls `invokeArgs` and `signers`; NeoLine's answer. */
async function signAndSend(w: PrivnetNeoLine, invokeArgs: InvokeArgs[], signers: Signer[]): Promise<Answer> {
  if (!signers?.length || signers.some((s) => !s.account || s.scopes === undefined))
    return failure('MALFORMED_INPUT', 'Each signer needs account and scopes.');
  if (signers.some((s) => strip(s.account) !== strip(w.account.scriptHash)))
    return failure('MALFORMED_INPUT', 'A signer is not the connected account.');
  if (w.mode === 'refuse') return failure('CANCELED', 'The user canceled.');
  const script = sc.createScript(
    ...invokeArgs.map((i) => ({
      scriptHash: strip(i.scriptHash),
      operation: i.operation,
      args: i.args.map((a) => sc.ContractParam.fromJson(a)),
    })),
  );
  try {
    const transaction = await signTransaction(
      w.rpcUrl,
      w.magic,
      script,
      signers.map((s) => ({ account: w.account, scopes: s.scopes, allowedContracts: s.allowedContracts })),
    );
    await w.beforeSend?.(`0x${transaction.hash()}`);
    const txid = await sendRaw(w.rpcUrl, transaction);
    w.sent.push(txid);
    await w.afterSend?.(txid);
    // NeoLine answers the txid as the node gives it, and names the node (NEO.md §6.1 N3SendOutput).
    return { result: { txid, nodeURL: w.rpcUrl } };
  } catch (error) {
    const e = error as { code?: number; message?: string };
    if (e.code === -511 || /insufficient/i.test(e.message ?? ''))
      return failure('INSUFFICIENT_FUNDS', e.message ?? 'Insufficient funds');
    return failure('RPC_ERROR', e.message ?? String(error));
  }
}

/** Answer one dAPI call of the page. */
async function answer(w: PrivnetNeoLine, method: string, args: Record<string, unknown> | null): Promise<Answer> {
  switch (method) {
    case 'getProvider':
      return {
        result: {
          name: 'NeoLine',
          version: 'privnet-test',
          website: 'https://neoline.io',
          compatibility: [],
          extra: {},
        },
      };
    case 'getNetworks':
      return {
        result: {
          chainId: w.chainId,
          networks: ['MainNet', 'N3MainNet', 'N3TestNet', 'N3PrivateNet', 'EVM'],
          defaultNetwork: 'N3PrivateNet',
        },
      };
    case 'getAccount':
      return { result: { address: w.account.address, label: 'privnet test', isLedger: false } };
    case 'getPublicKey':
      return { result: { address: w.account.address, publicKey: w.account.publicKey } };
    case 'getBlockCount':
      return { result: await n3Call<number>(w.rpcUrl, 'getblockcount') };
    case 'getBalance': {
      const { balance } = await n3Call<{ balance: { assethash: string; amount: string; symbol?: string }[] }>(
        w.rpcUrl,
        'getnep17balances',
        [w.account.address],
      );
      return {
        result: {
          [w.account.address]: balance.map((b) => ({
            contract: b.assethash,
            symbol: b.symbol ?? '',
            amount: b.amount,
          })),
        },
      };
    }
    case 'getApplicationLog':
      return { result: await n3Call(w.rpcUrl, 'getapplicationlog', [(args as { txid: string }).txid]) };
    case 'invoke': {
      const a = args as unknown as InvokeArgs & { signers: Signer[] };
      return signAndSend(w, [{ scriptHash: a.scriptHash, operation: a.operation, args: a.args ?? [] }], a.signers);
    }
    case 'invokeMultiple': {
      const a = args as unknown as { invokeArgs: InvokeArgs[]; signers: Signer[] };
      return signAndSend(w, a.invokeArgs, a.signers);
    }
    case 'signMessage': {
      // NeoLine's classic salted form (NEO.md §6): a random salt, the envelope of `salt ‖ message` signed.
      const { message } = args as { message: string };
      if (w.mode === 'refuse') return failure('CANCELED', 'The user canceled.');
      const salt = u.ab2hexstring(u.generateRandomArray(16));
      const hex = u.str2hexstring(`${salt}${message}`);
      const data = wallet.sign(`010001f0${u.num2VarInt(hex.length / 2)}${hex}0000`, w.account.privateKey);
      return { result: { publicKey: w.account.publicKey, data, salt, message } };
    }
    default:
      return failure('UNSUPPORTED', `${method} is not offered by the test wallet`);
  }
}

/** The page side: NeoLine's global and READY event; every call goes to Node through `__privnetNeoLine`. */
const PAGE_SCRIPT = `
(() => {
  const call = async (method, args) => {
    const answer = await window.__privnetNeoLine(method, args === undefined ? null : JSON.parse(JSON.stringify(args)));
    if (answer && answer.error) throw answer.error;
    return answer.result;
  };
  class Init {}
  for (const method of ['getProvider', 'getNetworks', 'getAccount', 'getPublicKey', 'getBalance', 'getBlockCount', 'getApplicationLog', 'invoke', 'invokeMultiple', 'signMessage']) {
    Init.prototype[method] = function (args) { return call(method, args); };
  }
  window.NEOLineN3 = { Init };
  window.addEventListener('DOMContentLoaded', () => window.dispatchEvent(new CustomEvent('NEOLine.N3.EVENT.READY', { detail: { name: 'NeoLine', version: 'privnet-test' } })));
})();
`;

/** Install the wallet, signing as `account` on the privnet at `rpcUrl`, in every page of `context`. */
export async function installPrivnetNeoLine(
  context: BrowserContext,
  account: InstanceType<typeof wallet.Account>,
  node: { rpcUrl: string; magic: number },
): Promise<PrivnetNeoLine> {
  const w: PrivnetNeoLine = { account, chainId: 0, mode: 'sign', rpcUrl: node.rpcUrl, magic: node.magic, sent: [] };
  await context.exposeFunction('__privnetNeoLine', (method: string, args: Record<string, unknown> | null) =>
    answer(w, method, args).catch((error: unknown) => failure('RPC_ERROR', (error as Error)?.message ?? String(error))),
  );
  await context.addInitScript(PAGE_SCRIPT);
  return w;
}
