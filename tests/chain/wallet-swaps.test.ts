/**
 * NEO → GAS on /get-gas and in the /my-wallet card, the token swap through the router, the deadline outcome, and wrap
 * / unwrap, in Chromium with the privnet NeoLine, checked on the node: balances move by the quoted amounts within the
 * slippage (quotes computed here from the reserves the router answers, NEO.md §4.2: out = in × 997 × rOut / (rIn ×
 * 1000 + in × 997)), bNEO is minted and burned, NEO comes back. Also the claim's step errors (SPEC §8), each made to
 * happen by a network failure of that one RPC request of the page, and the global swap switch set by the
 * administrator through the API.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { NATIVE } from '../../chain/n3/native.ts';
import { waitForApplicationLog } from '../../local/privnet/send.ts';
import { formatUnits } from '../../site/src/wallets/amounts.ts';
import { resolveWalletConfig } from '../../site/src/wallets/config.ts';
import { nodeApi, ok, signInToken } from '../e2e/api.ts';
import { launch, site } from '../e2e/browser.ts';
import { CHAIN_ADMIN } from './global-setup.ts';
import { balanceOf, feesOf, fundedAccount, read } from './support.ts';
import { confirm, connectAccount, connectNeoLine, open, outcome, txDialog, walletPage } from './wallet/page.ts';

const GAS = 100_000_000n;
/** bNEO has 8 decimals; one NEO mints 10^8 (NEO.md §3.1). */
const BNEO_PER_NEO = 100_000_000n;
const contracts = () => resolveWalletConfig(inject('chainEnv')).n3.contracts;

let browser: Browser;
beforeAll(async () => {
  const env = inject('chainEnv');
  for (const name of ['BNEO', 'SWAP_ROUTER']) {
    if (!env[`PUBLIC_N3_CONTRACT_${name}`])
      throw new Error(`PUBLIC_N3_CONTRACT_${name} is not set: the stand-ins are not deployed (local/chains.ts)`);
  }
  browser = await launch();
});
afterAll(async () => browser?.close());

/** The router's reserves for tokenIn → tokenOut (FlamingoSwapRouter getReserves), as the page reads them. */
async function reserves(tokenIn: string, tokenOut: string) {
  const answer = (await read(contracts().SWAP_ROUTER, 'getReserves', [
    { type: 'Hash160', value: tokenIn },
    { type: 'Hash160', value: tokenOut },
  ])) as { value: { value: string }[] };
  return { reserveIn: BigInt(answer.value[0]!.value), reserveOut: BigInt(answer.value[1]!.value) };
}
const amountOut = (amountIn: bigint, r: { reserveIn: bigint; reserveOut: bigint }) =>
  (amountIn * 997n * r.reserveOut) / (r.reserveIn * 1000n + amountIn * 997n);

/** What `token` moved to `address` in a transaction, from its Transfer notifications (`minted`: only those from null). */
async function received(txid: string, token: string, address: string, minted = false): Promise<bigint> {
  const { wallet } = await import('@cityofzion/neon-js');
  const to = Buffer.from(wallet.getScriptHashFromAddress(address), 'hex').reverse().toString('base64');
  const log = await waitForApplicationLog(inject('n3RpcUrl'), txid);
  return (
    log.executions[0]!.notifications.filter((n) => n.contract === token && n.eventname === 'Transfer')
      .map((n) => n.state.value as { type: string; value?: string }[])
      // A Transfer from null is GAS the held NEO generated (paid out on any NEO transfer), not what the swap moved.
      .filter((v) => (v[0]?.type === 'Any') === minted && v[1]?.value === to)
      .reduce((sum, v) => sum + BigInt(v[2]!.value!), 0n)
  );
}

/**
 * Swap 2 of 10 NEO for GAS through the NEO → GAS form in `scope` (on the page at `path`) and check the node: NEO
 * leaves, GAS arrives as quoted within the default slippage, less the fees.
 */
async function swapNeoForGas(path: string, scope: (page: Page) => Locator | Page) {
  const holder = await fundedAccount(10n, 1n * GAS);
  const w = await walletPage(browser, holder);
  try {
    const { page } = w;
    await open(page, path);
    await connectNeoLine(page);
    const form = scope(page);
    await form.getByText(/Wallet: 10 NEO/).waitFor();
    const r = await reserves(contracts().BNEO, NATIVE.GAS);
    const quote = amountOut(2n * BNEO_PER_NEO, r);
    await form.getByRole('textbox', { name: 'NEO to swap' }).fill('2');
    await form.getByText('Expected to receive').waitFor();
    expect(await form.locator('dl').innerText()).toContain(`${formatUnits(quote, 8)} GAS`);
    const gasBefore = await balanceOf(holder.address, NATIVE.GAS);
    const action = form.getByRole('button', { name: 'Swap NEO for GAS' });
    await expect.poll(() => action.isEnabled()).toBe(true);
    await action.click();
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
}

describe('NEO → GAS', () => {
  it('on /get-gas: swaps NEO for GAS in one transaction: NEO leaves, GAS arrives as quoted, within the slippage', async () => {
    await swapNeoForGas('/get-gas', (page) => page.locator('main'));
  });

  it('in the /my-wallet card (the same form): NEO leaves, GAS arrives as quoted, within the slippage', async () => {
    await swapNeoForGas('/my-wallet', (page) => page.getByRole('region', { name: 'Swap NEO for GAS' }));
  });
});

/** Make the page's N3 RPC requests that `match` fail as a network failure (they never reach the node); answers what failed. */
async function failRpc(
  context: BrowserContext,
  match: (body: { method?: string; params?: unknown[] }) => boolean,
): Promise<string[]> {
  const host = new URL(inject('n3RpcUrl')).host;
  const failed: string[] = [];
  await context.route(
    (url) => url.host === host,
    async (route) => {
      const text = route.request().postData();
      const body = text ? (JSON.parse(text) as { method?: string; params?: unknown[] }) : {};
      if (!match(body)) return route.continue();
      failed.push(String(body.method));
      return route.abort('connectionrefused');
    },
  );
  return failed;
}

/** The claim steps whose message the page shows (`data-claim-step`). */
const shownSteps = async (page: Page) => [
  ...new Set(
    await page.locator('[data-claim-step]').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.claimStep)),
  ),
];

describe("the claim's errors (SPEC §8), each where its step fails", () => {
  const cases = [
    {
      step: 'tokenHash',
      path: '/get-gas',
      message: 'Could not fetch token hash',
      match: (b: { method?: string }) => b.method === 'getcontractstate',
    },
    {
      step: 'tokenHash',
      path: '/pt-BR/get-gas',
      message: 'Não foi possível obter o hash do token',
      match: (b: { method?: string }) => b.method === 'getcontractstate',
    },
    {
      step: 'reserves',
      path: '/get-gas',
      message: 'Error getting reserve values',
      match: (b: { method?: string; params?: unknown[] }) =>
        b.method === 'invokefunction' && b.params?.[1] === 'getReserves',
    },
  ] as const;
  for (const c of cases) {
    it(`${c.path}: the ${c.step} request fails → "${c.message}", no quote`, async () => {
      const w = await walletPage(browser, await fundedAccount(10n, 1n * GAS));
      try {
        const { page, context } = w;
        const failed = await failRpc(context, c.match);
        await open(page, c.path);
        // Typing an amount loads the N3 code, which reads the pool: bNEO's contract, then the reserves.
        await page.locator('#getgas-neo').fill('2');
        await page.getByText(c.message).waitFor();
        expect(await shownSteps(page)).toEqual([c.step]);
        expect(failed.length).toBeGreaterThan(0);
        expect(await page.locator('.wallet-getgas dl').count()).toBe(0);
        if (c.path.startsWith('/pt-BR')) return;
        // The form does not send: the visitor connects and presses the button, nothing reaches the wallet.
        await connectNeoLine(page);
        await page.locator('.wallet-getgas button[type="submit"]').click();
        expect(await txDialog(page).count()).toBe(0);
        expect(w.neoline.sent).toEqual([]);
      } finally {
        await w.close();
      }
    });
  }

  it('/my-wallet: the NEO → GAS card and the token swap say "Error getting reserve values" when the reserves cannot be read', async () => {
    const holder = await fundedAccount(10n, 1n * GAS);
    const w = await walletPage(browser, holder);
    try {
      const { page, context } = w;
      await failRpc(context, (b) => b.method === 'invokefunction' && b.params?.[1] === 'getReserves');
      await open(page, '/my-wallet');
      await connectAccount(page, holder.address);
      const neoGas = page.getByRole('region', { name: 'Swap NEO for GAS' });
      const swap = page.getByRole('region', { name: 'Swap tokens (Flamingo)' });
      await neoGas.getByText('Error getting reserve values').waitFor();
      await swap.getByText('Error getting reserve values').waitFor();
      expect(await shownSteps(page)).toEqual(['reserves']);
      await neoGas.getByRole('textbox', { name: 'NEO to swap' }).fill('2');
      expect(await neoGas.getByRole('button', { name: 'Swap NEO for GAS' }).isEnabled()).toBe(false);
      expect(await swap.getByRole('button', { name: 'Swap', exact: true }).isEnabled()).toBe(false);
    } finally {
      await w.close();
    }
  });

  const accountCases = [
    {
      step: 'address',
      message: 'Could not get connected address information',
      match: (b: { method?: string }) => b.method === 'getunclaimedgas',
    },
    {
      step: 'balance',
      message: 'Error getting balance',
      match: (b: { method?: string }) => b.method === 'invokescript',
    },
  ] as const;
  for (const c of accountCases) {
    it(`/my-wallet: the ${c.step} request fails → "${c.message}" in the account panel, no figures`, async () => {
      const holder = await fundedAccount(10n, 1n * GAS);
      const w = await walletPage(browser, holder);
      try {
        const { page, context } = w;
        const failed = await failRpc(context, c.match);
        await open(page, '/my-wallet');
        await connectNeoLine(page);
        const panel = page.locator('[data-chain="n3"]');
        await panel.getByText(c.message).waitFor();
        expect(await shownSteps(page)).toEqual([c.step]);
        expect(failed.length).toBeGreaterThan(0);
        expect(await page.getByRole('heading', { name: 'Balances' }).count()).toBe(0);
        expect(await page.getByRole('button', { name: 'Claim GAS' }).count()).toBe(0);
      } finally {
        await w.close();
      }
    });
  }
});

/** Switch the swap feature as the stack's administrator (through the typed API client); answers the new value. */
async function setSwapFeature(active: boolean): Promise<boolean> {
  const api = nodeApi(await signInToken(CHAIN_ADMIN));
  return ok(api.global.setSwapFeatureEnabled.$put({ query: { active: active ? 'true' : 'false' } }));
}

describe('the global swap switch on /my-wallet', () => {
  it('switched off by the administrator, both swap cards are disabled and say so; switched on again, they swap', async () => {
    const holder = await fundedAccount(10n, 5n * GAS);
    const off = await walletPage(browser, holder);
    try {
      expect(await setSwapFeature(false)).toBe(false);
      const { page } = off;
      await open(page, '/my-wallet');
      await connectAccount(page, holder.address);
      const neoGas = page.getByRole('region', { name: 'Swap NEO for GAS' });
      const swap = page.getByRole('region', { name: 'Swap tokens (Flamingo)' });
      await neoGas.getByText('The NEO to GAS swap is switched off for now.').waitFor();
      await swap.getByText('Swaps are switched off for now.').waitFor();
      // The quotes still show; only sending is switched off.
      await neoGas.getByRole('textbox', { name: 'NEO to swap' }).fill('2');
      await neoGas.getByText('Expected to receive').waitFor();
      expect(await neoGas.getByRole('button', { name: 'Swap NEO for GAS' }).isEnabled()).toBe(false);
      await swap.getByRole('combobox', { name: 'From' }).selectOption({ label: 'GAS' });
      await swap.getByRole('combobox', { name: 'To' }).selectOption({ label: 'bNEO' });
      await swap.getByRole('textbox', { name: 'Amount of GAS' }).fill('1');
      await swap.getByText('Expected to receive').waitFor();
      expect(await swap.getByRole('button', { name: 'Swap', exact: true }).isEnabled()).toBe(false);
      expect(off.neoline.sent).toEqual([]);
    } finally {
      await off.close();
      expect(await setSwapFeature(true)).toBe(true);
    }
    const on = await walletPage(browser, holder);
    try {
      const { page } = on;
      await open(page, '/my-wallet');
      await connectAccount(page, holder.address);
      const neoGas = page.getByRole('region', { name: 'Swap NEO for GAS' });
      await neoGas.getByRole('textbox', { name: 'NEO to swap' }).fill('2');
      await neoGas.getByText('Expected to receive').waitFor();
      await expect.poll(() => neoGas.getByRole('button', { name: 'Swap NEO for GAS' }).isEnabled()).toBe(true);
      expect(await page.getByText('The NEO to GAS swap is switched off for now.').count()).toBe(0);
      expect(await page.getByText('Swaps are switched off for now.').count()).toBe(0);
    } finally {
      await on.close();
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
