/**
 * The product's Neo X service and NeoLine adapter against the local Neo X node (chain/neox: Hardhat 2, chain id
 * 47763): balances read, a transfer signed by the test wallet's key (tests/e2e/wallet/test-neoline-neox.ts, the
 * provider the browser tests inject) and validated by its receipt, the fee it cost read back from the chain, a
 * refusal, a reverted transaction, one never mined, and no node at all.
 */
import { createClient, http, type Address, type Hex } from 'viem';
import { getTransactionReceipt } from 'viem/actions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createNeoLineNeoXAdapter,
  NEOLINE_RDNS,
  type Eip1193Provider,
} from '../../site/src/wallets/adapters/neoline-neox.ts';
import { testHost } from '../../site/src/wallets/adapters/test-host.ts';
import { resolveWalletConfig } from '../../site/src/wallets/config.ts';
import { createNeoXService } from '../../chain/neox/client.ts';
import { isNodeUnreachable } from '../../chain/node-error.ts';
import { neoXWalletHandler, type TestNeoXWallet } from '../e2e/wallet/test-neoline-neox.ts';
import { rpc, startNeoXNode, type LocalNeoXNode } from '../support/hardhat.ts';

let node: LocalNeoXNode;
beforeAll(async () => {
  node = await startNeoXNode();
});
afterAll(async () => node?.stop());

const GAS = 10n ** 18n;
const service = () => createNeoXService(resolveWalletConfig({ PUBLIC_NEO_X_RPC_URLS: node.rpcUrl }));
const fast = { intervalMs: 50 };

/** The test NeoLine on Neo X for account `index` of the node, as a page sees it (errors thrown with their code). */
function neoline(index: number) {
  const { address, privateKey } = node.accounts[index]!;
  const wallet: TestNeoXWallet = { address, chainId: node.chainId, requests: [], sent: [], refuse: false };
  const answer = neoXWalletHandler(wallet, { rpcUrl: node.rpcUrl, privateKey });
  const provider: Eip1193Provider = {
    async request({ method, params }) {
      const reply = await answer(method, (params ?? null) as unknown[] | null);
      if ('error' in reply) throw Object.assign(new Error(reply.error.message), { code: reply.error.code });
      return reply.result;
    },
  };
  const host = testHost({});
  host.addEventListener('eip6963:requestProvider', () =>
    host.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: { info: { rdns: NEOLINE_RDNS, name: 'NeoLine' }, provider },
      }),
    ),
  );
  return { wallet, adapter: createNeoLineNeoXAdapter(host as never, 1000) };
}

describe('Neo X on the local node (chain id 47763)', () => {
  it('answers eth_chainId 0xba93', async () => {
    expect(await rpc(node.rpcUrl, 'eth_chainId')).toBe('0xba93');
  });

  it('reads the native GAS balance (wei) and leaves bridged NEO out where the token contract is absent', async () => {
    const view = await service().readAccount(node.accounts[2]!.address);
    expect(view.gasWei).toBe(10_000n * GAS);
    expect(view.neoWei).toBeUndefined();
    expect(view.height).toBe(BigInt(await rpc<string>(node.rpcUrl, 'eth_blockNumber')));
  });

  it('sends GAS signed by the wallet key through the NeoLine adapter, validates it by receipt, and the balances move by value and fee', async () => {
    const { adapter, wallet } = neoline(0);
    expect(await adapter.init()).toBe('started');
    const from = (await adapter.connect()) as Address;
    expect(from).toBe(node.accounts[0]!.address);
    const to = node.accounts[1]!.address;
    const [fromBefore, toBefore] = await Promise.all([service().readAccount(from), service().readAccount(to)]);
    const value = 1_500_000_000_000_000_000n;
    const hash = await adapter.send({ from, to, valueWei: value });
    expect(wallet.sent).toEqual([hash]);
    expect(await service().validate(hash, fast)).toEqual({ outcome: 'success' });

    const receipt = await getTransactionReceipt(createClient({ transport: http(node.rpcUrl) }), { hash: hash as Hex });
    expect(receipt.from.toLowerCase()).toBe(from.toLowerCase());
    const fee = receipt.gasUsed * receipt.effectiveGasPrice;
    expect(fee).toBeGreaterThan(0n);
    const [fromAfter, toAfter] = await Promise.all([service().readAccount(from), service().readAccount(to)]);
    expect(toAfter.gasWei - toBefore.gasWei).toBe(value);
    expect(fromBefore.gasWei - fromAfter.gasWei).toBe(value + fee);
  });

  it('a refusal in the wallet reaches the product as a rejection, and nothing is sent', async () => {
    const { adapter, wallet } = neoline(3);
    await adapter.init();
    const from = (await adapter.connect()) as Address;
    const nonceBefore = await rpc<string>(node.rpcUrl, 'eth_getTransactionCount', [from, 'latest']);
    wallet.refuse = true;
    const error = await adapter.send({ from, to: node.accounts[4]!.address, valueWei: GAS }).catch((e) => e);
    expect(error).toMatchObject({ code: 'rejected' });
    expect(wallet.sent).toEqual([]);
    expect(await rpc<string>(node.rpcUrl, 'eth_getTransactionCount', [from, 'latest'])).toBe(nonceBefore);
  });

  it('reports a reverted transaction as an unknown error', async () => {
    // A contract whose code always reverts: runtime PUSH1 0 PUSH1 0 REVERT, deployed by an unlocked node account.
    const deploy = await rpc<string>(node.rpcUrl, 'eth_sendTransaction', [
      { from: node.accounts[5]!.address, data: '0x6460006000fd6000526005601bf3' },
    ]);
    const { contractAddress } = await rpc<{ contractAddress: Address }>(node.rpcUrl, 'eth_getTransactionReceipt', [
      deploy,
    ]);
    // The wallet signs it with a gas limit given (estimating would refuse it); Hardhat refuses a reverting
    // transaction while automining, so it is queued, then mined.
    const { wallet } = neoline(5);
    const answer = neoXWalletHandler(wallet, { rpcUrl: node.rpcUrl, privateKey: node.accounts[5]!.privateKey });
    await rpc(node.rpcUrl, 'evm_setAutomine', [false]);
    const sent = await answer('eth_sendTransaction', [{ from: wallet.address, to: contractAddress, gas: '0x30000' }]);
    const pending = 'result' in sent ? service().validate(String(sent.result), fast) : undefined;
    await rpc(node.rpcUrl, 'evm_mine');
    await rpc(node.rpcUrl, 'evm_setAutomine', [true]);
    expect(sent).toHaveProperty('result');
    expect(await pending).toEqual({ outcome: 'unknownError', detail: 'reverted' });
  });

  it('gives up on a transaction never mined as unknown status', async () => {
    const attempts: number[] = [];
    const result = await service().validate(`0x${'12'.repeat(32)}`, {
      ...fast,
      attempts: 3,
      onAttempt: (n) => attempts.push(n),
    });
    expect(result.outcome).toBe('unknownStatus');
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('says plainly when no Neo X node can be reached', async () => {
    const offline = createNeoXService(resolveWalletConfig({ PUBLIC_NEO_X_RPC_URLS: 'http://127.0.0.1:9' }));
    const error = await offline.readAccount(node.accounts[0]!.address).catch((e) => e);
    expect(isNodeUnreachable(error)).toBe(true);
  });
});
