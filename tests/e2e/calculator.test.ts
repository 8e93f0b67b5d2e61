/**
 * The GAS calculator (/gas-calculator) in Chromium: offline it says it is temporarily unavailable and shows the
 * build's labelled snapshot with the 100 NEO daily figure; with the N3 node requests routed to the replay it computes
 * from the chain's GasPerBlock, block time and votes; with the test NeoLine connected, the lock on NEO owned and bNEO
 * owned must be locked again before changing the vote or converting (SPEC §4).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contractCalls } from '../support/n3-script.ts';
import { baseScenario, HASHES, testPublicKey, type N3Scenario } from '../support/n3-replay.ts';
import { launch, openHydrated } from './browser.ts';
import { routeN3 } from './wallet/rpc-route.ts';
import { installTestNeoLine, testAccount, type TestWallet } from './wallet/test-neoline.ts';

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
  // 1 GAS per 3 s block (28,800 GAS a day); 22 candidates with 3,100,000 down to 1,000,000 votes (45.1 M voted).
  const candidates = Array.from({ length: 22 }, (_, i) => ({ publickey: testPublicKey(i + 1), votes: BigInt(3_100_000 - i * 100_000), active: i < 7 }));
  scenario = baseScenario(ADDRESS, { msPerBlock: 3000, gasPerBlock: 100_000_000n, candidates, bneoState: { rewardEnabled: false, totalSupply: 0n, agents: [] } });
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

const open = () => openHydrated(page, '/gas-calculator');
const neoCard = () => page.locator('[data-card="neo"]');
const bneoCard = () => page.locator('[data-card="bneo"]');
/** The Total cell of the daily row of the NEO card. */
const dailyTotal = () => neoCard().locator('tr[data-period="daily"] td').last().innerText();
const lockButton = () => page.getByRole('button', { name: "Lock NEO and bNEO owned to the wallet's balances" });
const voteButton = () => neoCard().getByRole('button', { name: 'Vote for this candidate' });

describe('/gas-calculator', () => {
  it('offline: says the calculator is temporarily unavailable and shows the labelled snapshot with 100 NEO earning 0.00288 GAS a day', async () => {
    // Routes added later win: every N3 node now fails as when offline.
    await context.route((url) => /neo\.coz\.io|ngd\.network/.test(url.host), (route) => route.abort('internetdisconnected'));
    await open();
    await page.getByText('The GAS calculator is temporarily unavailable: no Neo N3 node could be reached. Please try again later.').waitFor();
    expect(await page.locator('[data-snapshot="protocol"]').innerText()).toContain('Snapshot of 07/16/2026: protocol configuration, not a chain reading.');
    expect(await page.locator('[data-headline]').innerText()).toBe('0.00288 GAS a day');
    expect(await dailyTotal()).toBe('0.00288');
    expect(await neoCard().locator('tr[data-period="yearly"] td').last().innerText()).toBe('1.0512');
    expect(await neoCard().innerText()).toContain('The snapshot holds no candidate votes: only the holder share is computed.');
    expect(await bneoCard().locator('[data-sunset]').innerText()).toContain('Announced by NeoBurger, not a chain reading');
  });

  it('live: computes the voter share of the chosen candidate from the chain, and says bNEO distribution has stopped', async () => {
    await open();
    await page.getByText(/^Live: read from https:\/\/mainnet1\.neo\.coz\.io:443 at block 7400001 on/).waitFor();
    expect(scenario.seen).toEqual(expect.arrayContaining(['getcandidates', 'invokefunction', 'invokescript']));
    const select = neoCard().getByRole('combobox', { name: 'Candidate voted for' });
    // Rank 1, a consensus node (f = 2), 3,100,000 votes: 0.00288 + 100 × 2 × 28,800 × 0.8 / (28 × 3,100,000) = 0.05596755 GAS.
    await select.selectOption(testPublicKey(1));
    await expect.poll(dailyTotal).toBe('0.05596755');
    // Rank 8, a committee member (f = 1), 2,400,000 votes: 0.00288 + 100 × 28,800 × 0.8 / (28 × 2,400,000) = 0.03716571 GAS.
    await select.selectOption(testPublicKey(8));
    await expect.poll(dailyTotal).toBe('0.03716571');
    // Rank 22, outside the committee: the holder share only.
    await select.selectOption(testPublicKey(22));
    await expect.poll(dailyTotal).toBe('0.00288');
    await neoCard().getByLabel('NEO owned').fill('1000');
    await expect.poll(dailyTotal).toBe('0.0288');
    await bneoCard().getByText("bNEO reward distribution has stopped: the bNEO contract's rewardEnabled() answers false.").waitFor();
    // Without a wallet the fields are free and the actions ask to connect.
    expect(await lockButton().isEnabled()).toBe(false);
    await neoCard().getByRole('button', { name: 'Connect a wallet to vote' }).click();
    await page.getByRole('dialog', { name: /Connect a Neo N3 wallet/ }).waitFor();
  });

  it('lock: the wallet balances are locked; unlocked, voting and converting wait until the fields are locked again', async () => {
    await open();
    await page.getByRole('button', { name: 'Connect Neo N3 wallet' }).click();
    await page.getByRole('dialog', { name: /Connect a Neo N3 wallet/ }).getByRole('button', { name: 'NeoLine' }).click();
    await page.getByText('Wallet connected').waitFor();
    const neoField = neoCard().getByLabel('NEO owned');
    const bneoField = bneoCard().getByLabel('bNEO owned');
    await expect.poll(() => neoField.inputValue()).toBe('120');
    expect(await bneoField.inputValue()).toBe('2.5');
    expect(await lockButton().getAttribute('aria-pressed')).toBe('true');
    expect(await neoField.getAttribute('readonly')).not.toBeNull();
    // The current vote (candidate 2) is preselected and cannot be voted again; another candidate can.
    await neoCard().getByText('You already vote for this candidate.').waitFor();
    await neoCard().getByRole('combobox', { name: 'Candidate voted for' }).selectOption(testPublicKey(1));
    await expect.poll(() => voteButton().isEnabled()).toBe(true);
    await bneoCard().getByLabel('NEO to convert').fill('2');
    const wrap = bneoCard().getByRole('button', { name: 'Wrap NEO' });
    const unwrap = bneoCard().getByRole('button', { name: 'Unwrap bNEO' });
    await expect.poll(() => wrap.isEnabled()).toBe(true);
    expect(await unwrap.isEnabled()).toBe(true); // 2 NEO ≤ 2.5 bNEO

    // Unlock: other amounts may be typed; vote and convert are disabled, saying why.
    await lockButton().click();
    expect(await lockButton().getAttribute('aria-pressed')).toBe('false');
    await neoField.fill('1000');
    await expect.poll(dailyTotal).toBe('0.55967557'); // 0.0288 + 1000 × 2 × 28,800 × 0.8 / (28 × 3,100,000)
    expect(await voteButton().isEnabled()).toBe(false);
    expect(await wrap.isEnabled()).toBe(false);
    expect(await unwrap.isEnabled()).toBe(false);
    expect(await page.getByText('Lock the amounts again to change your vote or convert.').count()).toBe(2);

    // Lock again with the keyboard: the wallet's balances come back and the actions are enabled.
    await lockButton().focus();
    await page.keyboard.press('Space');
    expect(await lockButton().getAttribute('aria-pressed')).toBe('true');
    expect(await neoField.inputValue()).toBe('120');
    await expect.poll(() => voteButton().isEnabled()).toBe(true);
    expect(await wrap.isEnabled()).toBe(true);

    // The vote goes through the wallet area's transaction dialog: NEO.vote for the chosen candidate.
    neoline.mode = { kind: 'sign', ending: { vmstate: 'HALT' } };
    await voteButton().click();
    const dialog = page.locator('dialog.wallet-modal[open]');
    await dialog.getByText('Network fee').waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.locator('[data-outcome="success"]').waitFor({ timeout: 20_000 });
    const signed = neoline.signed.at(-1)!;
    expect(contractCalls(signed.script.toBigEndian())[0]).toMatchObject({ scriptHash: HASHES.NEO, method: 'vote' });
    expect(signed.script.toBigEndian()).toContain(testPublicKey(1));
  });
});
