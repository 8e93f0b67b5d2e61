/**
 * Wallets, explorers and exchanges in Chromium (issue #32 point 6): discontinued services are out of the default
 * lists and come back, with since when and their source, through a visible control kept in the URL; active services
 * for N3 and Neo X come first; a card's source reads as citations (names, the exact file on hover) and the curators'
 * working notes stay off the pages.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, openHydrated } from './browser.ts';

const catalogue = (file: string) =>
  JSON.parse(readFileSync(`data/catalogue/${file}`, 'utf8')) as Record<string, string | undefined>[];
const discontinuedWallets = catalogue('wallets.json').filter((w) => w.status === 'discontinued');
const bittrex = catalogue('exchanges.json').find((x) => x.slug === 'bittrex')!;

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  page = await browser.newPage({ locale: 'en-US' });
});
afterAll(async () => browser?.close());

/** The titles of the shown (not hidden) items of the list page now open, in page order. */
const visibleTitles = (selector: string) =>
  page.evaluate(
    (items) =>
      [...document.querySelectorAll<HTMLElement>(items)]
        .filter((el) => el.offsetParent !== null)
        .map((el) => (el.querySelector<HTMLElement>('h2, th[scope="row"]')?.innerText ?? '').trim()),
    selector,
  );

describe('wallets, explorers and exchanges', () => {
  it('hides a discontinued exchange by default and shows it with its status and source when asked', async () => {
    await openHydrated(page, '/exchanges');
    const row = page.locator('#exchange-bittrex');
    expect(await row.isVisible()).toBe(false);
    const toggle = page.getByRole('checkbox', { name: 'Show 1 discontinued exchange' });
    expect(await toggle.isVisible()).toBe(true);
    await toggle.check();
    expect(new URL(page.url()).searchParams.get('discontinued')).toBe('show');
    expect(await row.isVisible()).toBe(true);
    const badge = row.locator('[data-status-badge]');
    expect(await badge.innerText()).toBe('Discontinued on 12/04/2023');
    expect(await badge.getAttribute('href')).toBe(bittrex.statusSource);
    expect(await badge.getAttribute('title')).toContain('The Block');
    // Shown last, and its old website no longer linked.
    expect((await visibleTitles('tbody tr')).at(-1)).toContain('Bittrex');
    expect(await row.locator('th a[href*="bittrex.com"]').count()).toBe(0);
    // The choice is in the URL: a reload keeps it, going back hides the row again.
    await page.reload();
    expect(await page.locator('#exchange-bittrex').isVisible()).toBe(true);
    await page.goBack();
    await expect.poll(() => page.locator('#exchange-bittrex').isVisible()).toBe(false);
  });

  it('lists NeoLine and Neon among the first wallets and keeps discontinued wallets out until asked', async () => {
    await openHydrated(page, '/wallets');
    const titles = await visibleTitles('[data-wallet]');
    expect(titles.indexOf('NeoLine')).toBeGreaterThanOrEqual(0);
    expect(titles.indexOf('NeoLine')).toBeLessThan(6);
    expect(titles.indexOf('Neon Wallet')).toBeGreaterThanOrEqual(0);
    expect(titles.indexOf('Neon Wallet')).toBeLessThan(10);
    // Every wallet for N3 or Neo X comes before the first wallet for Neo Legacy alone.
    const legacyOnly = catalogue('wallets.json')
      .filter((w) => (w.blockchainVersions as unknown as string[]).join() === 'Neo Legacy')
      .map((w) => w.title!);
    const firstLegacy = titles.findIndex((t) => legacyOnly.includes(t));
    expect(titles.slice(firstLegacy).filter((t) => !legacyOnly.includes(t))).toEqual([]);
    for (const w of discontinuedWallets) expect(titles, w.title).not.toContain(w.title);

    const count = discontinuedWallets.length;
    await page.getByRole('checkbox', { name: `Show ${count} discontinued wallets` }).check();
    const all = await visibleTitles('[data-wallet]');
    expect(all.slice(-count).sort()).toEqual(discontinuedWallets.map((w) => w.title).sort());
    // The platform filter keeps the choice: both live in the URL.
    await page.getByRole('checkbox', { name: 'Web', exact: true }).check();
    expect(new URL(page.url()).search).toBe('?platform=web&discontinued=show');
  });

  it('shows the discontinued-wallets control in pt-BR with its plural form', async () => {
    await openHydrated(page, '/pt-BR/wallets');
    const label = `Mostrar ${discontinuedWallets.length} carteiras fora de operação`;
    expect(await page.getByRole('checkbox', { name: label }).isVisible()).toBe(true);
  });

  it('cites sources by name with the exact file on hover, and never shows repository paths or curator notes', async () => {
    for (const path of ['/wallets?discontinued=show', '/explorers', '/exchanges?discontinued=show']) {
      await openHydrated(page, path);
      const text = await page.locator('main').innerText();
      expect(text, path).not.toMatch(/[\w-]+\/[\w.-]+:[^\s]+@[0-9a-f]{7}/);
      expect(text, path).not.toMatch(/\.cshtml|stored pages corpus|left unset|not sourced|code index|find_repos/i);
      const citations = page.locator('[data-citation]');
      expect(await citations.count(), path).toBeGreaterThan(0);
      const names = await citations.allInnerTexts();
      expect(names, path).toContain('neo.org');
      const neoOrg = citations.filter({ hasText: /^neo\.org$/ }).first();
      expect(await neoOrg.getAttribute('title')).toMatch(/^neo-project\/neo\.org · \S+ @ [0-9a-f]{7}/);
      expect(await neoOrg.getAttribute('href')).toMatch(/^https:\/\/github\.com\/neo-project\/neo\.org\/blob\//);
    }
  });
});
