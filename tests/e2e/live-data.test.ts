/** Live ecosystem data in Chromium: the home sections, a dApp chart's ranges, tokens, and the community page from the recordings. */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, open } from './browser.ts';

const recordings = 'data/recordings/github';
const index = JSON.parse(readFileSync(`${recordings}/index.json`, 'utf8')) as { owner: string; name: string }[];
const newestCommit = (r: { owner: string; name: string }) =>
  (
    JSON.parse(readFileSync(`${recordings}/commits/${r.owner}__${r.name}.json`, 'utf8')) as {
      sha: string;
      commit: { author: { date: string }; message: string };
    }[]
  )[0]!;

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  page = await browser.newPage();
});
afterAll(async () => browser?.close());

describe('live data pages', () => {
  it('shows every home section, with network statistics as unmeasured', async () => {
    await open(page, '/');
    for (const heading of [
      'Developer aid',
      'Network statistics',
      'GAS calculator',
      'GasBot',
      'Top dApps',
      'Trending tokens',
      'Recently added',
      'Top NFTs',
      'Latest news',
      'Boosted dApps',
    ]) {
      expect(await page.getByRole('heading', { name: heading, exact: true }).count(), heading).toBe(1);
    }
    const network = page.locator('section[aria-labelledby="network-stats"]');
    // Offline, without a node: every tile (block height, transactions, active addresses, committee, GAS per block,
    // block time) is the em dash of an unmeasured figure, and no network is named.
    expect(await network.locator('[data-figure]').count()).toBe(6);
    expect(await network.locator('[data-figure] .missing').count()).toBe(6);
    expect(await network.locator('.network-name').count()).toBe(0);
    const carousel = page.locator('section[aria-labelledby="top-dapps"] [data-carousel]');
    await carousel.scrollIntoViewIfNeeded();
    await page.waitForSelector(
      'section[aria-labelledby="top-dapps"] [data-carousel].is-ready .swiper-initialized, section[aria-labelledby="top-dapps"] .swiper-initialized',
      { timeout: 10_000 },
    );
    const slides = await carousel
      .locator('.carousel-slide')
      .evaluateAll((els) => els.slice(0, 2).map((el) => el.getBoundingClientRect()));
    const viewport = (await carousel.locator('.carousel-viewport').boundingBox())!;
    expect(Math.round(slides[1]!.left - slides[0]!.right)).toBe(32); // gap 32
    expect(Math.round(viewport.width / (slides[0]!.width + 32))).toBe(5); // 5 per view at 1280 px
    await carousel.getByRole('button', { name: 'Next slides' }).click();
    await page.waitForTimeout(400);
    expect(await carousel.locator('.carousel-track').evaluate((el) => getComputedStyle(el).transform)).not.toBe('none');
    const trending = page.locator('section[aria-labelledby="trending-tokens"]');
    expect(await trending.textContent()).toContain('USDT');
    expect(await trending.textContent()).toContain('replayed from a recording');
    // The calculator teaser links to its page and shows, said as an example, the daily figure of 100 NEO held
    // without voting from the build's labelled snapshot.
    expect(await page.locator('a[href="/gas-calculator"]').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-calculator-figure]').textContent()).toContain(
      "Example: 100 NEO held without voting earn 0.00288 GAS a day (mainnet's protocol configuration of",
    );
  });

  it('switches a dApp chart through 24H, 7D, 14D and 30D', async () => {
    await open(page, '/dapp-detailed/flamingo-finance');
    const chart = page.locator('[data-stats-chart]');
    await chart.scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-stats-chart] .chart-host svg', { timeout: 15_000 });
    for (const range of ['24H', '7D', '14D', '30D']) {
      const button = chart.getByRole('button', { name: range, exact: true });
      await button.click();
      expect(await button.getAttribute('aria-pressed')).toBe('true');
      expect(await chart.getAttribute('data-range')).toBe(range);
      expect(await chart.locator('[data-chart-empty]').isHidden()).toBe(true);
    }
    await chart.getByRole('button', { name: 'Invocations', exact: true }).click();
    expect(await chart.locator('[data-chart-empty]').textContent()).toBe('No invocations recorded for the 30D range.');
    expect(await page.getByRole('heading', { name: 'Related news' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: /Flamingo launches FUSD/ }).count()).toBe(1);
  });

  it('lists the real repositories with their last commits', async () => {
    await open(page, '/community-development');
    const html = await page.content();
    for (const repo of index) expect(html, repo.name).toContain(`>${repo.name}<`);
    const newest = index
      .map((r) => ({ r, c: newestCommit(r) }))
      .sort((a, b) => b.c.commit.author.date.localeCompare(a.c.commit.author.date))
      .slice(0, 5);
    for (const { c } of newest) expect(html).toContain(`/commit/${c.sha}`);
    expect(await page.getByRole('heading', { name: 'Activity volume' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Top projects' }).count()).toBe(1);
    expect(await page.locator('nav a[href="/community-development"]').count()).toBeGreaterThan(0);
  });

  it('sorts the tokens by price and shows the recorded quote', async () => {
    await open(page, '/tokens');
    await page.getByRole('button', { name: 'Sort by Price' }).click();
    const first = await page.locator('.tokens-table tbody tr').first().locator('th').textContent();
    expect(first).toBe('NEO');
    expect(new URL(page.url()).searchParams.get('sort')).toBe('price');
    expect(await page.locator('.tokens-table tbody tr').first().textContent()).toContain('5.55 USDT');
  });
});
