/**
 * The wallet area in Chromium with a test NeoLine (signing with a test key) and N3 node answers replayed from the
 * recorded shapes: watch-only mode, connecting, claiming, changing the vote, swapping, wrapping, /get-gas, and every
 * transaction dialog outcome (success, rejected, insufficient GAS, deadline exceeded, unknown error, unknown status).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from 'vitest';
import { contractCalls } from '../support/n3-script.ts';
import { baseScenario, HASHES, testPublicKey, type N3Scenario } from '../support/n3-replay.ts';
import { launch, openHydrated } from './browser.ts';
import { routeN3 } from './wallet/rpc-route.ts';
import { installTestNeoLine, testAccount, witnessVerifies, type TestWallet } from './wallet/test-neoline.ts';

const ADDRESS = testAccount().address;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let scenario: N3Scenario;
let neoline: TestWallet;
const pageErrors: string[] = [];

beforeAll(async () => { browser = await launch(); });
afterAll(async () => browser?.close());
beforeEach(async () => {
  // Validation polls every quarter block: a 1 s block time keeps the 25 attempts of "unknown status" short.
  scenario = baseScenario(ADDRESS, { msPerBlock: 1000 });
  context = await browser.newContext({ viewport: { width: 1280, height: 1100 } });
  await routeN3(context, scenario);
  neoline = await installTestNeoLine(context, scenario);
  page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
});
afterEach(async () => {
  await context?.close();
  expect(pageErrors.splice(0)).toEqual([]);
});

const open = (path: string) => openHydrated(page, path);
async function connectWallet() {
  await page.getByRole('button', { name: 'Connect Neo N3 wallet' }).click();
  const dialog = page.getByRole('dialog', { name: /Connect a Neo N3 wallet/ });
  await dialog.getByRole('button', { name: 'NeoLine' }).click();
  await page.getByText('Wallet connected').waitFor();
}
async function connect() {
  await connectWallet();
  await page.getByRole('heading', { name: `Neo N3 account ${ADDRESS}` }).waitFor();
  await page.getByRole('heading', { name: 'Balances' }).waitFor();
}
const txDialog = () => page.locator('dialog.wallet-modal[open]');
async function confirm() {
  const dialog = txDialog();
  await dialog.getByText('Network fee').waitFor();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
}
async function outcome(): Promise<{ outcome: string | null; text: string }> {
  const box = txDialog().locator('[data-outcome]');
  await box.waitFor({ timeout: 20_000 });
  return { outcome: await box.getAttribute('data-outcome'), text: await box.innerText() };
}
const lastSigned = () => neoline.signed.at(-1)!;

describe('wallet area', () => {
  it('watch-only: refuses an invalid address, shows an N3 account read-only with every action disabled', async () => {
    await open('/my-wallet');
    const input = page.locator('input[type="text"]').first();
    await input.fill('not-an-address');
    await input.press('Enter');
    await page.getByText(/Invalid address/).waitFor();
    await input.fill(ADDRESS);
    await input.press('Enter');
    await page.getByText('Watch-only mode: every action is disabled.').waitFor();
    const balances = page.locator('table.wallet-table');
    await balances.waitFor();
    expect(await balances.innerText()).toMatch(/NEO\s+120/);
    expect(await page.getByText('1.23456789').count()).toBeGreaterThan(0); // unclaimed GAS
    for (const name of [/claim/i, /swap/i, /^vote$/i, /wrap neo/i, /unwrap/i]) {
      const buttons = page.getByRole('button', { name });
      for (let i = 0; i < (await buttons.count()); i++) expect(await buttons.nth(i).isEnabled(), String(name)).toBe(false);
    }
    expect(scenario.seen).toContain('getunclaimedgas');
  });

  it('watch-only: says plainly that no node answered instead of showing zeros', async () => {
    // Routes added later win: every N3 node now fails as when offline.
    await context.route((url) => /neo\.coz\.io|ngd\.network/.test(url.host), (route) => route.abort('internetdisconnected'));
    await open('/my-wallet');
    await page.locator('input[type="text"]').first().fill(ADDRESS);
    await page.locator('input[type="text"]').first().press('Enter');
    await page.getByText(/No Neo N3 node could be reached/).waitFor();
    expect(await page.locator('table.wallet-table').count()).toBe(0);
  });

  it('watch-only: takes the address from the URL, and a Neo X address too (no Neo X node offline: said plainly)', async () => {
    await open(`/my-wallet?address=${ADDRESS}`);
    await page.getByText('Watch-only mode: every action is disabled.').waitFor();
    await page.locator('table.wallet-table').waitFor();
    await context.route((url) => /banelabs\.org/.test(url.host), (route) => route.abort('internetdisconnected'));
    const input = page.locator('input[type="text"]').first();
    await input.fill('0xc28736dc83f4fd43d6fb832Fd93c3eE7bB26828F'); // bad EIP-55 checksum
    await input.press('Enter');
    await page.getByText(/Invalid address/).waitFor();
    await input.fill('0xc28736dc83f4fd43d6fb832Fd93c3eE7bB26828f');
    await input.press('Enter');
    await page.getByRole('heading', { name: /Neo X account 0xc28736dc/ }).waitFor();
    await page.getByText(/No Neo X node could be reached/).waitFor();
    expect(new URL(page.url()).searchParams.get('address')).toBe('0xc28736dc83f4fd43d6fb832Fd93c3eE7bB26828f');
  });

  it('connects NeoLine (chain id 3 only) and claims GAS: success with the txid and an explorer link', async () => {
    neoline.chainId = 6;
    await open('/my-wallet');
    await page.getByRole('button', { name: 'Connect Neo N3 wallet' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'NeoLine' }).click();
    await page.getByText(/NeoLine is on another network. Switch it to N3 MainNet/).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    neoline.chainId = 3;
    await connect();
    expect(await page.evaluate(() => localStorage.getItem('n3LastWalletConnected'))).toContain(ADDRESS);

    const claim = page.getByRole('button', { name: 'Claim GAS' });
    await expect.poll(() => claim.isEnabled()).toBe(true);
    neoline.mode = { kind: 'sign', ending: { vmstate: 'HALT', appearAfterPolls: 1 } };
    await claim.click();
    await confirm();
    const result = await outcome();
    expect(result.outcome).toBe('success');
    const txid = `0x${lastSigned().hash()}`;
    expect(result.text).toContain(txid);
    expect(await txDialog().locator(`a[href="https://dora.coz.io/transaction/neo3/mainnet/${txid}"]`).count()).toBe(1);
    // What was signed: NEO.transfer(self, self, 0) with CalledByEntry, by the test key.
    expect(contractCalls(lastSigned().script.toBigEndian())).toEqual([{ scriptHash: HASHES.NEO, method: 'transfer', callFlags: 15, firstArg: `0x${neoline.account.scriptHash}` }]);
    expect(lastSigned().signers[0]!.scopes).toBe(1);
    expect(witnessVerifies(lastSigned(), neoline)).toBe(true);

    // The wallet is restored from n3LastWalletConnected on the next visit.
    await page.reload();
    await page.getByRole('heading', { name: `Neo N3 account ${ADDRESS}` }).waitFor();
  });

  it('changes the vote (never to the same candidate); a FAULT ends as an unknown error', async () => {
    await open('/my-wallet');
    await connect();
    const select = page.getByRole('combobox', { name: 'Candidate' });
    await select.selectOption(testPublicKey(2)); // the current vote
    await page.getByText('You already vote for this candidate.').waitFor();
    expect(await page.getByRole('button', { name: 'Vote', exact: true }).isEnabled()).toBe(false);
    await select.selectOption(testPublicKey(1));
    neoline.mode = { kind: 'sign', ending: { vmstate: 'FAULT', exception: 'ASSERT is executed with false result.' } };
    await page.getByRole('button', { name: 'Vote', exact: true }).click();
    await confirm();
    const result = await outcome();
    expect(result.outcome).toBe('unknownError');
    expect(result.text).toContain('Oops! Sorry, we encountered an unknown error.');
    expect(result.text).toContain(`0x${lastSigned().hash()}`);
    const [call] = contractCalls(lastSigned().script.toBigEndian());
    expect(call).toMatchObject({ scriptHash: HASHES.NEO, method: 'vote' });
    expect(lastSigned().script.toBigEndian()).toContain(testPublicKey(1));
  });

  it('swaps GAS for FLM with a quote, warns about frontrunning, and ends as deadline exceeded when mined too late', async () => {
    await open('/my-wallet');
    await connect();
    const card = page.getByRole('region', { name: 'Swap tokens (Flamingo)' });
    await card.getByRole('combobox', { name: 'From' }).selectOption({ label: 'GAS' });
    await card.getByRole('combobox', { name: 'To' }).selectOption({ label: 'FLM' });
    await card.getByRole('textbox', { name: 'Amount of GAS' }).fill('10');
    await card.getByText('Expected to receive').waitFor();
    // 10 GAS into a 50,000 GAS / 2,000,000 FLM pool: 997 × … = 398.6… FLM.
    expect(await card.innerText()).toMatch(/398\.\d+ FLM/);
    for (let i = 0; i < 10; i++) await card.getByRole('button', { name: 'Raise slippage tolerance' }).click();
    await card.getByText('Your transaction may be frontrun').waitFor();
    neoline.mode = { kind: 'sign', ending: { vmstate: 'FAULT', exception: 'ASSERT is executed with false result.', blocktime: Date.now() + 3_600_000 } };
    await card.getByRole('button', { name: 'Swap', exact: true }).click();
    await confirm();
    const result = await outcome();
    expect(result.outcome).toBe('deadlineExceeded');
    expect(result.text).toContain('The swap was not performed within the chosen deadline. Please try again later.');
    const signed = lastSigned();
    expect(contractCalls(signed.script.toBigEndian())[0]).toMatchObject({ scriptHash: HASHES.ROUTER, method: 'swapTokenInForTokenOut' });
    expect(signed.signers[0]!.scopes).toBe(16);
    expect(signed.signers[0]!.allowedContracts.map((h) => `0x${h.toBigEndian()}`)).toEqual(expect.arrayContaining([HASHES.ROUTER, HASHES.GAS, HASHES.FLM]));
  });

  it('wraps NEO: rejected by the user, then the wallet lacks GAS', async () => {
    await open('/my-wallet');
    await connect();
    const card = page.getByRole('region', { name: 'Wrap and unwrap bNEO' });
    await card.getByRole('spinbutton').fill('5');
    neoline.mode = { kind: 'reject' };
    await card.getByRole('button', { name: 'Wrap NEO' }).click();
    await confirm();
    let result = await outcome();
    expect(result.outcome).toBe('rejected');
    expect(result.text).toContain('Transaction rejected by the user');
    expect(result.text).toContain('No transaction was sent.');
    await txDialog().getByRole('button', { name: 'Close' }).last().click();

    neoline.mode = { kind: 'insufficient' };
    await card.getByRole('button', { name: 'Unwrap bNEO' }).isDisabled(); // 2.5 bNEO < 5
    await card.getByRole('button', { name: 'Wrap NEO' }).click();
    await confirm();
    result = await outcome();
    expect(result.outcome).toBe('insufficientGas');
    expect(result.text).toContain('You have insufficient GAS');
    expect(await txDialog().getByRole('link', { name: 'How to get GAS' }).getAttribute('href')).toBe('/get-gas');
  });

  it('keeps validating after the dialog is closed and ends as unknown status after 25 attempts', async () => {
    await open('/my-wallet');
    await connect();
    neoline.mode = { kind: 'sign', ending: { vmstate: 'HALT', never: true } };
    await page.getByRole('button', { name: 'Claim GAS' }).click();
    await confirm();
    await txDialog().getByText(/Validating the transaction \(attempt \d+ of 25\)/).waitFor();
    await txDialog().getByRole('button', { name: 'Close' }).click();
    // The toast title is cut to SPEC §9's 31 characters.
    await page.locator('.wallet-toast').filter({ hasText: 'Unable to verify transaction' }).waitFor({ timeout: 30_000 });
    const txid = `0x${lastSigned().hash()}`;
    expect(scenario.sent.get(txid)!.polls).toBe(25);
  }, 60_000);

  it('shows the temporary-unavailability message when bNEO does not answer on chain', async () => {
    scenario.accounts[0]!.bneo = null;
    await open('/my-wallet');
    await connect();
    await page.getByText('The bNEO service (NeoBurger) is temporarily unavailable. Please try again later.').waitFor();
    expect(await page.getByRole('button', { name: 'Wrap NEO' }).isEnabled()).toBe(false);
  });
});

describe('/get-gas', () => {
  it('applies the SPEC rules and swaps NEO for GAS in one transaction', async () => {
    await open('/get-gas');
    await connectWallet();
    await page.getByText(/Wallet: 120 NEO/).waitFor();
    const input = page.getByRole('textbox', { name: 'NEO to swap' });
    await page.getByRole('button', { name: 'Swap NEO for GAS' }).click();
    await page.getByText('Please enter a value to proceed').waitFor();
    await input.fill('1.5');
    await page.getByText('Invalid NEO to use').waitFor();
    await input.fill('121');
    await page.getByText('Token to be used value exceeds the balance in the connected wallet').waitFor();
    await input.fill('2');
    await page.getByText('Expected to receive').waitFor();
    neoline.mode = { kind: 'sign', ending: { vmstate: 'HALT' } };
    await page.getByRole('button', { name: 'Swap NEO for GAS' }).click();
    await confirm();
    expect((await outcome()).outcome).toBe('success');
    expect(contractCalls(lastSigned().script.toBigEndian()).map((c) => c.method)).toEqual(['transfer', 'swapTokenInForTokenOut']);
  });

  it('says there is not enough NEO, and honours the global swap switch', async () => {
    scenario.accounts[0]!.neo = 0n;
    await context.route('**/client/global/public', (route) => route.fulfill({
      json: { isSwapFeatureActive: false, uploadImageAllowedFiles: ['image/png'], dappImageDimension: 256, socialTypeIconDimension: 80 },
    }));
    await open('/get-gas');
    await page.getByText('The NEO to GAS swap is switched off for now.').waitFor();
    expect(await page.getByRole('button', { name: 'Swap NEO for GAS' }).isEnabled()).toBe(false);
    await connectWallet();
    await page.getByText('Not enough NEO to swap').waitFor();
  });
});
