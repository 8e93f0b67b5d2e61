import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { consentedContext, launch, open } from './browser.ts';

/*
 * The watchlist (issue #27 item 3): stars on a dApp page and on /tokens that survive a reload, the Watchlist page
 * from the header with the starred records and their figures, export → import into a fresh browser, and the
 * "Watched only" filter of /dapps-overview.
 */
let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  context = await consentedContext(browser);
  page = await context.newPage();
});
afterAll(async () => browser?.close());

const star = (name: string) => page.locator('main').getByRole('button', { name });
/** The price cell of FLM's row (the first figure of a /tokens row and of a Watchlist row). */
const flmPrice = () => page.locator(`#token-${flmId} td.num`).first().innerText();
let flmId = '';

describe('the watchlist', () => {
  it('keeps a starred dApp and token across a reload, by keyboard and pointer', async () => {
    await open(page, '/dapp-detailed/flamingo-finance');
    await star('Add Flamingo Finance to the watchlist').focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => star('Remove Flamingo Finance from the watchlist').getAttribute('aria-pressed'))
      .toBe('true');

    await open(page, '/tokens');
    const flm = star('Add FLM to the watchlist');
    flmId = (await flm.getAttribute('data-watch-star'))!.split(':')[1]!;
    await flm.click();
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect.poll(() => star('Remove FLM from the watchlist').getAttribute('aria-pressed')).toBe('true');
  });

  it('shows both on the Watchlist page from the header, with the figures the lists show, axe-clean', async () => {
    const price = await flmPrice();
    await page.locator('header').getByRole('link', { name: 'Watchlist' }).click();
    await page.waitForURL(/\/watchlist\/?$/);
    await page.waitForLoadState('networkidle');
    const main = page.locator('main');
    await expect.poll(() => main.getByRole('link', { name: 'Flamingo Finance' }).isVisible()).toBe(true);
    expect(await main.getByRole('heading', { name: 'dApps' }).isVisible()).toBe(true);
    expect(await main.getByRole('heading', { name: 'Tokens' }).isVisible()).toBe(true);
    // The token's row carries its price as /tokens shows it (a figure, or the em dash when unmeasured).
    const flmRow = main.locator(`tr[data-watch-row="token:${flmId}"]`);
    expect(await flmRow.isVisible()).toBe(true);
    expect(await flmRow.locator('td.num').first().innerText()).toBe(price);
    expect(await main.getByText('2 watched').isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('exports the list and imports it into a fresh browser, refusing a file that is not one', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      version: number;
      items: { kind: string; id: string; name: string; addedAt: string }[];
    };
    expect(file.version).toBe(1);
    expect(file.items.map((i) => `${i.kind}:${i.id}:${i.name}`)).toEqual([
      'dapp:flamingo-finance:Flamingo Finance',
      `token:${flmId}:FLM`,
    ]);

    const fresh = await consentedContext(browser);
    const other = await fresh.newPage();
    await open(other, '/watchlist');
    expect(await other.getByText(/Nothing watched yet/).isVisible()).toBe(true);
    const input = other.getByLabel('Import a watchlist file');
    const bad = join(tmpdir(), `not-a-watchlist-${process.pid}.json`);
    await writeFile(bad, JSON.stringify({ version: 1, items: [{ kind: 'coin', id: 'x' }] }));
    await input.setInputFiles(bad);
    await expect.poll(() => other.getByText(/not a watchlist exported by this site/).isVisible()).toBe(true);
    await input.setInputFiles((await download.path())!);
    await expect.poll(() => other.getByText('2 items added from the file.').isVisible()).toBe(true);
    expect(await other.locator('main').getByRole('link', { name: 'Flamingo Finance' }).isVisible()).toBe(true);
    expect(await other.locator(`tr[data-watch-row="token:${flmId}"]`).isVisible()).toBe(true);
    await fresh.close();
  });

  it('filters /dapps-overview to the watched dApps, in the URL', async () => {
    await open(page, '/dapps-overview');
    const cards = page.locator('[data-view-panel="cards"] [data-item]:not([hidden])');
    expect(await cards.count()).toBeGreaterThan(1);
    await page.getByRole('checkbox', { name: 'Watched only' }).check();
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.getByRole('link').first().innerText()).toBe('Flamingo Finance');
    expect(new URL(page.url()).searchParams.get('watched')).toBe('1');
    // Released from the list, it leaves the filtered view at once.
    await cards.getByRole('button', { name: 'Remove Flamingo Finance from the watchlist' }).click();
    await expect.poll(() => cards.count()).toBe(0);
  });
});
