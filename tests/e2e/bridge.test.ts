/**
 * /bridge in Chromium with a test NeoLine on both chains (N3 dAPI signing with a test key; Neo X EIP-1193 provider
 * announced with EIP-6963), N3 and Neo X node answers replayed from the recorded shapes, and the deposit tracker
 * answered by the test: the configured facts offline, the not-connected message, the amount rules at the limits
 * read from the contract, both balance failures, the dialog walk (transfer request, window kept open, tracked to
 * the Neo X transaction) and its other outcomes (rejected, insufficient GAS, unknown transaction status), and the
 * paged history tables.
 *
 * No approval step is walked: GAS from N3 to Neo X needs no allowance (the bridge pulls GAS under the sender's
 * CustomContracts witness), so the dialog goes straight to the transfer; the approval path is unit-tested in
 * site/src/wallets/tx/machine.test.ts. The context bypasses the CSP only because the deposit tracker's origin
 * (xexplorer.neo.org:8877) is not in connect-src yet (functions/edge/headers.ts, the lead's change).
 */
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contractCalls } from '../support/n3-script.ts';
import { baseScenario, HASHES, type N3Scenario } from '../support/n3-replay.ts';
import type { NeoXScenario } from '../support/neox-replay.ts';
import { seriousViolations } from './axe.ts';
import { launch, openHydrated, site } from './browser.ts';
import { routeN3, routeNeoX } from './wallet/rpc-route.ts';
import { installTestNeoLine, testAccount, type TestWallet } from './wallet/test-neoline.ts';
import { installTestNeoLineNeoX } from './wallet/test-neoline-neox.ts';

const GAS = 100_000_000n;
const ADDRESS = testAccount().address;
const NEOX_ADDRESS = '0x7e57000000000000000000000000000000B71D6e';
const RELAYED = `0x${'7c'.repeat(32)}`;
const TRACKER = 'https://xexplorer.neo.org:8877/api/v1/transactions/deposits/';
let browser: Browser;
let context: BrowserContext;
let page: Page;
let scenario: N3Scenario;
let neoX: NeoXScenario;
let neoline: TestWallet;
/** The tracker's answer per nonce; `gate` holds answers back until the test releases them. */
let tracker: { asked: string[]; txid: string | null; gate?: Promise<void> | undefined };
const pageErrors: string[] = [];

beforeAll(async () => { browser = await launch(); });
afterAll(async () => browser?.close());
beforeEach(async () => {
  scenario = baseScenario(ADDRESS, { msPerBlock: 1000 });
  scenario.accounts[0]!.gas = 50n * GAS;
  scenario.bridge = { fee: GAS / 10n, min: GAS, max: 10_000n * GAS, cap: 100_000n * GAS, total: 99_000n * GAS, paused: false, nextNonce: 4242 };
  // Twelve deposits: eleven to other addresses and one to the test wallet, newest at the highest block.
  const deposits = Array.from({ length: 12 }, (_, i) => ({ nonce: 4230 + i, to: i === 10 ? NEOX_ADDRESS : `0x${String(i + 1).padStart(40, '0')}`, amountDatoshi: BigInt(i + 1) * GAS, block: 5_200_000 + i * 10 }));
  neoX = { chainId: 47763, height: 5_200_500, balances: { [NEOX_ADDRESS.toLowerCase()]: 3n * 10n ** 18n }, deposits, seen: [] };
  tracker = { asked: [], txid: RELAYED };
  context = await browser.newContext({ viewport: { width: 1280, height: 1100 } });
  await routeN3(context, scenario);
  await routeNeoX(context, neoX);
  await context.route(`${TRACKER}*`, async (route: Route) => {
    tracker.asked.push(route.request().url().slice(TRACKER.length));
    await tracker.gate;
    await route.fulfill({ status: 200, headers: { 'access-control-allow-origin': '*', 'content-type': 'application/json' }, body: JSON.stringify({ txid: tracker.txid }) });
  });
  neoline = await installTestNeoLine(context, scenario);
  await installTestNeoLineNeoX(context, NEOX_ADDRESS);
  page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
});
afterEach(async () => {
  await context?.close();
  expect(pageErrors.splice(0)).toEqual([]);
});

const open = () => openHydrated(page, '/bridge');
/** Connect Neo X (NeoLine switched to Neo X: chainId -1), then N3 (back on N3 MainNet: chainId 3). */
async function connectBoth() {
  neoline.chainId = -1;
  await page.getByRole('button', { name: 'Connect Neo X wallet' }).click();
  await page.getByRole('dialog', { name: /Connect a Neo X wallet/ }).getByRole('button', { name: 'NeoLine' }).click();
  await page.locator('.wallet-toast').filter({ hasText: 'Wallet connected' }).first().waitFor();
  neoline.chainId = 3;
  await page.getByRole('button', { name: 'Connect Neo N3 wallet' }).click();
  await page.getByRole('dialog', { name: /Connect a Neo N3 wallet/ }).getByRole('button', { name: 'NeoLine' }).click();
  await page.getByText('Neo N3 wallet: 50 GAS').waitFor();
  await page.getByText('Neo X wallet: 3 GAS').waitFor();
}
const amount = () => page.getByRole('textbox', { name: 'GAS to bridge' });
const problem = () => page.locator('[data-problem]');
const txDialog = () => page.locator('dialog.wallet-modal[open]');
async function bridge(gas: string) {
  await amount().fill(gas);
  await page.getByRole('button', { name: 'Bridge GAS', exact: true }).click();
  await txDialog().getByText('Network fee').waitFor();
  await txDialog().getByRole('button', { name: 'Confirm' }).click();
}
async function outcome(timeout = 20_000) {
  const box = txDialog().locator('[data-outcome]');
  await box.waitFor({ timeout });
  return { outcome: await box.getAttribute('data-outcome'), text: await box.innerText() };
}

describe('/bridge', () => {
  it('serves the fee, cap and rules in its HTML (configured values, labelled), in both languages', async () => {
    const html = await (await page.request.get(`${site()}/bridge`)).text();
    expect(html).toContain('0.1 GAS (configured)');
    expect(html).toContain('100,000 GAS (configured)');
    expect(html).toContain('nothing will be received');
    expect(html).toContain('Please connect your wallets to bridge assets.');
    const pt = await (await page.request.get(`${site()}/pt-BR/bridge`)).text();
    expect(pt).toContain('0.1 GAS (configurado)');
    expect(pt).toContain('Conecte suas carteiras');
  });

  it('shows the configured fee and limits when no node answers, and asks to connect both wallets', async () => {
    await context.route((url) => /neo\.coz\.io|ngd\.network|banelabs\.org/.test(url.host), (route) => route.abort('internetdisconnected'));
    await open();
    const facts = page.locator('[data-source]');
    expect(await facts.getAttribute('data-source')).toBe('configured');
    expect(await facts.locator('[data-fact="fee"]').innerText()).toBe('0.1 GAS (configured)');
    expect(await facts.locator('[data-fact="cap"]').innerText()).toBe('100,000 GAS (configured)');
    await page.getByText(/Configured values: the bridge contract could not be read/).waitFor();
    await page.getByText('Please connect your wallets to bridge assets.').waitFor();
    await amount().fill('5');
    await page.getByRole('button', { name: 'Bridge GAS', exact: true }).click();
    await page.getByRole('dialog', { name: /Connect a Neo N3 wallet/ }).waitFor();
    await page.getByText('The Neo X bridge history could not be read.').first().waitFor();
  });

  it('reads the limits from the contract and applies the amount rules at the boundaries', async () => {
    await open();
    await page.locator('[data-source="contract"]').waitFor();
    expect(await page.locator('[data-fact="remaining"]').innerText()).toBe('1,000 GAS');
    await connectBoth();
    await amount().fill('0.99999999');
    expect(await problem().innerText()).toContain('Below the minimum, nothing will be received.');
    await amount().fill('1');
    await expect.poll(() => problem().count()).toBe(0);
    await amount().fill('1000.00000001');
    expect(await problem().getAttribute('data-problem')).toBe('aboveCap');
    expect(await problem().innerText()).toContain('capped at 100,000 GAS');
    await amount().fill('49.90000001');
    expect(await problem().innerText()).toBe('Not enough GAS for the fee: the amount plus the 0.1 GAS bridge fee exceeds your balance.');
    await amount().fill('49.9');
    await expect.poll(() => problem().count()).toBe(0);
    expect(await page.getByText('Debited on Neo N3 (amount + bridge fee)').count()).toBe(1);
    expect(await page.locator('.wallet-facts').first().innerText()).toContain('50 GAS');
  });

  it('says when a balance cannot be fetched on either chain', async () => {
    neoX.failing = ['eth_getBalance'];
    await context.route((url) => /neo\.coz\.io|ngd\.network/.test(url.host), async (route) => {
      const body = route.request().postDataJSON() as { method?: string; params?: unknown[] } | null;
      if (body?.method === 'invokefunction' && body.params?.[1] === 'balanceOf') {
        return route.fulfill({ status: 200, headers: { 'access-control-allow-origin': '*', 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32603, message: 'Internal error' } }) });
      }
      return route.fallback();
    });
    await open();
    neoline.chainId = -1;
    await page.getByRole('button', { name: 'Connect Neo X wallet' }).click();
    await page.getByRole('dialog', { name: /Connect a Neo X wallet/ }).getByRole('button', { name: 'NeoLine' }).click();
    await page.getByText('Failed to fetch X account balance').waitFor();
    neoline.chainId = 3;
    await page.getByRole('button', { name: 'Connect Neo N3 wallet' }).click();
    await page.getByRole('dialog', { name: /Connect a Neo N3 wallet/ }).getByRole('button', { name: 'NeoLine' }).click();
    await page.getByText('Failed to fetch N3 account balance').waitFor();
  });

  it('bridges GAS: the transfer request, the window kept open, then tracked to the Neo X transaction', async () => {
    await open();
    await connectBoth();
    let release: () => void = () => undefined;
    tracker.gate = new Promise((r) => { release = r; });
    neoline.mode = { kind: 'sign', ending: { vmstate: 'HALT', appearAfterPolls: 1 } };
    await bridge('5');
    await txDialog().getByText(/Deposit #4242 is confirmed on Neo N3/).waitFor();
    await txDialog().getByText(/Keep this window open while the bridge is processing/).waitFor();
    await txDialog().getByRole('button', { name: 'Close' }).click();
    expect(await txDialog().count()).toBe(1);
    expect(await txDialog().getByRole('alert').filter({ hasText: 'Keep this window open' }).count()).toBe(1);
    release();
    const result = await outcome();
    expect(result.outcome).toBe('success');
    expect(result.text).toContain(`Neo X transaction: ${RELAYED}`);
    expect(await txDialog().locator(`a[href="https://xexplorer.neo.org/tx/${RELAYED}"]`).count()).toBe(1);
    expect(tracker.asked).toEqual(['4242']);
    expect(await seriousViolations(page)).toEqual([]);
    // What was signed: Bridge.depositNative(from, to, 5 GAS, 0.1 GAS) under CustomContracts [bridge, GAS].
    const signed = neoline.signed.at(-1)!;
    expect(contractCalls(signed.script.toBigEndian())).toEqual([{ scriptHash: HASHES.BRIDGE, method: 'depositNative', callFlags: 15, firstArg: `0x${neoline.account.scriptHash}` }]);
    const script = signed.script.toBigEndian();
    expect(script).toContain(NEOX_ADDRESS.slice(2).toLowerCase().match(/../g)!.reverse().join(''));
    expect(script).toContain('0065cd1d'); // 500000000 (5 GAS) little-endian
    expect(script).toContain('80969800'); // 10000000 (0.1 GAS) little-endian
    expect(signed.signers[0]!.scopes).toBe(16);
    expect(signed.signers[0]!.allowedContracts.map((h) => `0x${h.toBigEndian()}`)).toEqual([HASHES.BRIDGE, HASHES.GAS]);
    await txDialog().getByRole('button', { name: 'Close' }).last().click();
    expect(await txDialog().count()).toBe(0);
  });

  it('ends as rejected by the user, and as insufficient GAS', async () => {
    await open();
    await connectBoth();
    neoline.mode = { kind: 'reject' };
    await bridge('2');
    let result = await outcome();
    expect(result.outcome).toBe('rejected');
    expect(result.text).toContain('Transaction rejected by the user');
    await txDialog().getByRole('button', { name: 'Close' }).last().click();
    neoline.mode = { kind: 'insufficient' };
    await bridge('2');
    result = await outcome();
    expect(result.outcome).toBe('insufficientGas');
    expect(result.text).toContain('You have insufficient GAS');
  });

  it('ends as unknown transaction status with the explorer link when the deposit cannot be confirmed', async () => {
    await open();
    await connectBoth();
    neoline.mode = { kind: 'sign', ending: { vmstate: 'HALT', never: true } };
    await bridge('3');
    await txDialog().getByText(/Validating the transaction \(attempt \d+ of 25\)/).waitFor();
    await txDialog().getByText(/Keep this window open/).waitFor();
    const result = await outcome(40_000);
    expect(result.outcome).toBe('unknownStatus');
    expect(result.text).toContain('Unable to verify transaction status');
    const txid = `0x${neoline.signed.at(-1)!.hash()}`;
    expect(await txDialog().getByRole('link', { name: 'Review the transaction in the explorer' }).getAttribute('href')).toBe(`https://dora.coz.io/transaction/neo3/mainnet/${txid}`);
    expect(tracker.asked).toEqual([]);
  }, 60_000);

  it('shows the wallet and network histories (value, from, to, time, hash), paged from the keyboard', async () => {
    await open();
    const network = page.locator('[data-history="bridge-network"]');
    await network.locator('tbody tr').first().waitFor();
    expect(await network.locator('thead').innerText()).toMatch(/Value\s+From\s+To\s+Time\s+Hash/i);
    expect(await network.locator('tbody tr').count()).toBe(10);
    expect(await network.locator('tbody tr').first().innerText()).toMatch(/12 GAS\s+Neo N3 deposit #4241/);
    await expect.poll(() => network.locator('tbody tr').first().innerText()).toMatch(/UTC/);
    const next = network.getByRole('button', { name: 'Next' });
    await next.focus();
    await page.keyboard.press('Enter');
    await network.getByText('Page 2').waitFor();
    expect(await network.locator('tbody tr').count()).toBe(2);
    await network.getByRole('button', { name: 'Previous' }).focus();
    await page.keyboard.press('Enter');
    await network.getByText('Page 1').waitFor();

    await page.getByText('Connect your Neo X wallet to see the deposits it received.').waitFor();
    await connectBoth();
    const mine = page.locator('[data-history="bridge-mine"]');
    await mine.locator('tbody tr').first().waitFor();
    expect(await mine.locator('tbody tr').count()).toBe(1);
    expect(await mine.locator('tbody tr').innerText()).toMatch(/11 GAS\s+Neo N3 deposit #4240/);
    // Connected, with the tables and an amount problem on screen: no serious accessibility violation.
    await amount().fill('0.5');
    await problem().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
