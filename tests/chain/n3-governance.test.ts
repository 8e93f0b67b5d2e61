/**
 * The product's N3 requests (site/src/wallets/n3/invocations.ts) signed and sent to the local neo-go privnet, with
 * chain state read back from the node: claiming GAS and voting / changing the vote.
 */
import { describe, expect, it } from 'vitest';
import { NATIVE } from '../../chain/n3/native.ts';
import { COMMITTEE_PUBLIC_KEY, voterAccount } from '../../local/privnet/keys.ts';
import { claimGasRequest, voteRequest } from '../../site/src/wallets/n3/invocations.ts';
import { n3Account } from '../../chain/n3/script.ts';
import { balanceOf, call, feesOf, fundedAccount, sendRequest, unclaimedGas, waitBlocks } from './support.ts';

const contracts = { NEO: NATIVE.NEO, GAS: NATIVE.GAS } as Parameters<typeof claimGasRequest>[0];

describe('N3 privnet: claim GAS', () => {
  it('pays the unclaimed GAS into the balance, less the fees', async () => {
    const holder = await fundedAccount(2_000_000n, 1_00000000n);
    await waitBlocks(3);
    const before = await balanceOf(holder.address, NATIVE.GAS);
    expect(await unclaimedGas(holder.address)).toBeGreaterThan(0n);
    const log = await sendRequest(holder, claimGasRequest(contracts, n3Account(holder.address)));
    expect(log.executions[0]!.stack?.[0]).toEqual({ type: 'Boolean', value: true });
    // The claim pays what had accrued up to the block that holds it: read it from the GasToken Transfer it emitted.
    const payout = log.executions[0]!.notifications.find(
      (n) => n.contract === NATIVE.GAS && n.eventname === 'Transfer',
    );
    const paid = BigInt((payout!.state.value as { value: string }[])[2]!.value);
    expect(paid).toBeGreaterThan(0n);
    expect(await balanceOf(holder.address, NATIVE.GAS)).toBe(before + paid - (await feesOf(log.txid)));
    expect(await unclaimedGas(holder.address)).toBeLessThan(paid);
  });
});

describe('N3 privnet: vote', () => {
  it("records the candidate in NeoToken's account state, and a change of vote replaces it", async () => {
    const holder = await fundedAccount(10n, 1_00000000n);
    const account = n3Account(holder.address);
    await sendRequest(holder, voteRequest(contracts, account, COMMITTEE_PUBLIC_KEY));
    const state = async () =>
      (
        await call<{ stack: { value: { type: string; value: string }[] }[] }>('invokefunction', [
          NATIVE.NEO,
          'getAccountState',
          [{ type: 'Hash160', value: account.scriptHash }],
        ])
      ).stack[0]!.value;
    const voteTo = async () => Buffer.from((await state())[2]!.value, 'base64').toString('hex');
    expect(await voteTo()).toBe(COMMITTEE_PUBLIC_KEY);
    await sendRequest(holder, voteRequest(contracts, account, voterAccount().publicKey));
    expect(await voteTo()).toBe(voterAccount().publicKey);
    const candidates = await call<{ publickey: string; votes: string }[]>('getcandidates');
    expect(candidates.find((c) => c.publickey === voterAccount().publicKey)!.votes).not.toBe('0');
  });
});
