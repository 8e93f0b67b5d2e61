/**
 * The GAS calculator (/gas-calculator) in Chromium against the local N3 privnet: it reads GasPerBlock, the block time,
 * the committee, the validators and the candidates from the node and computes from them; for an account that votes,
 * its daily figure is what the node accrues to that account (getunclaimedgas over ≥ 20 blocks, ≤ 1 % apart); a
 * committee transaction (NeoToken.setGasPerBlock signed by the committee's multi-signature account) changes
 * GasPerBlock and the page's figures follow.
 */
import { sc, wallet } from '@cityofzion/neon-js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { NATIVE } from '../../chain/n3/native.ts';
import { invoke } from '../../local/privnet/send.ts';
import { committeeAccount, committeeMultisig } from '../../local/privnet/keys.ts';
import { formatUnits, parseUnits } from '../../site/src/wallets/amounts.ts';
import { launch, openBeforeHydration } from '../e2e/browser.ts';
import { balanceOf, call, fundedAccount, n3, read, sendRequest, unclaimedGas, waitBlocks } from './support.ts';
import { resolveWalletConfig } from '../../site/src/wallets/config.ts';
import { transfer, voteRequest, wrapRequest } from '../../site/src/wallets/n3/invocations.ts';
import { n3Account } from '../../chain/n3/script.ts';
import { WITNESS_SCOPE } from '../../site/src/wallets/types.ts';
import { connectNeoLine, open, walletPage } from './wallet/page.ts';

const GAS = 100_000_000n;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const gasPerBlock = async () => BigInt((await read(NATIVE.NEO, 'getGasPerBlock'))!.value as string);
const msPerBlock = async () => (await call<{ protocol: { msperblock: number } }>('getversion')).protocol.msperblock;
/** NEO.md §1.5: the holder share of `neo` NEO a day, N × GasPerBlock × 10 % × blocks a day / 100,000,000 NEO (datoshi). */
const holderDaily = (neo: bigint, perBlock: bigint, ms: number) =>
  (neo * perBlock * 10n * (86_400_000n / BigInt(ms))) / (100n * 100_000_000n);

/** Sign NeoToken.setGasPerBlock(`datoshi`) with the committee (1 of 1 multi-signature on the privnet). */
async function setGasPerBlock(datoshi: bigint): Promise<void> {
  await invoke(
    n3().rpcUrl,
    n3().magic,
    [
      {
        scriptHash: NATIVE.NEO.slice(2),
        operation: 'setGasPerBlock',
        args: [sc.ContractParam.integer(datoshi.toString())],
      },
    ],
    [{ account: committeeMultisig(), keys: [committeeAccount()] }],
  );
  // NeoToken applies a new GasPerBlock from the next block (NeoToken.cs SetGasPerBlock: index + 1).
  await waitBlocks(1);
}

const facts = async (page: Page) => page.locator('.calculator-status dl').innerText();
const dailyTotal = (page: Page) => page.locator('[data-card="neo"] tr[data-period="daily"] td').last().innerText();

/**
 * `address`'s unclaimed GAS (getunclaimedgas) with the block count it was computed at: both read until no block
 * came between them.
 */
async function unclaimedAt(address: string): Promise<{ count: number; unclaimed: bigint }> {
  for (;;) {
    const count = await call<number>('getblockcount');
    const unclaimed = await unclaimedGas(address);
    if ((await call<number>('getblockcount')) === count) return { count, unclaimed };
  }
}

describe('/gas-calculator on the privnet', () => {
  it('reads GasPerBlock, the block time, the committee and the candidates from the node, names its newest block, and computes the holder share from them', async () => {
    const w = await walletPage(browser, new wallet.Account(wallet.generatePrivateKey()));
    try {
      const { page } = w;
      const [perBlock, ms, candidates, heightBefore] = await Promise.all([
        gasPerBlock(),
        msPerBlock(),
        call<{ publickey: string }[]>('getcandidates'),
        call<number>('getblockcount'),
      ]);
      // Every layout shift of the page, as the browser reports it (what Lighthouse's CLS adds up).
      await page.addInitScript(() => {
        const shifts: { value: number; nodes: string[] }[] = ((window as { shifts?: unknown }).shifts = []);
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            sources?: { node?: Node }[];
          })[])
            shifts.push({
              value: entry.value,
              nodes: (entry.sources ?? []).map((s) => (s.node as Element | undefined)?.className ?? String(s.node)),
            });
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await open(page, '/gas-calculator');
      const status = page.getByText(/^Live: read from /);
      await status.waitFor();
      const heightAfter = await call<number>('getblockcount');
      // The live reading replaces the snapshot's label below the figures: nothing on the page moves but a table's
      // column growing with its figures (a layout shift score under 0.01 in all; 0.1 is where "good" ends).
      const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number }[] }).shifts);
      expect(
        shifts.reduce((sum, s) => sum + s.value, 0),
        JSON.stringify(shifts),
      ).toBeLessThan(0.01);
      // "at block N" names the newest block, getblockcount − 1, as the node answered while the page loaded.
      const [, node, height] = /^Live: read from (\S+) at block ([\d,]+)/.exec(await status.innerText())!;
      expect(node).toBe(n3().rpcUrl);
      const newest = Number(height!.replace(/,/g, ''));
      expect(newest).toBeGreaterThanOrEqual(heightBefore - 1);
      expect(newest).toBeLessThanOrEqual(heightAfter - 1);
      expect(await page.locator('[data-figure="calculator.block"]').getAttribute('data-value')).toBe(String(newest));
      // Under the headline, one line says the figures are a node's (the details are in the parameters card below).
      expect(await page.locator('.calculator-headline [data-source]').innerText()).toBe(
        'Live figures from an N3 node (chain parameters below).',
      );
      expect(await facts(page)).toContain(`GasPerBlock\n${formatUnits(perBlock, 8)} GAS`);
      expect(await facts(page)).toContain(`Block time\n${ms / 1000} s`);
      expect(await facts(page)).toContain(`Blocks per day\n${(86_400_000 / ms).toLocaleString('en-US')}`);
      // The committee is the node's own (one member, one validator on this privnet), not mainnet's 21/7.
      const [members, validators] = await Promise.all([
        call<string[]>('getcommittee'),
        call<{ publickey: string }[]>('getnextblockvalidators'),
      ]);
      expect(await facts(page)).toContain(`Committee members\n${members.length}`);
      expect(await facts(page)).toContain(`Validators (next block)\n${validators.length}`);
      // Every registered candidate is offered by its public key, each with its role in that committee.
      const select = page.locator('[data-card="neo"]').getByLabel('Candidate voted for');
      const options = await select
        .locator('option')
        .evaluateAll((os) => os.map((o) => [(o as HTMLOptionElement).value, o.textContent ?? '']));
      expect(
        options
          .map(([value]) => value)
          .filter(Boolean)
          .sort(),
      ).toEqual(candidates.map((c) => c.publickey).sort());
      const role = (key: string) =>
        validators.some((v) => v.publickey === key)
          ? "next block's validator, counts double"
          : members.includes(key)
            ? 'committee member'
            : 'outside the committee';
      for (const [value, text] of options.filter(([value]) => value)) expect(text).toContain(role(value!));
      await page.locator('[data-card="neo"]').getByLabel('NEO owned').fill('100');
      await expect.poll(() => dailyTotal(page)).toBe(formatUnits(holderDaily(100n, perBlock, ms), 8));
    } finally {
      await w.close();
    }
  });

  it("keeps an amount typed before the page's script ran, and computes from it", async () => {
    const w = await walletPage(browser, new wallet.Account(wallet.generatePrivateKey()));
    try {
      const { page } = w;
      const [perBlock, ms] = await Promise.all([gasPerBlock(), msPerBlock()]);
      const { hydrate } = await openBeforeHydration(page, '/gas-calculator', 'CalculatorApp');
      const neoField = page.locator('[data-card="neo"]').getByLabel('NEO owned');
      // Before the script runs, the headline's figures are the build's snapshot, and its source line says so.
      expect(await page.locator('.calculator-headline [data-source]').innerText()).toBe(
        'Snapshot figures while an N3 node is read (chain parameters below).',
      );
      await neoField.fill('250');
      await hydrate();
      // The live read re-renders the form: the typed amount must survive it and drive the figures.
      await page.getByText(/^Live: read from /).waitFor();
      await expect.poll(() => dailyTotal(page)).toBe(formatUnits(holderDaily(250n, perBlock, ms), 8));
      expect(await neoField.inputValue()).toBe('250');
    } finally {
      await w.close();
    }
  });

  it("with no node reachable says it is temporarily unavailable and shows the build's snapshot, read from the privnet and labelled with its node and block; Try again reads the node once it is back", async () => {
    const w = await walletPage(browser, new wallet.Account(wallet.generatePrivateKey()));
    try {
      const { page, context } = w;
      const node = new URL(n3().rpcUrl).host;
      let down = true;
      await context.route(
        (url) => url.host === node,
        (route) => (down ? route.abort('connectionrefused') : route.fallback()),
      );
      await open(page, '/gas-calculator');
      await page
        .getByText(
          'The GAS calculator is temporarily unavailable: no Neo N3 node could be reached. Please try again later.',
        )
        .waitFor();
      // With the local chains the build reads the privnet (calculator/snapshot.ts): its node and block are named.
      const snapshot = await page.locator('[data-snapshot="build"]').innerText();
      expect(snapshot).toMatch(/^Snapshot read from chain on .+ \(node http:\/\/127\.0\.0\.1:\d+, block [\d,]+\)\.$/);
      expect(snapshot).toContain(n3().rpcUrl);
      // The alert stands in the parameters card after the cards; the line under the headline says it at the top.
      const source = page.locator('.calculator-headline [data-source]');
      expect(await source.innerText()).toBe('Snapshot figures: no N3 node answers now (chain parameters below).');
      // The node is back: "Try again" reads it, and the figures are the chain's, labelled with its block.
      down = false;
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect.poll(() => page.locator('.calculator-status').getAttribute('data-origin')).toBe('live');
      expect(await page.getByText(/temporarily unavailable/).count()).toBe(0);
      expect(await source.getAttribute('data-source')).toBe('live');
    } finally {
      await w.close();
    }
  });

  it("locks NEO owned to the connected wallet's balance on the node; unlocked, other amounts can be compared", async () => {
    const holder = await fundedAccount(123n, 1n * GAS);
    const w = await walletPage(browser, holder);
    try {
      const { page } = w;
      const [perBlock, ms] = await Promise.all([gasPerBlock(), msPerBlock()]);
      await open(page, '/gas-calculator');
      await connectNeoLine(page);
      const neoField = page.locator('[data-card="neo"]').getByLabel('NEO owned');
      const lock = page.getByRole('button', { name: "Lock NEO and bNEO owned to the wallet's balances" });
      await expect.poll(() => neoField.inputValue()).toBe(formatUnits(await balanceOf(holder.address, NATIVE.NEO), 0));
      expect(await lock.getAttribute('aria-pressed')).toBe('true');
      // The button draws a closed padlock while locked, an open one after (an SVG: no emoji font needed).
      expect(await lock.locator('svg').getAttribute('data-closed')).toBe('true');
      expect(await neoField.getAttribute('readonly')).not.toBeNull();
      await expect.poll(() => dailyTotal(page)).toBe(formatUnits(holderDaily(123n, perBlock, ms), 8));
      await lock.click();
      expect(await lock.locator('svg').getAttribute('data-closed')).toBe('false');
      // Typed the way the page writes it ("GAS rewards of 1,000 NEO"): the comma groups thousands on an English page.
      await neoField.fill('1,000');
      await expect.poll(() => dailyTotal(page)).toBe(formatUnits(holderDaily(1000n, perBlock, ms), 8));
      expect(await page.locator('[data-card="neo"] caption').innerText()).toBe('GAS rewards of 1,000 NEO');
      expect(await page.getByText('Enter a whole number of NEO, like 1,500.').count()).toBe(0);
      await neoField.fill('1.5');
      await page.getByText('Enter a whole number of NEO, like 1,500.').waitFor();
      await lock.click();
      expect(await neoField.inputValue()).toBe('123');
    } finally {
      await w.close();
    }
  });

  it("on /pt-BR/gas-calculator writes the figures the Portuguese way and fills the wallet's 1,5 bNEO as the field reads it back", async () => {
    const contracts = resolveWalletConfig(inject('chainEnv')).n3.contracts;
    const { BNEO } = contracts;
    // 1.5 bNEO: wrapped from 2 NEO by another account (NeoBurger mints whole bNEO per NEO), then sent on.
    const wrapper = await fundedAccount(2n, 1n * GAS);
    const holder = await fundedAccount(1234n, 1n * GAS);
    await sendRequest(wrapper, wrapRequest(contracts, wrapper, 2n));
    await sendRequest(wrapper, {
      invocations: [transfer(BNEO, wrapper.address, holder.address, 150_000_000n)],
      signers: [{ account: wrapper.scriptHash, scopes: WITNESS_SCOPE.CalledByEntry }],
    });
    expect(await balanceOf(holder.address, BNEO)).toBe(150_000_000n);
    const w = await walletPage(browser, holder);
    try {
      const { page } = w;
      const [perBlock, ms] = await Promise.all([gasPerBlock(), msPerBlock()]);
      await open(page, '/pt-BR/gas-calculator');
      await connectNeoLine(page, { locale: 'pt-BR' });
      const neoField = page.locator('#calc-neo');
      const bneoField = page.locator('#calc-bneo');
      await expect.poll(() => neoField.inputValue()).toBe('1234');
      await expect.poll(() => bneoField.inputValue()).toBe('1,5');
      const daily = holderDaily(1234n, perBlock, ms);
      await expect.poll(() => dailyTotal(page)).toBe(formatUnits(daily, 8, { locale: 'pt-BR' }));
      expect(await dailyTotal(page)).toContain(',');
      // The chain's blocks a day, written the Portuguese way.
      const dayBlocks = 86_400_000n / BigInt(ms);
      expect(await facts(page)).toContain(`\n${formatUnits(dayBlocks, 0, { locale: 'pt-BR' })}\n`);
      // Unlocked, the filled amounts stay what they were (1,5 is not read as fifteen) and can be typed the same way:
      // a point groups thousands here (1.000 is a thousand, as the page writes it), malformed groups are refused.
      const invalid = page.getByText('Digite uma quantia de bNEO com até 8 casas decimais, como 1.500 ou 1,5.');
      await page.getByRole('button', { name: 'Travar NEO e bNEO nos saldos da carteira' }).click();
      expect(await bneoField.inputValue()).toBe('1,5');
      expect(await invalid.count()).toBe(0);
      await bneoField.fill('1.500');
      expect(await invalid.count()).toBe(0);
      await bneoField.fill('1.5.0');
      await invalid.waitFor();
      await neoField.fill('1.000');
      await expect
        .poll(() => dailyTotal(page))
        .toBe(formatUnits(holderDaily(1_000n, perBlock, ms), 8, { locale: 'pt-BR' }));
      await neoField.fill('1.000.000');
      await expect
        .poll(() => dailyTotal(page))
        .toBe(formatUnits(holderDaily(1_000_000n, perBlock, ms), 8, { locale: 'pt-BR' }));
    } finally {
      await w.close();
    }
  });

  it("for an account that votes for the committee's member, the daily figure is what the node accrues to it (≤ 1 % apart over ≥ 20 blocks), on the calculator and the account's watch-only page", async () => {
    const [member] = await call<string[]>('getcommittee');
    const voter = await fundedAccount(10_000n, 10n * GAS);
    const contracts = resolveWalletConfig(inject('chainEnv')).n3.contracts;
    await sendRequest(voter, voteRequest(contracts, n3Account(voter.address), member!));
    // The node's accrual, read over RPC: getunclaimedgas before and after at least 20 blocks.
    await waitBlocks(2);
    const before = await unclaimedAt(voter.address);
    await waitBlocks(22);
    const after = await unclaimedAt(voter.address);
    const blocks = after.count - before.count;
    expect(blocks).toBeGreaterThanOrEqual(20);
    const ms = await msPerBlock();
    const nodeDaily = (Number(after.unclaimed - before.unclaimed) / blocks) * (86_400_000 / ms);
    expect(nodeDaily).toBeGreaterThan(0);
    const apart = (datoshi: string | null) => Math.abs(Number(datoshi) - nodeDaily) / nodeDaily;
    const w = await walletPage(browser, new wallet.Account(wallet.generatePrivateKey()));
    try {
      const { page } = w;
      await open(page, '/gas-calculator');
      await page.getByText(/^Live: read from /).waitFor();
      await page.locator('[data-card="neo"]').getByLabel('NEO owned').fill('10,000');
      const select = page.locator('[data-card="neo"]').getByLabel('Candidate voted for');
      await select.selectOption(member!);
      // The option names the member by its key (abbreviated), and the card its votes as getcandidates answers them.
      expect(await select.locator(`option[value="${member}"]`).innerText()).toContain(member!.slice(0, 6));
      const votes = (await call<{ publickey: string; votes: string }[]>('getcandidates')).find(
        (c) => c.publickey === member,
      )!.votes;
      expect(await page.locator('[data-figure="calculator.candidate-votes"]').getAttribute('data-value')).toBe(votes);
      const total = page.locator('[data-figure="calculator.daily-total"]');
      await expect.poll(() => total.getAttribute('data-value').then(apart)).toBeLessThanOrEqual(0.01);
      // The figure a visitor reads (the Daily row's Total) is the same amount.
      expect(parseUnits(await dailyTotal(page), 8)).toBe(BigInt((await total.getAttribute('data-value'))!));
      expect(await page.locator('[data-headline]').getAttribute('data-value')).toBe(
        await total.getAttribute('data-value'),
      );
      // The voter's own account page, watch-only: its estimated GAS per day is the same accrual.
      await open(page, `/my-wallet?address=${voter.address}`);
      const daily = page.locator('[data-figure="wallet.daily-gas"]');
      await daily.waitFor();
      expect(apart(await daily.getAttribute('data-value'))).toBeLessThanOrEqual(0.01);
    } finally {
      await w.close();
    }
  });

  it('follows a committee transaction that changes GasPerBlock', async () => {
    const before = await gasPerBlock();
    const w = await walletPage(browser, new wallet.Account(wallet.generatePrivateKey()));
    try {
      const { page } = w;
      const ms = await msPerBlock();
      await setGasPerBlock(before * 2n);
      expect(await gasPerBlock()).toBe(before * 2n);
      await open(page, '/gas-calculator');
      await page.getByText(/^Live: read from /).waitFor();
      expect(await facts(page)).toContain(`GasPerBlock\n${formatUnits(before * 2n, 8)} GAS`);
      await page.locator('[data-card="neo"]').getByLabel('NEO owned').fill('100');
      await expect.poll(() => dailyTotal(page)).toBe(formatUnits(holderDaily(100n, before * 2n, ms), 8));
    } finally {
      await w.close();
      await setGasPerBlock(before);
    }
    expect(await gasPerBlock()).toBe(before);
  });
});
