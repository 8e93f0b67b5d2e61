import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { consentedContext, launch, open, site } from './browser.ts';

/*
 * Find and compare (issue #27): sortable columns (keyboard, aria-sort, the sort in the URL, unmeasured last) of the
 * lists and of the community tables, the "View on …" explorer links of a contract's script hash and of a watched
 * address in the wallet area, the token and NFT collection pages (issue #28) and the header's theme switch across pages.
 */
const dapps = JSON.parse(readFileSync('data/catalogue/dapps.json', 'utf8')) as {
  slug: string;
  contracts: { hash: string }[];
}[];
let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  context = await consentedContext(browser);
  page = await context.newPage();
});
afterAll(async () => browser?.close());

/** The visible rows of the Detailed view: each row's sort values, in the order shown. */
const detailedRows = () =>
  page.locator('[data-view-panel="table"] tbody tr').evaluateAll((rows) =>
    rows.map((r) => ({
      visible: !(r as HTMLElement).hidden,
      contracts: Number((r as HTMLElement).dataset.sortContracts),
      name: (r as HTMLElement).dataset.sortName ?? '',
      tx: (r as HTMLElement).dataset.sortTx ?? '',
      rank: r.querySelector('[data-rank]')?.textContent ?? '',
    })),
  );
const ariaSort = (key: string) =>
  page.locator(`[data-view-panel="table"] th[data-sort-key="${key}"]`).getAttribute('aria-sort');
const query = () => new URL(page.url()).searchParams;

describe('sortable rankings', () => {
  it('sorts the dApps Detailed view by a column both ways from the keyboard, with aria-sort and the URL', async () => {
    await open(page, '/dapps-overview');
    await page.getByRole('button', { name: 'Detailed' }).click();
    const sortContracts = page.getByRole('button', { name: 'Sort by Contracts' });
    await sortContracts.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => ariaSort('contracts')).toBe('descending');
    expect(query().get('sort')).toBe('contracts');
    expect(query().get('dir')).toBe('desc');
    expect(await ariaSort('name')).toBe('none');
    // Every row (filtered, all pages) follows the order; the page shows the first ten of it.
    let rows = await detailedRows();
    const counts = rows.map((r) => r.contracts);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(rows.slice(0, 10).every((r) => r.visible)).toBe(true);
    expect(rows[0]!.rank).toBe('1');

    await page.keyboard.press('Enter');
    await expect.poll(() => ariaSort('contracts')).toBe('ascending');
    expect(query().get('dir')).toBe('asc');
    rows = await detailedRows();
    expect(rows.map((r) => r.contracts)).toEqual([...counts].sort((a, b) => a - b));
  });

  it('restores a sort from a shared URL and puts unmeasured figures last both ways', async () => {
    await open(page, '/dapps-overview?view=table&sort=name&dir=desc');
    expect(await ariaSort('name')).toBe('descending');
    const names = (await detailedRows()).map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
    for (const dir of ['desc', 'asc']) {
      await open(page, `/dapps-overview?view=table&sort=tx&dir=${dir}`);
      const tx = (await detailedRows()).map((r) => r.tx);
      const firstUnmeasured = tx.indexOf('');
      if (firstUnmeasured >= 0)
        expect(
          tx.slice(firstUnmeasured).every((v) => v === ''),
          dir,
        ).toBe(true);
      // An unmeasured figure has no rank: the "#" column says so with an em dash.
      const rows = await detailedRows();
      for (const row of rows) if (row.tx === '') expect(row.rank).toBe('—');
    }
  });

  it("ranks the dApps within the chosen chain by that chain's figures", async () => {
    for (const [chain, suffix] of [
      ['neo-n3', 'N3'],
      ['neo-x', 'X'],
    ] as const) {
      await open(page, `/dapps-overview?view=table&sort=tx&dir=desc&chain=${chain}`);
      const rows = await page.locator('[data-view-panel="table"] tbody tr:not([hidden])').evaluateAll(
        (trs, own) =>
          trs.map((r) => ({
            tx: (r as HTMLElement).dataset.sortTx ?? '',
            own: (r as HTMLElement).dataset[own] ?? '',
            rank: r.querySelector('[data-rank]')?.textContent ?? '',
          })),
        `sortTxD7${suffix}`,
      );
      expect(rows.length, chain).toBeGreaterThan(0);
      // The sort value is the chain's own 7-day figure; the filtered list's first page ranks from 1 (ties share).
      expect(rows.map((r) => r.tx)).toEqual(rows.map((r) => r.own));
      const measured = rows.filter((r) => r.tx !== '');
      expect(measured.map((r) => r.rank)).toEqual(
        measured.map((r) => String(measured.findIndex((m) => Number(m.tx) === Number(r.tx)) + 1)),
      );
      for (const r of rows) if (r.tx === '') expect(r.rank).toBe('—');
    }
  });

  it('sorts the contracts by their dApp both ways', async () => {
    await open(page, '/contracts');
    const button = page.getByRole('button', { name: 'Sort by dApp' });
    const th = page.locator('th[data-sort-key="dapp"]');
    const dappColumn = () =>
      page
        .locator('.contracts-table tbody tr')
        .evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset.sortDapp ?? ''));
    await button.click();
    expect(await th.getAttribute('aria-sort')).toBe('ascending');
    const asc = await dappColumn();
    expect(asc).toEqual([...asc].sort((a, b) => a.localeCompare(b)));
    await button.click();
    expect(await th.getAttribute('aria-sort')).toBe('descending');
    expect(await dappColumn()).toEqual([...asc].sort((a, b) => b.localeCompare(a)));
    expect(query().get('sort')).toBe('dapp');
    expect(query().get('dir')).toBe('desc');
  });
});

/** The rows of a community table (`org`, `repo`): a figure's sort values and the "#" cell, in the order shown. */
const communityRows = (table: string, key: string) =>
  page.locator(`[data-sortable-table="${table}"] tbody tr`).evaluateAll(
    (rows, attr) =>
      rows.map((r) => ({
        value: r.getAttribute(attr) ?? '',
        rank: r.querySelector('[data-rank]')?.textContent?.trim(),
      })),
    `data-sort-${key}`,
  );
const communityAriaSort = (table: string, key: string) =>
  page.locator(`[data-sortable-table="${table}"] th[data-sort-key="${key}"]`).getAttribute('aria-sort');

describe('community development tables', () => {
  it('sorts the repositories by commits both ways by keyboard, each table keeps its own sort in the URL', async () => {
    await open(page, '/community-development?org-sort=commits&org-dir=asc');
    expect(await communityAriaSort('repo', 'lastCommit')).toBe('descending');
    const button = page
      .locator('[data-sortable-table="repo"]')
      .getByRole('button', { name: 'Sort by Commits (52 weeks)' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => communityAriaSort('repo', 'commits')).toBe('descending');
    expect(await communityAriaSort('repo', 'lastCommit')).toBe('none');
    expect(query().get('repo-sort')).toBe('commits');
    expect(query().get('repo-dir')).toBe('desc');
    expect(query().get('org-sort')).toBe('commits');
    let rows = await communityRows('repo', 'commits');
    const commits = rows.map((r) => Number(r.value));
    expect(commits.length).toBeGreaterThan(1);
    expect(commits).toEqual([...commits].sort((a, b) => b - a));
    expect(rows[0]!.rank).toBe('1');
    await page.keyboard.press('Enter');
    await expect.poll(() => communityAriaSort('repo', 'commits')).toBe('ascending');
    rows = await communityRows('repo', 'commits');
    expect(rows.map((r) => Number(r.value))).toEqual([...commits].sort((a, b) => a - b));
    expect(query().get('repo-dir')).toBe('asc');
  });

  it('restores the organizations sort from the URL, unmeasured commits last and unranked', async () => {
    for (const dir of ['asc', 'desc']) {
      await open(page, `/community-development?org-sort=commits&org-dir=${dir}`);
      expect(await communityAriaSort('org', 'commits')).toBe(dir === 'asc' ? 'ascending' : 'descending');
      const rows = await communityRows('org', 'commits');
      const measured = rows.filter((r) => r.value !== '').map((r) => Number(r.value));
      expect(measured.length).toBeGreaterThan(0);
      expect(measured).toEqual([...measured].sort((a, b) => (dir === 'asc' ? a - b : b - a)));
      const firstUnmeasured = rows.findIndex((r) => r.value === '');
      if (firstUnmeasured >= 0)
        expect(rows.slice(firstUnmeasured).every((r) => r.value === '' && r.rank === '—')).toBe(true);
      expect(rows[0]!.rank).toBe('1');
    }
  });
});

describe('explorer links', () => {
  it('offers "View on Dora" with the script hash beside a contract of the dApp page', async () => {
    const flamingo = dapps.find((d) => d.slug === 'flamingo-finance')!;
    const hash = flamingo.contracts[0]!.hash;
    await open(page, '/dapp-detailed/flamingo-finance');
    const link = page.locator('main').getByRole('link', { name: 'View on Dora (N3)' }).first();
    const hrefs = await page
      .locator('main')
      .getByRole('link', { name: 'View on Dora (N3)' })
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toContain(`https://dora.coz.io/contract/neo3/mainnet/${hash}`);
    expect(await link.getAttribute('rel')).toContain('noopener');
  });
});

describe('token pages', () => {
  /** Switch the price chart through every range by keyboard: each pressed alone, each with a line, none empty. */
  async function switchPriceRanges(labels: string[]) {
    const chart = page.locator('[data-price-chart]');
    await chart.scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-price-chart] .chart-host svg', { timeout: 15_000 });
    for (const label of labels) {
      await chart.getByRole('button', { name: label, exact: true }).press('Enter');
      expect(await chart.getByRole('button', { pressed: true }).allInnerTexts()).toEqual([label]);
      expect(await chart.locator('[data-chart-empty]').isHidden()).toBe(true);
      const drawn = await chart.locator('.chart-host svg').first().boundingBox();
      expect(drawn!.width >= 150 && drawn!.height >= 60).toBe(true);
    }
    return chart.locator('.chart-note').innerText();
  }

  it('leads from /tokens and from a dApp page to the token page, in both languages, axe clean in both themes', async () => {
    await open(page, '/tokens');
    await page.locator('#tokens-table').getByRole('link', { name: 'FLM', exact: true }).click();
    await page.waitForURL('**/tokens/flm');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('FLM');
    const hrefs = await page
      .locator('[data-token-hash]')
      .getByRole('link', { name: 'View on Dora (N3)' })
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['https://dora.coz.io/contract/neo3/mainnet/0xf0151f528127558851b39c2cd8aa47da7418ab28']);
    // The price chart of the recorded FLM/USDT closes, in every range (axe below audits it drawn, in both themes).
    expect(await switchPriceRanges(['24H', '7D', '30D', '1Y', 'All'])).toMatch(
      /in USDT; as of 06\/13\/2025 \d\d:00 UTC\. Source: recording: .*flm-usdt-hourly-close-binance-2021-2025\.csv/,
    );
    const issuers = page.locator('section[aria-labelledby="token-dapps"]');
    expect(await issuers.getByRole('link', { name: 'Flamingo Finance' }).getAttribute('href')).toBe(
      '/dapp-detailed/flamingo-finance',
    );
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      expect(await seriousViolations(page)).toEqual([]);
    }
    await page.emulateMedia({ colorScheme: null });

    await open(page, '/pt-BR/dapp-detailed/flamingo-finance');
    await page
      .locator('section[aria-labelledby="dapp-assets"]')
      .getByRole('link', { name: 'FLM', exact: true })
      .click();
    await page.waitForURL('**/pt-BR/tokens/flm');
    expect(await page.getByRole('heading', { name: 'Mercado' }).count()).toBe(1);
    // At 320 px too: the chart and its buttons fit the card, nothing scrolls sideways.
    const viewport = page.viewportSize()!;
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await switchPriceRanges(['Tudo', '1Y', '30D', '7D', '24H'])).toContain('em 13/06/2025');
    expect(
      await page
        .locator('[data-price-chart]')
        .evaluate((el) => el.scrollWidth <= el.clientWidth && el.clientWidth < 320),
    ).toBe(true);
    await page.setViewportSize(viewport);
    expect(await issuers.getByRole('link', { name: 'Flamingo Finance' }).getAttribute('href')).toBe(
      '/pt-BR/dapp-detailed/flamingo-finance',
    );
    // A token no source prices (bNEO: its supply is measured, its price is not) has no chart, only why.
    await open(page, '/pt-BR/tokens/bneo');
    expect(await page.locator('[data-price-chart]').innerText()).toContain(
      'Nenhuma fonte de preços mede bNEO, então não há gráfico de preço.',
    );
    expect(await page.locator('[data-price-chart] svg').count()).toBe(0);
  });
});

describe('NFT collection pages', () => {
  it('leads from /nfts and from a dApp page to the collection page, in both languages, axe clean in both themes', async () => {
    await open(page, '/nfts');
    await page.locator('#nft-table').getByRole('link', { name: 'GhostMarket.NFT', exact: true }).click();
    await page.waitForURL('**/nfts/ghostmarket-nft');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('GhostMarket.NFT');
    const hrefs = await page
      .locator('[data-nft-hash]')
      .getByRole('link', { name: 'View on Dora (N3)' })
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['https://dora.coz.io/contract/neo3/mainnet/0x577a51f7d39162c9de1db12a6b319c848e4c54e5']);
    // Offline nobody measured the market, the owners or the items: each says so, never a 0.
    expect(await page.locator('[data-nft-owners]').innerText()).toContain('—');
    expect(await page.locator('[data-nft-items]').innerText()).toContain('Items not read');
    const users = page.locator('section[aria-labelledby="nft-dapps"]');
    expect(await users.getByRole('link', { name: 'GhostMarket', exact: true }).getAttribute('href')).toBe(
      '/dapp-detailed/ghostmarket',
    );
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      expect(await seriousViolations(page)).toEqual([]);
    }
    await page.emulateMedia({ colorScheme: null });

    await open(page, '/pt-BR/dapp-detailed/ghostmarket');
    await page
      .locator('section[aria-labelledby="dapp-assets"]')
      .getByRole('link', { name: 'GhostMarket.NFT', exact: true })
      .click();
    await page.waitForURL('**/pt-BR/nfts/ghostmarket-nft');
    expect(await page.getByRole('heading', { name: 'Donos e transferências' }).count()).toBe(1);
    expect(await users.getByRole('link', { name: 'GhostMarket', exact: true }).getAttribute('href')).toBe(
      '/pt-BR/dapp-detailed/ghostmarket',
    );
  });
});

describe('explorer links in the wallet area', () => {
  it('offers "View on …" each mainnet explorer beside a watched N3 address, in a new tab', async () => {
    const address = 'Ng8dx5FAM44xDAs3daLoKrxhfQZ62xAzsR';
    await open(page, `/my-wallet?address=${address}`);
    // The address's own links (the history's rows carry their transactions' links).
    const panel = page.locator('[data-chain="n3"][data-mode="watch"] .wallet-address-line');
    const dora = panel.getByRole('link', { name: 'View on Dora (N3)' });
    expect(await dora.getAttribute('href')).toBe(`https://dora.coz.io/address/neo3/mainnet/${address}`);
    expect(await dora.getAttribute('target')).toBe('_blank');
    expect(await dora.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await panel.getByRole('link', { name: 'View on NeoTube (N3)' }).getAttribute('href')).toBe(
      `https://neotube.io/address/${address}`,
    );
  });
});

describe('theme in the header', () => {
  it('switches the theme from the header and keeps it on the next page', async () => {
    const themeSwitch = page.locator('header [data-theme-switch]');
    await open(page, '/');
    expect(await themeSwitch.textContent()).toContain('System');
    await themeSwitch.click();
    await themeSwitch.click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await themeSwitch.textContent()).toContain('Dark');
    await open(page, '/wallets');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await themeSwitch.textContent()).toContain('Dark');
    await themeSwitch.click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBeUndefined();
    await open(page, '/tokens');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBeUndefined();
    expect(await themeSwitch.textContent()).toContain('System');
  });
});
