/**
 * Prepares a fresh local privnet for people and tests: the committee's multi-signature account (which holds all NEO
 * and the initial GAS at genesis) funds the demo and voter accounts, and two candidates register (the committee key
 * and the voter key), so claiming, voting, changing the vote and the calculator's candidate list all have real data.
 * Idempotent: a chain that is already prepared (the demo account holds NEO) is left as it is.
 */
import type * as NeonCore from '@cityofzion/neon-core';
import { sc } from '@cityofzion/neon-js';
import { NATIVE } from '../../chain/n3/native.ts';
import { invoke, transferCall } from './send.ts';
import { n3Call } from './node.ts';
import { committeeAccount, committeeMultisig, demoAccount, voterAccount } from './keys.ts';

/** What each prepared account receives: NEO (whole, 0 decimals) and GAS in fractions of 10^-8. */
export const FUNDING = {
  demo: { neo: 1_000_000n, gasFractions: 10_000n * 100_000_000n },
  voter: { neo: 1_000_000n, gasFractions: 5_000n * 100_000_000n },
  /** The committee's single-signature account pays its candidate registration (1000 GAS register price) and deployments. */
  committee: { neo: 0n, gasFractions: 5_000n * 100_000_000n },
} as const;

/** The NEO balance (whole NEO) of an address, as the node reports it. */
export async function neoBalance(rpcUrl: string, address: string): Promise<bigint> {
  const { balance } = await n3Call<{ balance: { assethash: string; amount: string }[] }>(rpcUrl, 'getnep17balances', [
    address,
  ]);
  return BigInt(balance.find((b) => b.assethash === NATIVE.NEO)?.amount ?? '0');
}

/** Fund the accounts and register the candidates (see the module comment). Answers whether anything was done. */
export async function preparePrivnet(rpcUrl: string, magic: number): Promise<boolean> {
  const demo = demoAccount();
  if ((await neoBalance(rpcUrl, demo.address)) > 0n) return false;
  const multisig = committeeMultisig();
  const committee = committeeAccount();
  const voter = voterAccount();
  const calls: NeonCore.sc.ContractCall[] = [];
  for (const [account, funds] of [
    [demo, FUNDING.demo],
    [voter, FUNDING.voter],
    [committee, FUNDING.committee],
  ] as const) {
    if (funds.neo > 0n) calls.push(transferCall(NATIVE.NEO, multisig.address, account.address, funds.neo));
    calls.push(transferCall(NATIVE.GAS, multisig.address, account.address, funds.gasFractions));
  }
  await invoke(rpcUrl, magic, calls, [{ account: multisig, keys: [committee] }]);
  const register = (key: typeof committee): NeonCore.sc.ContractCall => ({
    scriptHash: NATIVE.NEO.slice(2),
    operation: 'registerCandidate',
    args: [sc.ContractParam.publicKey(key.publicKey)],
  });
  await invoke(rpcUrl, magic, [register(committee)], [{ account: committee }]);
  await invoke(rpcUrl, magic, [register(voter)], [{ account: voter }]);
  return true;
}
