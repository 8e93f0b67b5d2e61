/**
 * The browser tests' NeoLine on Neo X (tests/e2e/wallet/test-neoline-neox.ts) in Chromium, backed by the local Neo X
 * node: a page finds it through EIP-6963 as the product does, and a transaction it asks for is signed with the
 * test account's key and lands on the node; a refusal reaches the page as EIP-1193 error 4001.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createClient, http, type Hex } from 'viem';
import { getBalance, getTransactionReceipt } from 'viem/actions';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launch } from '../e2e/browser.ts';
import { installTestNeoLineNeoX, type TestNeoXWallet } from '../e2e/wallet/test-neoline-neox.ts';
import { startNeoXNode, type LocalNeoXNode } from '../support/hardhat.ts';

const PAGE = 'http://wallet.test/';
let node: LocalNeoXNode;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let wallet: TestNeoXWallet;

beforeAll(async () => {
  [node, browser] = await Promise.all([startNeoXNode(), launch()]);
});
afterAll(async () => {
  await browser?.close();
  await node?.stop();
});
beforeEach(async () => {
  context = await browser.newContext();
  await context.route(PAGE, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>dApp</title>' }),
  );
  wallet = await installTestNeoLineNeoX(context, { rpcUrl: node.rpcUrl, privateKey: node.accounts[7]!.privateKey });
  page = await context.newPage();
  await page.goto(PAGE);
});
afterEach(async () => context?.close());

/** In the page: find NeoLine by EIP-6963 (rdns io.neoline), then ask it `method` with `params`. */
const ask = (method: string, params?: unknown[]) =>
  page.evaluate(
    async ([m, p]) => {
      const provider = await new Promise<{ request(a: { method: string; params?: unknown[] }): Promise<unknown> }>(
        (resolve) => {
          window.addEventListener('eip6963:announceProvider', (e) => {
            const detail = (e as CustomEvent).detail;
            if (detail.info.rdns === 'io.neoline') resolve(detail.provider);
          });
          window.dispatchEvent(new Event('eip6963:requestProvider'));
        },
      );
      try {
        return { result: await provider.request({ method: m as string, params: p as unknown[] | undefined }) };
      } catch (error) {
        return { error: { code: (error as { code?: number }).code, message: (error as Error).message } };
      }
    },
    [method, params] as const,
  );

describe('the test NeoLine on Neo X in Chromium', () => {
  it('is found through EIP-6963 and answers the node’s chain id and its account', async () => {
    expect(await ask('eth_chainId')).toEqual({ result: '0xba93' });
    expect(await ask('eth_requestAccounts')).toEqual({ result: [node.accounts[7]!.address] });
  });

  it('signs the transaction a page asks for and sends it to the node, which mines it', async () => {
    const chain = createClient({ transport: http(node.rpcUrl) });
    const to = node.accounts[8]!.address;
    const before = await getBalance(chain, { address: to });
    const answer = await ask('eth_sendTransaction', [{ from: wallet.address, to, value: '0xde0b6b3a7640000' }]);
    expect(answer).toEqual({ result: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
    const hash = (answer as { result: Hex }).result;
    expect(wallet.sent).toEqual([hash]);
    const receipt = await getTransactionReceipt(chain, { hash });
    expect(receipt).toMatchObject({ status: 'success', from: wallet.address.toLowerCase(), to: to.toLowerCase() });
    expect((await getBalance(chain, { address: to })) - before).toBe(10n ** 18n);
    // And the page reads the receipt back through the same provider.
    expect(await ask('eth_getTransactionReceipt', [hash])).toMatchObject({
      result: { transactionHash: hash, status: '0x1' },
    });
  });

  it('passes a refusal to the page as error 4001 and sends nothing', async () => {
    wallet.refuse = true;
    expect(
      await ask('eth_sendTransaction', [{ from: wallet.address, to: node.accounts[8]!.address, value: '0x1' }]),
    ).toMatchObject({ error: { code: 4001 } });
    expect(wallet.sent).toEqual([]);
  });
});
