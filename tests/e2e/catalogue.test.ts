import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, open, site } from './browser.ts';

const dapps = JSON.parse(readFileSync('data/catalogue/dapps.json', 'utf8')) as {
  slug: string;
  title: string;
  isDapp: boolean;
  categories: string[];
}[];
let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  page = await browser.newPage();
});
afterAll(async () => browser?.close());

const visibleDetailLinks = (slug: string) => page.locator(`a[href*="/dapp-detailed/${slug}"]:visible`).count();

describe('public catalogue in Chromium', () => {
  it('opens the home page with its sections and navigation', async () => {
    await open(page, '/');
    expect(await page.title()).toContain('Neo Ecosystem');
    for (const heading of ['Top dApps', 'Recently added', 'Developer aid']) {
      expect(await page.getByRole('heading', { name: heading }).count(), heading).toBeGreaterThan(0);
    }
    expect(await page.locator('nav a[href="/wallets"]').count()).toBeGreaterThan(0);
  });

  it('lists the dApps ten per page and searches them', async () => {
    await open(page, '/dapps-overview');
    const cards = page.locator('[data-dapp-card]:visible, [data-list-item]:visible');
    expect(await cards.count()).toBeLessThanOrEqual(10);
    const search = page.getByRole('main').getByRole('combobox', { name: 'Search' });
    // A search box (the search keyboard on phones) that its suggestions make a combobox; the header's site search
    // is another one, outside the page's main content.
    expect(await search.getAttribute('type')).toBe('search');
    expect(await page.locator('main input[type="search"]').count()).toBe(1);
    await search.fill('flamingo');
    await page.waitForTimeout(400);
    expect(await visibleDetailLinks('flamingo-finance')).toBeGreaterThan(0);
    expect(new URL(page.url()).searchParams.toString()).toContain('flamingo');
    await search.fill('ghostmarket');
    await page.waitForTimeout(400);
    expect(await visibleDetailLinks('flamingo-finance')).toBe(0);
  });

  it('filters the dApps by category', async () => {
    const wanted = dapps.filter((d) => d.isDapp && d.categories.includes('Gaming'));
    const other = dapps.find((d) => d.isDapp && !d.categories.includes('Gaming'))!;
    await open(page, '/dapps-overview');
    // The filters sit in a collapsed panel, opened by its toggle; its count says how many are set.
    const toggle = page.locator('[data-filters-toggle]');
    expect(await page.locator('select[name="category"]').isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const select = page.locator('select[name="category"]');
    await select.selectOption({ label: 'Gaming' });
    await expect.poll(() => toggle.innerText()).toContain('1 active');
    await page.waitForTimeout(400);
    expect(await visibleDetailLinks(wanted[0]!.slug)).toBeGreaterThan(0);
    expect(await visibleDetailLinks(other.slug)).toBe(0);
  });

  it('opens a detail page with its contracts and script hashes', async () => {
    await open(page, '/dapps-overview?q=flamingo');
    await page.locator('a[href*="/dapp-detailed/flamingo-finance"]:visible').first().click();
    await page.waitForURL(/\/dapp-detailed\/flamingo-finance/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Flamingo Finance');
    expect(await page.content()).toContain('0xf970f4ccecd765b63732b821775dc38c25d74f23');
  });

  it('follows the redirects and sends unknown paths home', async () => {
    for (const [from, to] of [
      ['/apps', '/apps-overview'],
      ['/dapps', '/dapps-overview'],
      ['/no-such-page', '/'],
    ] as const) {
      await page.goto(site() + from);
      expect(new URL(page.url()).pathname.replace(/\/$/, '') || '/').toBe(to);
    }
  });

  it("keeps ignored contracts in the visitor's browser", async () => {
    await open(page, '/contracts');
    const firstRow = page.locator('tr[data-contract]:visible').first();
    const id = await firstRow.getAttribute('data-contract');
    await firstRow.getByRole('button', { name: /ignore/i }).click();
    await page.reload();
    await page.waitForLoadState('networkidle');
    await page.locator('input[name="ignored"][value="only"]').check();
    expect(await page.locator('tr[data-contract]:visible').count()).toBe(1);
    expect(await page.locator(`tr[data-contract="${id}"]:visible`).count()).toBe(1);
    await page.locator('input[name="ignored"][value="hide"]').check();
    expect(await page.locator(`tr[data-contract="${id}"]:visible`).count()).toBe(0);
  });

  it("filters /contracts by chain with the dApp lists' ?chain= parameter, kept in the URL", async () => {
    await open(page, '/contracts?chain=neo-x');
    const shown = page.locator('tr[data-contract]:visible');
    expect(await shown.count()).toBeGreaterThan(0);
    expect(await page.locator('tr[data-contract]:visible:not([data-chain="neo-x"])').count()).toBe(0);
    await page.locator('select[name="chain"]').selectOption('neo-n3');
    expect(new URL(page.url()).search).toBe('?chain=neo-n3');
    expect(await page.locator('tr[data-contract]:visible:not([data-chain="neo-n3"])').count()).toBe(0);
  });
});
