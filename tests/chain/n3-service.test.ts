/**
 * The N3 chain service the wallet pages run (site/src/wallets/n3, neon-js underneath) and the calculator's chain
 * reading (site/src/wallets/calculator/read.ts) against the local neo-go privnet: what they read is what the node
 * answers, their fee estimate is what the node charges, and their validation classifies real application logs.
 * Contracts mainnet has and the privnet lacks (bNEO, Flamingo at their mainnet hashes) show how the service behaves
 * when a third-party contract does not answer.
 */
import { wallet } from '@cityofzion/neon-js';
import { describe, expect, it } from 'vitest';
import { NATIVE } from '../../chain/n3/native.ts';
import { COMMITTEE_PUBLIC_KEY, voterAccount } from '../../local/privnet/keys.ts';
import { readCalculatorParams } from '../../site/src/wallets/calculator/read.ts';
import { FLAMINGO_SWAP_TOKENS } from '../../chain/config.ts';
import { resolveWalletConfig } from '../../site/src/wallets/config.ts';
import { createN3Service } from '../../site/src/wallets/n3/index.ts';
import { N3Rpc } from '../../chain/n3/rpc.ts';
import { isNodeUnreachable } from '../../chain/node-error.ts';
import { claimStepCause, claimStepOf } from '../../site/src/wallets/claim-steps.ts';
import { balanceOf, call, feesOf, fundedAccount, n3, read, sendRequest, unclaimedGas, voteOf } from './support.ts';

const GAS = 100_000_000n;
// The first URL refuses connections: every read must fall back to the privnet node.
const service = () =>
  createN3Service(
    resolveWalletConfig({
      PUBLIC_CHAIN_NETWORK: 'privnet',
      PUBLIC_NEO_N3_RPC_URLS: `http://127.0.0.1:9,${n3().rpcUrl}`,
    }),
  );

describe('N3 service on the privnet', () => {
  it('reads balances, unclaimed GAS, the vote, GasPerBlock and the block time as the node answers them', async () => {
    const holder = await fundedAccount(50n, 3n * GAS);
    const s = service();
    await sendRequest(holder, s.requests.vote(s.account(holder.address), COMMITTEE_PUBLIC_KEY));
    const [before, countBefore] = await Promise.all([unclaimedGas(holder.address), call<number>('getblockcount')]);
    const view = await s.readAccount(holder.address);
    const [after, countAfter] = await Promise.all([unclaimedGas(holder.address), call<number>('getblockcount')]);
    expect(view).toMatchObject({
      neo: 50n,
      gas: await balanceOf(holder.address, NATIVE.GAS),
      voteTo: COMMITTEE_PUBLIC_KEY,
      gasPerBlock: BigInt((await read(NATIVE.NEO, 'getGasPerBlock'))!.value as string),
      msPerBlock: (await call<{ protocol: { msperblock: number } }>('getversion')).protocol.msperblock,
    });
    expect(view.unclaimedGas).toBeGreaterThanOrEqual(before);
    expect(view.unclaimedGas).toBeLessThanOrEqual(after);
    expect(view.account.scriptHash).toBe(`0x${holder.scriptHash}`);
    // The newest block (getblockcount − 1) the node had while the account was read; the committee as it answers it.
    expect(view.height).toBeGreaterThanOrEqual(countBefore - 1);
    expect(view.height).toBeLessThanOrEqual(countAfter - 1);
    expect(view.committee).toEqual({
      members: await call<string[]>('getcommittee'),
      validators: (await call<{ publickey: string }[]>('getnextblockvalidators')).map((v) => v.publickey),
    });
    // No bNEO contract at the mainnet hash on the privnet: bNEO is left out, not shown as zero.
    expect(view.bneo).toBeUndefined();
    expect(s.node.node).toBe(n3().rpcUrl);
  });

  it('reads the candidates the node registered; the missing Flamingo router is reported, not answered', async () => {
    const s = service();
    const candidates = await s.readCandidates();
    expect(candidates.map((c) => c.publickey).sort()).toEqual([COMMITTEE_PUBLIC_KEY, voterAccount().publicKey].sort());
    expect(candidates).toEqual(await call('getcandidates'));
    const [gas, bneo] = FLAMINGO_SWAP_TOKENS;
    await expect(s.readReserves([gas.hash, bneo.hash])).rejects.toThrow();
  });

  it('estimates exactly the fees the node then charges for the transaction', async () => {
    const holder = await fundedAccount(10n, 1n * GAS);
    const s = service();
    const request = s.requests.vote(s.account(holder.address), voterAccount().publicKey);
    const fees = await s.estimateFees(request, holder.publicKey);
    expect(fees.test.state).toBe('HALT');
    const log = await sendRequest(holder, request);
    const charged = await call<{ sysfee: string; netfee: string }>('getrawtransaction', [log.txid, true]);
    expect(fees.systemFee).toBe(BigInt(charged.sysfee));
    expect(fees.networkFee).toBe(BigInt(charged.netfee));
    expect(fees.total).toBe(await feesOf(log.txid));
  });

  it('reports a FAULTing test run (a contract that does not answer) instead of a fee', async () => {
    const holder = await fundedAccount(0n, 1n * GAS);
    const s = service();
    const swap = s.requests.swap(s.account(holder.address), {
      path: [NATIVE.GAS, s.contracts.BNEO],
      amountIn: GAS,
      amountOutMin: 1n,
      deadlineMs: Date.now() + 600_000,
    });
    const fees = await s.estimateFees(swap, holder.publicKey);
    expect(fees.test.state).toBe('FAULT');
    expect(fees.test.exception).toBeTruthy();
  });

  it('validates sent transactions from their application logs: HALT true is success, HALT false an unknown error', async () => {
    const holder = await fundedAccount(10n, 1n * GAS);
    const s = service();
    const account = s.account(holder.address);
    const ok = await sendRequest(holder, s.requests.vote(account, COMMITTEE_PUBLIC_KEY));
    const attempts: number[] = [];
    expect(await s.validate(ok.txid, { intervalMs: 250, onAttempt: (n) => attempts.push(n) })).toEqual({
      outcome: 'success',
    });
    expect(attempts).toEqual([1]);
    // NeoToken.vote for a key that is not a candidate answers false (NeoToken.cs Vote): mined, but not done.
    const notCandidate = new wallet.Account(wallet.generatePrivateKey()).publicKey;
    const refused = await sendRequest(holder, s.requests.vote(account, notCandidate));
    expect(refused.executions[0]!.stack?.[0]).toEqual({ type: 'Boolean', value: false });
    expect(await s.validate(refused.txid, { intervalMs: 250 })).toMatchObject({
      outcome: 'unknownError',
      detail: 'the contract answered false',
    });
    expect(await voteOf(holder.address)).toBe(COMMITTEE_PUBLIC_KEY);
  });

  it('says plainly when no node can be reached', async () => {
    const offline = createN3Service(resolveWalletConfig({ PUBLIC_NEO_N3_RPC_URLS: 'http://127.0.0.1:9' }));
    const error = await offline.readAccount(voterAccount().address).catch((e: unknown) => e);
    // The first request is the balances' (SPEC §8 'Error getting balance'); its cause says no node answered.
    expect(claimStepOf(error)).toBe('balance');
    const cause = claimStepCause(error);
    expect(isNodeUnreachable(cause)).toBe(true);
    expect((cause as { urls: string[] }).urls).toEqual(['http://127.0.0.1:9']);
  });
});

describe('calculator parameters on the privnet', () => {
  it('reads GasPerBlock, block time, the committee and candidate votes, labelled with the node, newest block and time; bNEO absent is null', async () => {
    const config = resolveWalletConfig({ PUBLIC_CHAIN_NETWORK: 'privnet', PUBLIC_NEO_N3_RPC_URLS: n3().rpcUrl });
    const asOf = new Date('2026-08-21T10:00:00Z');
    const countBefore = await call<number>('getblockcount');
    const params = await readCalculatorParams(
      N3Rpc.forPage(config.n3.rpcUrls),
      config.n3.contracts,
      'live',
      () => asOf,
    );
    const countAfter = await call<number>('getblockcount');
    const candidates = await call<{ publickey: string; votes: string }[]>('getcandidates');
    expect(params).toMatchObject({
      origin: 'live',
      asOf: asOf.toISOString(),
      node: n3().rpcUrl,
      gasPerBlock: (await read(NATIVE.NEO, 'getGasPerBlock'))!.value,
      msPerBlock: 1000,
      bneo: null,
    });
    expect(params.height).toBeGreaterThanOrEqual(countBefore - 1);
    expect(params.height).toBeLessThanOrEqual(countAfter - 1);
    // The node's committee (one member, its one validator, on this privnet), never mainnet's 21/7.
    const members = await call<string[]>('getcommittee');
    const validators = (await call<{ publickey: string }[]>('getnextblockvalidators')).map((v) => v.publickey);
    expect(params.committee).toEqual({ members, validators });
    expect(params.committeeCounts).toEqual({ members: members.length, validators: validators.length });
    expect(params.committeeCounts).toEqual({ members: 1, validators: 1 });
    expect(params.candidates?.map((c) => [c.publickey, c.votes]).sort()).toEqual(
      candidates.map((c) => [c.publickey, c.votes]).sort(),
    );
  });

  it('says no node could be reached instead of answering figures', async () => {
    const config = resolveWalletConfig({ PUBLIC_NEO_N3_RPC_URLS: 'http://127.0.0.1:9' });
    const error = await readCalculatorParams(
      N3Rpc.forPage(config.n3.rpcUrls, { timeoutMs: 500 }),
      config.n3.contracts,
      'live',
    ).catch((e: unknown) => e);
    expect(isNodeUnreachable(error)).toBe(true);
  });
});
