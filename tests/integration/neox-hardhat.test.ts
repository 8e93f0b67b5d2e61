/**
 * Neo X through viem against a local EVM node (Hardhat Network with chain id 47763): balances, a transaction sent
 * through the NeoLine Neo X adapter (EIP-1193, announced with EIP-6963) and validated by receipt, a reverted one,
 * and one never mined.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNeoLineNeoXAdapter, NEOLINE_RDNS, type Eip1193Provider } from '../../site/src/wallets/adapters/neoline-neox.ts';
import { testHost } from '../../site/src/wallets/adapters/test-host.ts';
import { resolveWalletConfig } from '../../site/src/wallets/config.ts';
import { createNeoXService } from '../../site/src/wallets/neox/index.ts';
import { isNodeUnreachable } from '../../site/src/wallets/node-error.ts';
import { rpc, startHardhat, type LocalNeoX } from '../support/hardhat.ts';

let node: LocalNeoX;
beforeAll(async () => { node = await startHardhat(); }, 90_000);
afterAll(async () => node?.stop());

const service = () => createNeoXService(resolveWalletConfig({ PUBLIC_NEO_X_RPC_URLS: node.url }));
const fast = { intervalMs: 50 };
/** An EIP-1193 provider that forwards to the local node (its accounts are unlocked, as a wallet's would be). */
const provider = (): Eip1193Provider => ({
  // Hardhat has no eth_requestAccounts; a wallet answers it with the accounts it unlocked.
  request: ({ method, params }) => rpc(node.url, method === 'eth_requestAccounts' ? 'eth_accounts' : method, params ?? []),
});

describe('Neo X on a local node (chain id 47763)', () => {
  it('answers eth_chainId 0xba93', async () => {
    expect(await rpc(node.url, 'eth_chainId')).toBe('0xba93');
  });

  it('reads the native GAS balance (wei) and leaves bridged NEO out where the token contract is absent', async () => {
    const view = await service().readAccount(node.accounts[0]!);
    expect(view.gasWei).toBe(10_000n * 10n ** 18n);
    expect(view.neoWei).toBeUndefined();
  });

  it('sends a transaction through the NeoLine adapter and validates it by receipt', async () => {
    const host = testHost({});
    const p = provider();
    host.addEventListener('eip6963:requestProvider', () =>
      host.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info: { rdns: NEOLINE_RDNS, name: 'NeoLine' }, provider: p } })));
    const adapter = createNeoLineNeoXAdapter(host as never, 1000);
    expect(await adapter.init()).toBe('started');
    const from = await adapter.connect();
    expect(from?.toLowerCase()).toBe(node.accounts[0]!.toLowerCase());
    const to = node.accounts[1]!;
    const before = (await service().readAccount(to)).gasWei;
    const hash = await adapter.send({ from: from!, to, valueWei: 1_500_000_000_000_000_000n });
    expect(await service().validate(hash, fast)).toEqual({ outcome: 'success' });
    expect((await service().readAccount(to)).gasWei - before).toBe(1_500_000_000_000_000_000n);
  });

  it('reports a reverted transaction as an unknown error', async () => {
    // Deploy a contract whose code always reverts: runtime PUSH1 0 PUSH1 0 REVERT.
    const deploy = await rpc<string>(node.url, 'eth_sendTransaction', [{ from: node.accounts[0], data: '0x6460006000fd6000526005601bf3' }]);
    const receipt = await rpc<{ contractAddress: string }>(node.url, 'eth_getTransactionReceipt', [deploy]);
    // Hardhat refuses a reverting eth_sendTransaction while automining; queue it, then mine it.
    await rpc(node.url, 'evm_setAutomine', [false]);
    const hash = await rpc<string>(node.url, 'eth_sendTransaction', [{ from: node.accounts[0], to: receipt.contractAddress, gas: '0x30000' }]);
    const pending = service().validate(hash, fast);
    await rpc(node.url, 'evm_mine');
    await rpc(node.url, 'evm_setAutomine', [true]);
    expect(await pending).toEqual({ outcome: 'unknownError', detail: 'reverted' });
  });

  it('gives up on a transaction never mined as unknown status', async () => {
    const attempts: number[] = [];
    const result = await service().validate(`0x${'12'.repeat(32)}`, { ...fast, attempts: 3, onAttempt: (n) => attempts.push(n) });
    expect(result.outcome).toBe('unknownStatus');
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('says plainly when no Neo X node can be reached', async () => {
    const offline = createNeoXService(resolveWalletConfig({ PUBLIC_NEO_X_RPC_URLS: 'http://127.0.0.1:9' }));
    const error = await offline.readAccount(node.accounts[0]!).catch((e) => e);
    expect(isNodeUnreachable(error)).toBe(true);
  });
});
