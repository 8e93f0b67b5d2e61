/**
 * NeoLine's Neo X side for the browser tests (NEO.md §6.2): an EIP-1193 provider announced with EIP-6963 (`rdns
 * io.neoline`, also `window.NEOLineNeoX`) whose requests go to Node through `__testNeoLineX`.
 *
 * Backed by a local Neo X node (chain/neox) and one of its test accounts, it behaves as a wallet does: it answers
 * its account, signs `eth_sendTransaction` with viem's local account (the key never enters the page) and sends
 * the signed transaction to the node, answers `personal_sign`, and forwards the read methods (chain id, balances,
 * calls, receipts, …) to the node. Nothing is made up: every answer is the node's or a real signature. A test can
 * make it refuse the next requests as a person would (EIP-1193 error 4001).
 */
import type { BrowserContext } from 'playwright-core';
import { createWalletClient, http, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { sendTransaction, signMessage } from 'viem/actions';
import { localNeoXChain } from '../../../local/neox/bridge.ts';
import { NEOX_LOCAL_CHAIN_ID } from '../../../local/neox/node.ts';

/** The wallet's state, shared with the test. */
export interface TestNeoXWallet {
  address: Address;
  chainId: number;
  /** Every method the page asked for, in order. */
  requests: string[];
  /** Hashes of the transactions this wallet signed and sent. */
  sent: Hex[];
  /** While true, requests that need the person's approval (accounts, signing) are refused with 4001. */
  refuse: boolean;
}

/** A local node and the key of one of its funded accounts (TEST ONLY keys, chain/neox/test-accounts.json). */
export interface NeoXSigner {
  rpcUrl: string;
  privateKey: Hex;
}

/** What a request answers across the page boundary: a result, or an EIP-1193 error. */
export type ProviderAnswer = { result: unknown } | { error: { code: number; message: string } };

/** Methods a wallet asks the person about. */
const APPROVAL = new Set(['eth_requestAccounts', 'eth_sendTransaction', 'personal_sign']);
/** Methods that need a key this wallet does not hand out or a chain switch it cannot make. */
const UNSUPPORTED = new Set([
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
]);

/** An EIP-1193 transaction request (quantities as hex strings). */
interface TxParams {
  from?: string;
  to?: Address;
  value?: Hex;
  data?: Hex;
  gas?: Hex;
}

const quantity = (hex: Hex | undefined) => (hex === undefined ? undefined : BigInt(hex));
const rejected = (message: string): ProviderAnswer => ({ error: { code: 4001, message } });

/**
 * The Node side of the provider: answers one EIP-1193 request for `wallet`, signing with `signer`'s key and sending
 * to its node. Never throws: a node or signing failure becomes an error answer (code -32603, or the node's own
 * code), as a wallet reports it.
 */
export function neoXWalletHandler(wallet: TestNeoXWallet, signer: NeoXSigner) {
  const account = privateKeyToAccount(signer.privateKey);
  const client = createWalletClient({
    account,
    chain: localNeoXChain(signer.rpcUrl),
    transport: http(signer.rpcUrl, { retryCount: 0 }),
  });
  return async (method: string, params: unknown[] | null): Promise<ProviderAnswer> => {
    wallet.requests.push(method);
    if (wallet.refuse && APPROVAL.has(method)) return rejected('User rejected the request.');
    if (method === 'eth_requestAccounts' || method === 'eth_accounts') return { result: [wallet.address] };
    if (UNSUPPORTED.has(method)) return { error: { code: 4200, message: `Unsupported by the test wallet: ${method}` } };
    try {
      if (method === 'eth_sendTransaction') {
        const tx = (params?.[0] ?? {}) as TxParams;
        if (tx.from && tx.from.toLowerCase() !== account.address.toLowerCase())
          return { error: { code: 4100, message: `Not this wallet's account: ${tx.from}` } };
        const hash = await sendTransaction(client, {
          account,
          to: tx.to,
          value: quantity(tx.value),
          data: tx.data,
          gas: quantity(tx.gas),
        });
        wallet.sent.push(hash);
        return { result: hash };
      }
      if (method === 'personal_sign')
        return { result: await signMessage(client, { account, message: { raw: (params?.[0] ?? '0x') as Hex } }) };
      return { result: await client.request({ method, params: params ?? [] } as never) };
    } catch (error) {
      const e = error as { code?: number; shortMessage?: string; message?: string };
      return {
        error: {
          code: typeof e.code === 'number' ? e.code : -32603,
          message: e.shortMessage ?? e.message ?? String(error),
        },
      };
    }
  };
}

const PAGE_SCRIPT = `
(() => {
  const provider = {
    isNEOLine: true,
    async request({ method, params }) {
      const answer = await window.__testNeoLineX(method, params === undefined ? null : JSON.parse(JSON.stringify(params)));
      if (answer && answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
      return answer.result;
    },
    on() {},
    removeListener() {},
  };
  window.NEOLineNeoX = provider;
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info: { rdns: 'io.neoline', name: 'NeoLine', uuid: 'e2e' }, provider }) }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
})();
`;

/**
 * Install the provider in every page of `context`, backed by `signer` (a local node and a test key). Answers the
 * wallet's state for the test to read and steer.
 */
export async function installTestNeoLineNeoX(context: BrowserContext, signer: NeoXSigner): Promise<TestNeoXWallet> {
  const wallet: TestNeoXWallet = {
    address: privateKeyToAccount(signer.privateKey).address,
    chainId: NEOX_LOCAL_CHAIN_ID,
    requests: [],
    sent: [],
    refuse: false,
  };
  await context.exposeFunction('__testNeoLineX', neoXWalletHandler(wallet, signer));
  await context.addInitScript(PAGE_SCRIPT);
  return wallet;
}
