/**
 * The bridge across both local chains: the product's `depositNative` request signed and sent on the N3 privnet
 * locks the GAS and pays the 0.1 GAS fee to the N3 bridge stand-in; the local relayer (local/privnet/relay.ts)
 * delivers it through the Neo X bridge stand-in, which credits the recipient amount × 10^10 wei; the product's
 * tracker client (site/src/wallets/bridge/tracker.ts) then names the Neo X transaction. State is read from both nodes.
 */
import { createPublicClient, http, type Address } from 'viem';
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts';
import { wallet } from '@cityofzion/neon-js';
import { describe, expect, inject, it } from 'vitest';
import { NATIVE } from '../../chain/n3/native.ts';
import { depositNonce } from '../../site/src/wallets/bridge/contract.ts';
import { trackDeposit } from '../../site/src/wallets/bridge/tracker.ts';
import { depositNativeRequest, type N3Contracts } from '../../site/src/wallets/n3/invocations.ts';
import { n3Account } from '../../chain/n3/script.ts';
import { balanceOf, feesOf, fundedAccount, sendRequest } from './support.ts';

const ONE = 100_000_000n;
const bridgeAddress = (hash: string) => wallet.getAddressFromScriptHash(hash.replace(/^0x/, ''));

describe('bridge N3 → Neo X on the local chains', () => {
  it('locks the GAS with the fee on N3 and credits the Neo X recipient through the relayer; the tracker names the Neo X transaction', async () => {
    const standIns = inject('standIns');
    const contracts = { NEO: NATIVE.NEO, GAS: NATIVE.GAS, BRIDGE: standIns.BRIDGE } as N3Contracts;
    const sender = await fundedAccount(0n, 10n * ONE);
    const recipient = privateKeyToAccount(generatePrivateKey()).address as Address;
    const neoX = createPublicClient({ transport: http(inject('neoXRpcUrl')) });
    const bridgeBefore = await balanceOf(bridgeAddress(standIns.BRIDGE), NATIVE.GAS);
    const before = await balanceOf(sender.address, NATIVE.GAS);
    const log = await sendRequest(
      sender,
      depositNativeRequest(contracts, n3Account(sender.address), recipient, 2n * ONE, ONE / 10n),
    );
    expect(await balanceOf(sender.address, NATIVE.GAS)).toBe(before - 2n * ONE - ONE / 10n - (await feesOf(log.txid)));
    const nonce = depositNonce(log as Parameters<typeof depositNonce>[0], standIns.BRIDGE);
    expect(nonce).toBeDefined();
    let credited = 0n;
    for (let i = 0; i < 60 && credited === 0n; i++) {
      credited = await neoX.getBalance({ address: recipient });
      if (credited === 0n) await new Promise((r) => setTimeout(r, 500));
    }
    expect(credited).toBe(2n * ONE * 10n ** 10n);
    const tracked = await trackDeposit(inject('trackerUrl'), nonce!, { intervalMs: 200, attempts: 50 });
    const receipt = await neoX.getTransactionReceipt({ hash: tracked as `0x${string}` });
    expect(receipt.status).toBe('success');
    expect(await balanceOf(bridgeAddress(standIns.BRIDGE), NATIVE.GAS)).toBe(bridgeBefore + 2n * ONE + ONE / 10n);
  });
});
