/**
 * /get-gas NEO → GAS, the token swap through the router, the deadline outcome, and wrap / unwrap, in Chromium with
 * the privnet NeoLine, checked on the node: balances move by the quoted amounts within the slippage (quotes computed
 * here from the reserves the router answers, NEO.md §4.2: out = in × 997 × rOut / (rIn × 1000 + in × 997)), bNEO is
 * minted and burned, NEO comes back.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { NATIVE } from '../../chain/n3/native.ts';
import { waitForApplicationLog } from '../../chain/n3/send.ts';
import { formatUnits } from '../../site/src/wallets/amounts.ts';
import { resolveWalletConfig } from '../../site/src/wallets/config.ts';
import { launch } from '../e2e/browser.ts';
import { balanceOf, feesOf, fundedAccount, read } from './support.ts';
import { confirm, connectAccount, connectNeoLine, open, outcome, walletPage } from './wallet/page.ts';

const GAS = 100_000_000n;
/** bNEO has 8 decimals; one NEO mints 10^8 (NEO.md §3.1). */
const BNEO_PER_NEO = 100_000_000n;
const contracts = () => resolveWalletConfig(inject('chainEnv')).n3.contracts;

let browser: Browser;
beforeAll(async () => {
  const env = inject('chainEnv');
  for (const name of ['BNEO', 'SWAP_ROUTER']) {
    if (!env[`PUBLIC_N3_CONTRACT_${name}`]) throw new Error(`PUBLIC_N3_CONTRACT_${name} is not set: the stand-ins are not deployed (chain/local.ts)`);
  }
  browser = await launch();
});
afterAll(async () => browser?.close());

/** The router's reserves for tokenIn → tokenOut (FlamingoSwapRouter getReserves), as the page reads them. */
async function reserves(tokenIn: string, tokenOut: string) {
  const answer = await read(contracts().SWAP_ROUTER, 'getReserves', [{ type: 'Hash160', value: tokenIn }, { type: 'Hash160', value: tokenOut }]) as { value: { value: string }[] };
  return { reserveIn: BigInt(answer.value[0]!.value), reserveOut: BigInt(answer.value[1]!.value) };
}
const amountOut = (amountIn: bigint, r: { reserveIn: bigint; reserveOut: bigint }) => (amountIn * 997n * r.reserveOut) / (r.reserveIn * 1000n + amountIn * 997n);

/** What `token` moved to `address` in a transaction, from its Transfer notifications (`minted`: only those from null). */
async function received(txid: string, token: string, address: string, minted = false): Promise<bigint> {
  const { wallet } = await import('@cityofzion/neon-js');
  const to = Buffer.from(wallet.getScriptHashFromAddress(address), 'hex').reverse().toString('base64');
  const log = await waitForApplicationLog(inject('n3RpcUrl'), txid);
  return log.executions[0]!.notifications
    .filter((n) => n.contract === token && n.eventname === 'Transfer')
    .map((n) => n.state.value as { type: string; value?: string }[])
    // A Transfer from null is GAS the held NEO generated (paid out on any NEO transfer), not what the swap moved.
    .filter((v) => (v[0]?.type === 'Any') === minted && v[1]?.value === to)
    .reduce((sum, v) => sum + BigInt(v[2]!.value!), 0n);
}

describe('/get-gas: NEO → GAS', () => {
  it('swaps NEO for GAS in one transaction: NEO leaves, GAS arrives as quoted, within the slippage', async () => {
    const holder = await fundedAccount(10n, 1n * GAS);
    const w = await walletPage(browser, holder);
    try {
      const { page } = w;
      await open(page, '/get-gas');
      await connectNeoLine(page);
      await page.getByText(/Wallet: 10 NEO/).waitFor();
      const r = await reserves(contracts().BNEO, NATIVE.GAS);
      const quote = amountOut(2n * BNEO_PER_NEO, r);
      await page.getByRole('textbox', { name: 'NEO to swap' }).fill('2');
      await page.getByText('Expected to receive').waitFor();
      expect(await page.locator('main').innerText()).toContain(formatUnits(quote, 8));
      const gasBefore = await balanceOf(holder.address, NATIVE.GAS);
      await page.getByRole('button', { name: 'Swap NEO for GAS' }).click();
      await confirm(page);
      expect((await outcome(page)).outcome).toBe('success');
      const [txid] = w.neoline.sent;
      const got = await received(txid!, NATIVE.GAS, holder.address);
      expect(got).toBeLessThanOrEqual(quote);
      expect(got * 1000n).toBeGreaterThanOrEqual(quote * 995n); // default slippage 0.5 %
      expect(await balanceOf(holder.address, NATIVE.NEO)).toBe(8n);
      const generated = await received(txid!, NATIVE.GAS, holder.address, true);
      expect(await balanceOf(holder.address, NATIVE.GAS)).toBe(gasBefore + got + generated - (await feesOf(txid!)));
    } finally {
      await w.close();
    }
  });
});

describe('token swap through the router', () => {
  it('swaps GAS for bNEO: balances move by the quote, within the slippage', async () => {
    const holder = await fundedAccount(0n, 20n * GAS);
    const w = await walletPage(browser, holder);
    try {
      const { page } = w;
      await open(page, '/my-wallet');
      await connectAccount(page, holder.address);
      const card = page.getByRole('region', { name: 'Swap tokens (Flamingo)' });
      await card.getByRole('combobox', { name: 'From' }).selectOption({ label: 'GAS' });
      await card.getByRole('combobox', { name: 'To' }).selectOption({ label: 'bNEO' });
      const quote = amountOut(10n * GAS, await reserves(NATIVE.GAS, contracts().BNEO));
      await card.getByRole('textbox', { name: 'Amount of GAS' }).fill('10');
      await card.getByText('Expected to receive').waitFor();
      expect(await card.innerText()).toContain(`${formatUnits(quote, 8)} bNEO`);
      await card.getByRole('button', { name: 'Swap', exact: true }).click();
      await confirm(page);
      expect((await outcome(page)).outcome).toBe('success');
      const [txid] = w.neoline.sent;
      const got = await received(txid!, contracts().BNEO, holder.address);
      expect(got).toBeLessThanOrEqual(quote);
      expect(got * 1000n).toBeGreaterThanOrEqual(quote * 995n);
      expect(await balanceOf(holder.address, contracts().BNEO)).toBe(got);
      expect(await balanceOf(holder.address, NATIVE.GAS)).toBe(20n * GAS - 10n * GAS - (await feesOf(txid!)));
    } finally {
      await w.close();
    }
  });

  it('a swap mined after its deadline ends in "The swap was not performed within the chosen deadline."', async () => {
    const holder = await fundedAccount(0n, 20n * GAS);
    const w = await walletPage(browser, holder);
    try {
      const { page } = w;
      // The page's clock runs 55 s behind: with the 1-minute deadline, the deadline is 5 s from now on the chain.
      await page.clock.install({ time: Date.now() - 55_000 });
      await page.clock.resume();
      await open(page, '/my-wallet');
      await connectAccount(page, holder.address);
      const card = page.getByRole('region', { name: 'Swap tokens (Flamingo)' });
      await card.getByRole('combobox', { name: 'From' }).selectOption({ label: 'GAS' });
      await card.getByRole('combobox', { name: 'To' }).selectOption({ label: 'bNEO' });
      await card.getByRole('spinbutton', { name: /Deadline/ }).fill('1');
      await card.getByRole('textbox', { name: 'Amount of GAS' }).fill('1');
      await card.getByText('Expected to receive').waitFor();
      // The signed transaction is held until the deadline has passed (a slow network), then sent.
      w.neoline.beforeSend = () => new Promise((resolve) => setTimeout(resolve, 7000));
      await card.getByRole('button', { name: 'Swap', exact: true }).click();
      await confirm(page);
      const result = await outcome(page, 60_000);
      expect(result.outcome).toBe('deadlineExceeded');
      expect(result.text).toContain('The swap was not performed within the chosen deadline. Please try again later.');
      const log = await waitForApplicationLog(inject('n3RpcUrl'), w.neoline.sent[0]!);
      expect(log.executions[0]!.vmstate).toBe('FAULT');
      expect(await balanceOf(holder.address, contracts().BNEO)).toBe(0n);
    } finally {
      await w.close();
    }
  });
});

describe('wrap and unwrap bNEO', () => {
  it('wraps NEO (bNEO minted) and unwraps bNEO (burned, NEO returned)', async () => {
    const holder = await fundedAccount(10n, 5n * GAS);
    const w = await walletPage(browser, holder);
    try {
      const { page } = w;
      await open(page, '/my-wallet');
      await connectAccount(page, holder.address);
      const card = page.getByRole('region', { name: 'Wrap and unwrap bNEO' });
      const supply = async () => BigInt((await read(contracts().BNEO, 'totalSupply'))!.value as string);
      const supplyBefore = await supply();
      await card.getByRole('spinbutton').fill('5');
      await card.getByRole('button', { name: 'Wrap NEO' }).click();
      await confirm(page);
      expect((await outcome(page)).outcome).toBe('success');
      expect(await balanceOf(holder.address, NATIVE.NEO)).toBe(5n);
      expect(await balanceOf(holder.address, contracts().BNEO)).toBe(5n * BNEO_PER_NEO);
      expect(await supply()).toBe(supplyBefore + 5n * BNEO_PER_NEO);
      await page.locator('dialog.wallet-modal[open]').getByRole('button', { name: 'Close' }).last().click();

      await card.getByRole('spinbutton').fill('3');
      await expect.poll(() => card.getByRole('button', { name: 'Unwrap bNEO' }).isEnabled()).toBe(true);
      await card.getByRole('button', { name: 'Unwrap bNEO' }).click();
      await confirm(page);
      expect((await outcome(page)).outcome).toBe('success');
      expect(await balanceOf(holder.address, NATIVE.NEO)).toBe(8n);
      expect(await balanceOf(holder.address, contracts().BNEO)).toBe(2n * BNEO_PER_NEO);
      expect(await supply()).toBe(supplyBefore + 2n * BNEO_PER_NEO);
    } finally {
      await w.close();
    }
  });
});
