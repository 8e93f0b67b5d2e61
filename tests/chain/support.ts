/**
 * Helpers of the chain-backed tests: the privnet's RPC and magic (from the chain project's global setup), fresh
 * accounts funded by the committee for each test (so tests never share balances), and reads of chain state.
 */
import { sc, u, wallet } from '@cityofzion/neon-js';
import { inject } from 'vitest';
import { NATIVE } from '../../chain/n3/native.ts';
import { invoke, transferCall, type ApplicationLog } from '../../local/privnet/send.ts';
import { committeeAccount, committeeMultisig } from '../../local/privnet/keys.ts';
import { n3Call } from '../../local/privnet/node.ts';
import { buildScript } from '../../chain/n3/script.ts';
import type { N3Request } from '../../site/src/wallets/types.ts';

export const n3 = () => ({ rpcUrl: inject('n3RpcUrl'), magic: inject('n3Magic') });
export const call = <T>(method: string, params: unknown[] = []) => n3Call<T>(n3().rpcUrl, method, params);

/** A new account with `neo` NEO and `gasFractions` GAS (10^-8) from the committee's multi-signature account. */
export async function fundedAccount(neo: bigint, gasFractions: bigint) {
  const account = new wallet.Account(wallet.generatePrivateKey());
  const multisig = committeeMultisig();
  const calls = [transferCall(NATIVE.GAS, multisig.address, account.address, gasFractions)];
  if (neo > 0n) calls.unshift(transferCall(NATIVE.NEO, multisig.address, account.address, neo));
  await invoke(n3().rpcUrl, n3().magic, calls, [{ account: multisig, keys: [committeeAccount()] }]);
  return account;
}

/** The NEP-17 balance of `address` in `token`'s smallest unit, as the node reports it (0 when absent). */
export async function balanceOf(address: string, token: string): Promise<bigint> {
  const { balance } = await call<{ balance: { assethash: string; amount: string }[] }>('getnep17balances', [address]);
  return BigInt(balance.find((b) => b.assethash === token)?.amount ?? '0');
}

/** Unclaimed GAS of `address` (10^-8), as the node computes it. */
export const unclaimedGas = async (address: string) =>
  BigInt((await call<{ unclaimed: string }>('getunclaimedgas', [address])).unclaimed);

/** Sign and send a product-built N3Request with `account`'s key; answers the application log (throws on FAULT). */
export function sendRequest(account: InstanceType<typeof wallet.Account>, request: N3Request): Promise<ApplicationLog> {
  return invoke(
    n3().rpcUrl,
    n3().magic,
    buildScript(request),
    request.signers.map((s) => ({ account, scopes: s.scopes, allowedContracts: s.allowedContracts })),
  );
}

/** GAS burnt by a transaction (system + network fee, 10^-8), read from the node. */
export async function feesOf(txid: string): Promise<bigint> {
  const t = await call<{ sysfee: string; netfee: string }>('getrawtransaction', [txid, true]);
  return BigInt(t.sysfee) + BigInt(t.netfee);
}

/** Wait until the chain is at least `blocks` blocks higher than now. */
export async function waitBlocks(blocks: number): Promise<void> {
  const target = (await call<number>('getblockcount')) + blocks;
  while ((await call<number>('getblockcount')) < target) await new Promise((r) => setTimeout(r, 200));
}

/** A read-only call's first stack item. */
export async function read(scriptHash: string, operation: string, args: unknown[] = []) {
  const answer = await call<{ state: string; stack: { type: string; value?: unknown }[]; exception: string | null }>(
    'invokefunction',
    [scriptHash, operation, args],
  );
  if (answer.state !== 'HALT') throw new Error(`${operation} faulted: ${answer.exception}`);
  return answer.stack[0];
}
export { sc, u };

/** The candidate `address` votes for (NeoToken getAccountState; NEO.md §1.1), hex public key, or null. */
export async function voteOf(address: string): Promise<string | null> {
  const hash = wallet.getScriptHashFromAddress(address);
  const state = (await read(NATIVE.NEO, 'getAccountState', [{ type: 'Hash160', value: hash }])) as {
    type: string;
    value?: { type: string; value?: string }[];
  };
  const voteTo = state.type === 'Struct' || state.type === 'Array' ? state.value?.[2] : undefined;
  return voteTo?.type === 'ByteString' && voteTo.value ? Buffer.from(voteTo.value, 'base64').toString('hex') : null;
}

/**
 * Send away all of `account`'s GAS but `keepFractions` (10^-8), as another wallet or tab of the same person would:
 * the transfer's own fees are measured first (a signed, unsent copy), so what is left is exactly `keepFractions`.
 */
export async function drainGas(account: InstanceType<typeof wallet.Account>, keepFractions: bigint): Promise<void> {
  const { signTransaction } = await import('../../local/privnet/send.ts');
  const to = committeeMultisig().address;
  const balance = await balanceOf(account.address, NATIVE.GAS);
  const script = (amount: bigint) => sc.createScript(transferCall(NATIVE.GAS, account.address, to, amount));
  // A probe amount of the same magnitude, so the script (and the network fee) has the same size.
  const probe = await signTransaction(n3().rpcUrl, n3().magic, script(balance - 10_000_000n), [{ account }]);
  const fees = BigInt(probe.systemFee.toString()) + BigInt(probe.networkFee.toString());
  await invoke(n3().rpcUrl, n3().magic, script(balance - fees - keepFractions), [{ account }]);
  const left = await balanceOf(account.address, NATIVE.GAS);
  if (left > keepFractions + 10_000n) throw new Error(`drainGas left ${left} (wanted ${keepFractions})`);
}
