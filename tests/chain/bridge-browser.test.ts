/**
 * /bridge in Chromium on both local chains: the N3 privnet with the bridge stand-in (local/contracts/n3/bridge), the
 * Neo X node with its bridge stand-in, the local relayer and the local deposit tracker (local/chains.ts). NeoLine on
 * N3 signs with neon-js and sends to the privnet (wallet/neoline.ts); NeoLine on Neo X signs with a Hardhat test key
 * (tests/e2e/wallet/test-neoline-neox.ts). What the page shows is checked against what the nodes answer: the limits
 * read from the stand-in, the amount rules at their boundaries, a real deposit (GAS locked and the 0.1 GAS fee paid
 * on N3, the Neo X recipient credited, tracked to the Neo X transaction, both history tables), a refused signature,
 * insufficient GAS, balance reads that fail on the network, and the configured values when no node answers.
 *
 * The only routes are network failures (a request aborted) and a held-back tracker request that then goes through to
 * the real tracker; no chain answer is made up.
 */
import { sc, wallet } from '@cityofzion/neon-js';
import type { Browser, BrowserContext, Route } from 'playwright-core';
import { createPublicClient, http, parseEventLogs, type Address, type Hash } from 'viem';
import { getBalance, getBlock, getTransactionReceipt } from 'viem/actions';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { NATIVE } from '../../chain/n3/native.ts';
import { invoke } from '../../local/privnet/send.ts';
import { neoXTestAccounts } from '../../local/neox/node.ts';
import { committeeAccount } from '../../local/privnet/keys.ts';
import { formatDateTimeUtc } from '../../site/src/lib/live-format.ts';
import { formatUnits } from '../../site/src/wallets/amounts.ts';
import { NATIVE_DEPOSIT_EVENT } from '../../site/src/wallets/bridge/history.ts';
import { seriousViolations } from '../e2e/axe.ts';
import { horizontalOverflow, launch } from '../e2e/browser.ts';
import { installTestNeoLineNeoX, type TestNeoXWallet } from '../e2e/wallet/test-neoline-neox.ts';
import { balanceOf, feesOf, fundedAccount, n3, read } from './support.ts';
import { connectNeoLine, open, outcome, txDialog, walletPage, type WalletPage } from './wallet/page.ts';

const GAS = 100_000_000n;
/** The Neo X account the tests' NeoLine signs with (TEST ONLY key; index 6 is used by no other test on the shared node). */
const NEOX_ACCOUNT = neoXTestAccounts()[6]!;
const bridgeHash = () => inject('standIns').BRIDGE;
const bridgeAddress = () => wallet.getAddressFromScriptHash(bridgeHash().replace(/^0x/, ''));
const neoX = () => createPublicClient({ transport: http(inject('neoXRpcUrl')) });
const originOf = (url: string) => new URL(url).origin;

let browser: Browser;
/** The stand-in's cap before this file lowered it (GAS datoshi), restored after. */
let capBefore: bigint;

/** Set the N3 bridge stand-in's cap (maxTotalDepositedNative) as its governor, the committee account that deployed it. */
async function setCap(datoshi: bigint): Promise<void> {
  const call = {
    scriptHash: bridgeHash().replace(/^0x/, ''),
    operation: 'setMaxTotalDepositedNative',
    args: [sc.ContractParam.integer(datoshi.toString())],
  };
  await invoke(n3().rpcUrl, n3().magic, [call], [{ account: committeeAccount() }]);
}
const readInteger = async (operation: string) => BigInt(String((await read(bridgeHash(), operation))!.value));
/** totalDeposited, the second field of getNativeBridge's NativeTokenBridgeV3 struct (NEO.md §5.2). */
const totalDeposited = async () =>
  BigInt(String(((await read(bridgeHash(), 'getNativeBridge')) as { value: { value: unknown }[] }).value[1]!.value));

beforeAll(async () => {
  browser = await launch();
  // 1,000 GAS of room under the cap, so the cap rule can be walked with a 50 GAS account.
  capBefore = await readInteger('maxTotalDepositedNative');
  await setCap((await totalDeposited()) + 1_000n * GAS);
});
afterAll(async () => {
  await setCap(capBefore);
  await browser?.close();
});

interface BridgePage extends WalletPage {
  neoXWallet: TestNeoXWallet;
}

/** A page whose NeoLine signs as `account` on N3 and as the Neo X test account on Neo X. */
async function bridgePage(account: InstanceType<typeof wallet.Account>): Promise<BridgePage> {
  const w = await walletPage(browser, account);
  const neoXWallet = await installTestNeoLineNeoX(w.context, {
    rpcUrl: inject('neoXRpcUrl'),
    privateKey: NEOX_ACCOUNT.privateKey,
  });
  return { ...w, neoXWallet };
}

/**
 * Connect Neo X (NeoLine's active chain Neo X: chainId -1), then N3 (back on the privnet: chainId 0), on a page in
 * `locale`; with `n3Balance`, wait until both balances are shown.
 */
async function connectBoth(w: BridgePage, n3Balance: bigint | undefined, locale: 'en-US' | 'pt-BR' = 'en-US') {
  const { page } = w;
  w.neoline.chainId = -1;
  await connectNeoLine(page, { chain: 'Neo X', locale });
  w.neoline.chainId = 0;
  await connectNeoLine(page, { chain: 'Neo N3', locale });
  if (n3Balance !== undefined) {
    const label = (chain: string) => (locale === 'pt-BR' ? `Carteira ${chain}:` : `${chain} wallet:`);
    await page.getByText(`${label('Neo N3')} ${formatUnits(n3Balance, 8, { locale })} GAS`).waitFor();
    const wei = await getBalance(neoX(), { address: NEOX_ACCOUNT.address });
    await page.getByText(`${label('Neo X')} ${formatUnits(wei, 18, { locale })} GAS`).waitFor();
  }
}

const amount = (w: WalletPage) => w.page.getByRole('textbox', { name: 'GAS to bridge' });
const problem = (w: WalletPage) => w.page.locator('[data-problem]');
/** Fill the amount, press Bridge GAS and wait for the review's fees. */
async function review(w: WalletPage, gas: string) {
  await amount(w).fill(gas);
  await w.page.getByRole('button', { name: 'Bridge GAS', exact: true }).click();
  await txDialog(w.page).getByText('Network fee').waitFor();
}

/** Abort every request to `url`'s origin whose JSON-RPC method `matches` (a network failure, not an answer). */
async function failRequests(
  context: BrowserContext,
  url: string,
  matches: (method: string, params: unknown[]) => boolean,
) {
  await context.route(
    (u) => u.origin === originOf(url),
    async (route: Route) => {
      const body = route.request().postDataJSON() as { method?: string; params?: unknown[] } | null;
      if (body?.method && matches(body.method, body.params ?? [])) return route.abort('failed');
      return route.fallback();
    },
  );
}

describe('/bridge on the local chains', () => {
  it('shows the configured fee and limits when no node answers, and asks to connect both wallets', async () => {
    const w = await bridgePage(new wallet.Account(wallet.generatePrivateKey()));
    try {
      const { context, page } = w;
      for (const url of [n3().rpcUrl, inject('neoXRpcUrl')])
        await context.route(
          (u) => u.origin === originOf(url),
          (route) => route.abort('internetdisconnected'),
        );
      await open(page, '/bridge');
      const facts = page.locator('[data-source]');
      await page.getByText(/Configured values: the bridge contract could not be read/).waitFor();
      expect(await facts.getAttribute('data-source')).toBe('configured');
      expect(await facts.locator('[data-fact="fee"]').innerText()).toBe('0.1 GAS (configured)');
      expect(await facts.locator('[data-fact="cap"]').innerText()).toBe('100,000 GAS (configured)');
      await page.getByText('Please connect your wallets to bridge assets.').waitFor();
      await amount(w).fill('5');
      await page.getByRole('button', { name: 'Bridge GAS', exact: true }).click();
      await page.getByRole('dialog', { name: /Connect a Neo N3 wallet/ }).waitFor();
      await page.getByText('The Neo X bridge history could not be read.').first().waitFor();
    } finally {
      await w.close();
    }
  });

  it('reads the limits from the bridge stand-in and applies the amount rules at the boundaries; below the minimum nothing is signed', async () => {
    const holder = await fundedAccount(0n, 50n * GAS);
    const w = await bridgePage(holder);
    try {
      const { page } = w;
      const [fee, min, max, cap, total] = await Promise.all([
        readInteger('nativeDepositFee'),
        readInteger('minNativeDeposit'),
        readInteger('maxNativeDeposit'),
        readInteger('maxTotalDepositedNative'),
        totalDeposited(),
      ]);
      expect([fee, min, max]).toEqual([GAS / 10n, GAS, 10_000n * GAS]);
      await open(page, '/bridge');
      await page.locator('[data-source="contract"]').waitFor();
      expect(await page.locator('[data-fact="fee"]').innerText()).toBe(`${formatUnits(fee, 8)} GAS`);
      expect(await page.locator('[data-fact="min"]').innerText()).toBe(`${formatUnits(min, 8)} GAS`);
      expect(await page.locator('[data-fact="max"]').innerText()).toBe(`${formatUnits(max, 8)} GAS`);
      expect(await page.locator('[data-fact="remaining"]').innerText()).toBe(`${formatUnits(cap - total, 8)} GAS`);
      await connectBoth(w, 50n * GAS);
      await amount(w).fill('0.99999999');
      expect(await problem(w).innerText()).toContain('Below the minimum, nothing will be received.');
      // Refused before signing: the dialog never opens and nothing reaches the wallet or the chain.
      await page.getByRole('button', { name: 'Bridge GAS', exact: true }).click();
      expect(await txDialog(page).count()).toBe(0);
      await amount(w).fill('1');
      await expect.poll(() => problem(w).count()).toBe(0);
      await amount(w).fill('1000.00000001');
      expect(await problem(w).getAttribute('data-problem')).toBe('aboveCap');
      await amount(w).fill('49.90000001');
      expect(await problem(w).innerText()).toBe(
        'Not enough GAS for the fee: the amount plus the 0.1 GAS bridge fee exceeds your balance.',
      );
      await amount(w).fill('49.9');
      await expect.poll(() => problem(w).count()).toBe(0);
      // A decimal comma (the only separator on a Portuguese phone keyboard) separates the fraction where it cannot
      // group thousands: 49,9 is 49.9 GAS (it was read as 499); 49,91 plus the fee exceeds the balance; 1,500 is
      // fifteen hundred, as this English page writes numbers (above the cap); malformed groups are refused.
      await amount(w).fill('49,9');
      await expect.poll(() => problem(w).count()).toBe(0);
      await amount(w).fill('49,91');
      expect(await problem(w).getAttribute('data-problem')).toBe('feeNotCovered');
      await amount(w).fill('1,500');
      expect(await problem(w).getAttribute('data-problem')).toBe('aboveCap');
      await amount(w).fill('1,5,0');
      expect(await problem(w).getAttribute('data-problem')).toBe('invalid');
      expect(await problem(w).innerText()).toContain('like 1,500 or 1.5');
      expect(w.neoline.sent).toEqual([]);
      expect(await balanceOf(holder.address, NATIVE.GAS)).toBe(50n * GAS);
    } finally {
      await w.close();
    }
  });

  it('writes the limits and balances the Portuguese way on /pt-BR/bridge, and reads amounts typed that way', async () => {
    const holder = await fundedAccount(0n, 50n * GAS);
    const w = await bridgePage(holder);
    try {
      const { page } = w;
      const [fee, max] = await Promise.all([readInteger('nativeDepositFee'), readInteger('maxNativeDeposit')]);
      await open(page, '/pt-BR/bridge');
      await page.locator('[data-source="contract"]').waitFor();
      // Written the English way, the 10,000 GAS maximum reads as ten GAS to a Portuguese reader.
      expect(await page.locator('[data-fact="max"]').innerText()).toBe(
        `${formatUnits(max, 8, { locale: 'pt-BR' })} GAS`,
      );
      expect(await page.locator('[data-fact="max"]').innerText()).toBe('10.000 GAS');
      expect(await page.locator('[data-fact="fee"]').innerText()).toBe('0,1 GAS');
      expect(fee).toBe(GAS / 10n);
      await connectBoth(w, 50n * GAS, 'pt-BR');
      const field = page.getByRole('textbox', { name: 'GAS a transferir' });
      // The page's own decimal comma is always the fraction: 1,500 is one and a half here (fifteen hundred on the
      // English page).
      await field.fill('1,500');
      await expect.poll(() => problem(w).count()).toBe(0);
      await field.fill('49,91');
      expect(await problem(w).innerText()).toBe(
        'GAS insuficiente para a taxa: o valor mais a taxa da ponte de 0,1 GAS excede o seu saldo.',
      );
      // A point before exactly three digits is a thousands group here, as the page writes 10.000 GAS: 1.500 is fifteen
      // hundred (above the cap); malformed groups are refused.
      await field.fill('1.500');
      expect(await problem(w).getAttribute('data-problem')).toBe('aboveCap');
      await field.fill('1.5.0');
      expect(await problem(w).getAttribute('data-problem')).toBe('invalid');
      expect(await problem(w).innerText()).toContain('como 1.500 ou 1,5');
      await field.fill('1.234,5');
      expect(await problem(w).getAttribute('data-problem')).toBe('aboveCap');
      expect(w.neoline.sent).toEqual([]);
    } finally {
      await w.close();
    }
  });

  it('says when a balance cannot be fetched on either chain (the requests fail on the network)', async () => {
    const holder = await fundedAccount(0n, 5n * GAS);
    const w = await bridgePage(holder);
    try {
      const { context, page } = w;
      await failRequests(context, inject('neoXRpcUrl'), (method) => method === 'eth_getBalance');
      await failRequests(
        context,
        n3().rpcUrl,
        (method, params) => method === 'getnep17balances' || (method === 'invokefunction' && params[1] === 'balanceOf'),
      );
      await open(page, '/bridge');
      await connectBoth(w, undefined);
      await page.getByText('Failed to fetch X account balance').waitFor();
      await page.getByText('Failed to fetch N3 account balance').waitFor();
    } finally {
      await w.close();
    }
  });

  it('bridges GAS: locked with the 0.1 GAS fee on N3, credited on Neo X, tracked to the Neo X transaction, in both histories', async () => {
    const holder = await fundedAccount(0n, 20n * GAS);
    const w = await bridgePage(holder);
    try {
      const { context, page } = w;
      // The tracker's answer is held back until the test has seen the dialog kept open; then it goes to the real tracker.
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const asked: string[] = [];
      await context.route(
        (u) => u.origin === originOf(inject('trackerUrl')),
        async (route) => {
          asked.push(new URL(route.request().url()).pathname);
          await gate;
          await route.continue();
        },
      );
      const [bridgeBefore, xBefore, nonceBefore] = await Promise.all([
        balanceOf(bridgeAddress(), NATIVE.GAS),
        getBalance(neoX(), { address: NEOX_ACCOUNT.address }),
        readInteger('nativeDepositNonce'),
      ]);
      await open(page, '/bridge');
      await connectBoth(w, 20n * GAS);
      await review(w, '5');
      await txDialog(page).getByRole('button', { name: 'Confirm' }).click();
      const nonce = nonceBefore + 1n;
      await txDialog(page)
        .getByText(new RegExp(`Deposit #${nonce} is confirmed on Neo N3`))
        .waitFor();
      await txDialog(page)
        .getByText(/Keep this window open while the bridge is processing/)
        .waitFor();
      await txDialog(page).getByRole('button', { name: 'Close' }).click();
      expect(await txDialog(page).count()).toBe(1);
      release();
      const result = await outcome(page, 60_000);
      expect(result.outcome).toBe('success');

      // N3: 5 GAS locked and the 0.1 GAS fee paid to the bridge; the sender paid those plus the transaction's fees.
      const [txid] = w.neoline.sent;
      expect((await balanceOf(bridgeAddress(), NATIVE.GAS)) - bridgeBefore).toBe(5n * GAS + GAS / 10n);
      expect(await balanceOf(holder.address, NATIVE.GAS)).toBe(
        20n * GAS - 5n * GAS - GAS / 10n - (await feesOf(txid!)),
      );
      expect(await readInteger('nativeDepositNonce')).toBe(nonce);
      // Neo X: the recipient got 5 GAS (18 decimals) from the transaction the tracker named and the dialog shows.
      const tracked = (await (await fetch(`${inject('trackerUrl')}/${nonce}`)).json()) as { txid: string | null };
      expect(tracked.txid).toMatch(/^0x[0-9a-f]{64}$/);
      expect(result.text).toContain(`Neo X transaction: ${tracked.txid}`);
      expect(asked.some((path) => path.endsWith(`/${nonce}`))).toBe(true);
      expect((await getBalance(neoX(), { address: NEOX_ACCOUNT.address })) - xBefore).toBe(5n * 10n ** 18n);
      const receipt = await getTransactionReceipt(neoX(), { hash: tracked.txid as Hash });
      const events = parseEventLogs({ abi: [NATIVE_DEPOSIT_EVENT], logs: receipt.logs, strict: true });
      expect(events.map((e) => e.args)).toEqual([{ nonce, to: NEOX_ACCOUNT.address as Address, amount: 5n * GAS }]);
      const block = await getBlock(neoX(), { blockNumber: receipt.blockNumber });
      const creditedAt = formatDateTimeUtc(new Date(Number(block.timestamp) * 1000).toISOString());
      expect(await seriousViolations(page)).toEqual([]);
      await txDialog(page).getByRole('button', { name: 'Close' }).last().click();
      expect(await txDialog(page).count()).toBe(0);

      // Both histories show the deposit (they reload once the dialog settles): the wallet's (deposits to the
      // connected Neo X address) and the network's.
      const row = new RegExp(`5 GAS\\s+Neo N3 deposit #${nonce}`);
      for (const table of ['bridge-mine', 'bridge-network']) {
        const section = page.locator(`[data-history="${table}"]`);
        await expect.poll(() => section.innerText(), { timeout: 20_000 }).toMatch(row);
        expect(await section.locator('tbody tr').first().innerText(), table).toMatch(row);
        // Its time is the Neo X block's, in UTC.
        expect(await section.locator('tbody tr').first().locator('td').nth(3).innerText(), table).toBe(creditedAt);
      }
      expect(await page.locator('[data-history="bridge-network"] thead').innerText()).toMatch(
        /Value\s+From\s+To\s+Time\s+Hash/i,
      );
      // On a 320 px phone the page does not scroll sideways: each history scrolls in its own focusable region.
      await page.setViewportSize({ width: 320, height: 800 });
      const fit = await horizontalOverflow(page);
      expect(fit.extra, fit.culprits.join('; ')).toBe(0);
      const region = page
        .locator('[data-history="bridge-network"]')
        .getByRole('region', { name: 'Network bridge history' });
      expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    } finally {
      await w.close();
    }
  });

  it("ends as insufficient GAS when the amount, the bridge fee and the node's fee estimate exceed the balance; nothing is signed", async () => {
    // 1.1 GAS and a little: enough for 1 GAS plus the bridge fee by the amount rule, not for the network and system fees too.
    const holder = await fundedAccount(0n, GAS + GAS / 10n + 1_000n);
    const w = await bridgePage(holder);
    try {
      const { page } = w;
      await open(page, '/bridge');
      await connectBoth(w, GAS + GAS / 10n + 1_000n);
      await amount(w).fill('1');
      await expect.poll(() => problem(w).count()).toBe(0);
      // The review prices the transaction on the node (network and system fees); Confirm adds amount + bridge fee
      // to them, finds more than the balance, and stops before asking the wallet.
      await review(w, '1');
      await txDialog(page).getByRole('button', { name: 'Confirm' }).click();
      const result = await outcome(page);
      expect(result.outcome).toBe('insufficientGas');
      expect(result.text).toContain('You have insufficient GAS');
      expect(await txDialog(page).getByRole('link', { name: 'How to get GAS' }).getAttribute('href')).toBe('/get-gas');
      expect(w.neoline.sent).toEqual([]);
      expect(await balanceOf(holder.address, NATIVE.GAS)).toBe(GAS + GAS / 10n + 1_000n);
    } finally {
      await w.close();
    }
  });

  it('a refused signature: "Transaction rejected by the user", nothing reaches the chain', async () => {
    const holder = await fundedAccount(0n, 10n * GAS);
    const w = await bridgePage(holder);
    try {
      const { page } = w;
      await open(page, '/bridge');
      await connectBoth(w, 10n * GAS);
      w.neoline.mode = 'refuse';
      const nonceBefore = await readInteger('nativeDepositNonce');
      await review(w, '2');
      await txDialog(page).getByRole('button', { name: 'Confirm' }).click();
      const result = await outcome(page);
      expect(result.outcome).toBe('rejected');
      expect(result.text).toContain('Transaction rejected by the user');
      expect(w.neoline.sent).toEqual([]);
      expect(await balanceOf(holder.address, NATIVE.GAS)).toBe(10n * GAS);
      expect(await readInteger('nativeDepositNonce')).toBe(nonceBefore);
    } finally {
      await w.close();
    }
  });
});
