/**
 * The neon path (WalletConnect 2, site/src/wallets/adapters/neon.ts) against the local privnet: the adapter gets a
 * sign client the way its callers inject one (`loadClient`), here one that signs and broadcasts the requested
 * invocation for real (wallet/sign-client.ts). The product's requests go through it; the node's state is read back.
 */
import { describe, expect, it } from 'vitest';
import { NATIVE } from '../../chain/n3/native.ts';
import { COMMITTEE_PUBLIC_KEY, voterAccount } from '../../local/privnet/keys.ts';
import { waitForApplicationLog } from '../../local/privnet/send.ts';
import { createNeonAdapter } from '../../site/src/wallets/adapters/neon.ts';
import { NETWORK_PROFILES } from '../../chain/config.ts';
import { resolveWalletConfig } from '../../site/src/wallets/config.ts';
import { classifySendFailure } from '../../site/src/wallets/errors.ts';
import { createN3Service } from '../../site/src/wallets/n3/index.ts';
import { balanceOf, feesOf, fundedAccount, n3, unclaimedGas, voteOf, waitBlocks } from './support.ts';
import { privnetSignClient } from './wallet/sign-client.ts';

const GAS = 100_000_000n;
const service = () =>
  createN3Service(resolveWalletConfig({ PUBLIC_CHAIN_NETWORK: 'privnet', PUBLIC_NEO_N3_RPC_URLS: n3().rpcUrl }));

/** A neon adapter on the privnet profile, connected through a sign client that signs as `account`. */
async function connectedNeon(account: Parameters<typeof privnetSignClient>[0]) {
  const client = privnetSignClient(account, n3());
  const adapter = createNeonAdapter('n3', {
    projectId: 'privnet-tests',
    network: NETWORK_PROFILES.privnet,
    loadClient: async () => client,
  });
  expect(await adapter.init()).toBe('started');
  let uri = '';
  expect(
    await adapter.connect({
      onUri: (u) => {
        uri = u;
      },
    }),
  ).toBe(account.address);
  expect(uri).toMatch(/^wc:.*&wccv=3$/);
  return { client, adapter };
}

describe('neon (WalletConnect) on the privnet', () => {
  it('votes and changes the vote: the txids the wallet answers are in blocks and NeoToken records the candidate', async () => {
    const holder = await fundedAccount(10n, 1n * GAS);
    const { adapter } = await connectedNeon(holder);
    const s = service();
    for (const candidate of [COMMITTEE_PUBLIC_KEY, voterAccount().publicKey]) {
      const txid = await adapter.send(s.requests.vote(s.account(holder.address), candidate));
      expect(await s.validate(txid, { intervalMs: 250 })).toEqual({ outcome: 'success' });
      expect(await voteOf(holder.address)).toBe(candidate);
    }
  });

  it('claims GAS: the unclaimed GAS becomes balance, less the fees', async () => {
    const holder = await fundedAccount(10_000_000n, 1n * GAS);
    await waitBlocks(3);
    const { adapter } = await connectedNeon(holder);
    const s = service();
    const before = await balanceOf(holder.address, NATIVE.GAS);
    const txid = await adapter.send(s.requests.claim(s.account(holder.address)));
    expect(await s.validate(txid, { intervalMs: 250 })).toEqual({ outcome: 'success' });
    const log = await waitForApplicationLog(n3().rpcUrl, txid);
    const payout = log.executions[0]!.notifications.find(
      (n) => n.contract === NATIVE.GAS && n.eventname === 'Transfer',
    );
    const paid = BigInt((payout!.state.value as { value: string }[])[2]!.value);
    expect(await balanceOf(holder.address, NATIVE.GAS)).toBe(before + paid - (await feesOf(txid)));
    expect(await unclaimedGas(holder.address)).toBeLessThan(paid);
  });

  it('a user who rejects: the adapter says rejected and nothing is sent', async () => {
    const holder = await fundedAccount(10n, 1n * GAS);
    const { client, adapter } = await connectedNeon(holder);
    client.mode = 'refuse';
    const s = service();
    const error = await adapter
      .send(s.requests.vote(s.account(holder.address), COMMITTEE_PUBLIC_KEY))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'rejected' });
    expect(classifySendFailure(error)).toBe('rejected');
    expect(client.sent).toEqual([]);
    expect(await voteOf(holder.address)).toBeNull();
  });

  it('an account without GAS: the node refuses the transaction and it counts as insufficient GAS', async () => {
    const holder = await fundedAccount(10n, 0n);
    const { client, adapter } = await connectedNeon(holder);
    const s = service();
    const error = await adapter
      .send(s.requests.vote(s.account(holder.address), COMMITTEE_PUBLIC_KEY))
      .catch((e: unknown) => e);
    expect(classifySendFailure(error)).toBe('insufficientGas');
    expect(client.sent).toEqual([]);
    expect(await voteOf(holder.address)).toBeNull();
  });

  it('a session on another network is refused by the privnet profile', async () => {
    const holder = await fundedAccount(0n, 1n * GAS);
    const client = privnetSignClient(holder, n3(), 'neo3:mainnet');
    const adapter = createNeonAdapter('n3', {
      projectId: 'privnet-tests',
      network: NETWORK_PROFILES.privnet,
      loadClient: async () => client,
    });
    await adapter.init();
    await expect(adapter.connect()).rejects.toMatchObject({ code: 'noAddress' });
  });
});
