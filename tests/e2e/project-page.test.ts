/**
 * One page per project (issue #14 point 5) in Chromium, on the default data (no local chain, GitHub replayed from
 * its recording): the Flamingo page's health line with its sources, its repositories' commit activity joined
 * through its GitHub link, its contracts' activity labelled as not indexed (mainnet contracts, no indexer), and the
 * dApps list filtered by health.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { seriousViolations } from './axe.ts';
import { launch, open } from './browser.ts';

const recordings = 'data/recordings/github';
const full = 'flamingo-finance/flamingo-contract-swap';
const newest = (
  JSON.parse(readFileSync(`${recordings}/commits/${full.replace('/', '__')}.json`, 'utf8')) as {
    sha: string;
    commit: { author: { date: string }; message: string };
  }[]
)[0]!;
const statsAsOf = (
  JSON.parse(readFileSync(`${recordings}/index.json`, 'utf8')) as { full_name: string; stats_as_of: string }[]
).find((r) => r.full_name === full)!.stats_as_of;
const flamingoContracts = (
  JSON.parse(readFileSync('data/catalogue/dapps.json', 'utf8')) as { slug: string; contracts?: unknown[] }[]
).find((d) => d.slug === 'flamingo-finance')!.contracts!.length;
/** MM/DD/YYYY (en-US) or DD/MM/YYYY (pt-BR) of a UTC instant, as the pages write dates. */
const day = (iso: string, locale: 'en-US' | 'pt-BR') => {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return locale === 'en-US' ? `${m}/${d}/${y}` : `${d}/${m}/${y}`;
};

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  page = await browser.newPage();
});
afterAll(async () => browser?.close());

describe('the project page', () => {
  it('shows the Flamingo health line with the date and source of each signal', async () => {
    await open(page, '/dapp-detailed/flamingo-finance');
    const health = page.locator('section[aria-labelledby="project-health"]');
    expect(await health.getByRole('heading', { name: 'Health' }).count()).toBe(1);
    // Its newest commit (2022) is outside the 90-day window, but its mainnet contracts are not indexed here and the
    // GitHub recording is older than the window: nobody watched, so unknown, not dormant.
    expect(await health.getAttribute('data-health')).toBe('unknown');
    const text = (await health.innerText()).replace(/\s+/g, ' ');
    expect(text).toContain('Unknown');
    expect(text).not.toMatch(/dormant/i);
    expect(text).toContain('not every signal this project can give was watched');
    expect(text).toContain(`Last commit ${day(newest.commit.author.date, 'en-US')} (${full}).`);
    expect(text).toMatch(/days before the reference date, outside the 90-day window/);
    expect(text).toContain(`(GitHub, as of ${day(statsAsOf, 'en-US')} `);
    expect(text).toContain('replayed from a recording)');
    expect(text).toContain(
      'Last invocation: unknown. Mainnet activity is not indexed by this deployment. (contract activity service: not measured yet)',
    );
    expect(text).toMatch(/Reference date: \d\d\/\d\d\/\d{4} \d\d:\d\d UTC, when this page's data was taken/);
  });

  it('lists the repositories joined through its GitHub link with their commits', async () => {
    const repos = page.locator('section[aria-labelledby="project-repos"]');
    const via = repos.locator('[data-repo-link="https://github.com/flamingo-finance"]');
    expect(await via.innerText()).toContain("From the project's GitHub link github.com/flamingo-finance");
    const row = repos.locator(`tr[data-repository="${full}"]`);
    expect(await row.getByRole('link', { name: full }).getAttribute('href')).toBe(`https://github.com/${full}`);
    expect(await row.innerText()).toContain(day(newest.commit.author.date, 'en-US'));
    const message = row.getByRole('link', { name: newest.commit.message.split('\n')[0]!.trim() });
    expect(await message.getAttribute('href')).toContain(`/commit/${newest.sha}`);
    expect(await repos.locator('th', { hasText: 'Commits (52 weeks)' }).count()).toBe(1);
    // The contracts' activity is honestly unmeasured without an indexer or a recording.
    const contracts = page.locator('section[aria-labelledby="contracts"]');
    expect(await contracts.locator('[data-contract-activity]').count()).toBe(flamingoContracts);
    expect(await contracts.locator('.as-of').innerText()).toBe('Contract activity: not measured yet.');
  });

  it('says the same in Portuguese', async () => {
    await open(page, '/pt-BR/dapp-detailed/flamingo-finance');
    const text = (await page.locator('section[aria-labelledby="project-health"]').innerText()).replace(/\s+/g, ' ');
    expect(text).toContain('Desconhecido');
    expect(text).toContain(`Último commit em ${day(newest.commit.author.date, 'pt-BR')} (${full}).`);
    expect(text).toContain(`(GitHub, em ${day(statsAsOf, 'pt-BR')} `);
  });

  it('offers its team to claim it with the deploying account, in both languages', async () => {
    // A page of its own context: axe runs only in pages of a context the test made.
    const context = await browser.newContext();
    onTestFinished(() => context.close());
    const page = await context.newPage();
    await open(page, '/dapp-detailed/flamingo-finance');
    await page.getByRole('button', { name: 'Are you the team? Claim this listing' }).click();
    // The dialog's code loads on this first click.
    const dialog = page.getByRole('dialog', { name: 'Claim this listing' });
    await dialog.getByText('connect the wallet that holds the deploying account').waitFor();
    expect(await dialog.getByRole('button', { name: 'Sign and claim' }).isDisabled()).toBe(true);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      expect(await seriousViolations(page), scheme).toEqual([]);
    }
    await page.emulateMedia({ colorScheme: null });
    // Esc closes it and gives the focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(
      'Are you the team? Claim this listing',
    );
    await open(page, '/pt-BR/dapp-detailed/flamingo-finance');
    expect(await page.getByRole('button', { name: 'É a equipe? Reivindique esta listagem' }).isVisible()).toBe(true);
  });

  it('filters the dApps list by health through the URL', async () => {
    await open(page, '/dapps-overview');
    const cards = page.locator('[data-view-panel="cards"] [data-item]');
    const all = await cards.count();
    const dormantCount = await cards.and(page.locator('[data-health="dormant"]')).count();
    const activeCount = await cards.and(page.locator('[data-health="active"]')).count();
    const unknownCount = await cards.and(page.locator('[data-health="unknown"]')).count();
    expect(dormantCount + activeCount + unknownCount).toBe(all);
    await page.locator('[data-filters-toggle]').click();
    await page.getByLabel('Health').selectOption('unknown');
    expect(new URL(page.url()).searchParams.get('health')).toBe('unknown');
    await page.getByRole('combobox', { name: 'Search' }).fill('flamingo');
    await expect.poll(() => page.locator('[data-view-panel="cards"] [data-item]:not([hidden])').count()).toBe(1);
    expect(await page.locator('[data-view-panel="cards"] [data-item]:not([hidden])').innerText()).toContain(
      'Flamingo Finance',
    );
    await open(page, '/dapps-overview?health=active&q=flamingo');
    // A filter in the URL opens the filter panel, so what narrows the list is in sight.
    expect(await page.getByLabel('Health').isVisible()).toBe(true);
    expect(await page.getByLabel('Health').inputValue()).toBe('active');
    expect(await page.locator('[data-view-panel="cards"] [data-item]:not([hidden])').count()).toBe(0);
    expect(await page.locator('[data-empty]').isVisible()).toBe(true);
    await open(page, '/dapps-overview?health=unknown');
    expect(await page.locator('[data-count]').innerText()).toContain(`of ${unknownCount}`);
  });
});
