/**
 * Scope of observation (issue #32 point 4) in Chromium, on the default stack, whose N3 indexer follows no network:
 * the catalogue's dApps, whose contracts are mainnet's (or Neo X's, Legacy's), show no "Dormant", no "0
 * invocations", no 0 under an activity column and no rank — on the home, every view of /dapps-overview, /contracts
 * and Flamingo Finance's page — and those pages say that mainnet activity is not indexed by this deployment.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, open } from './browser.ts';

const dapps = JSON.parse(readFileSync('data/catalogue/dapps.json', 'utf8')) as {
  slug: string;
  inActiveDevelopment?: boolean;
  contracts?: { hash: string }[];
}[];
/** The catalogue's dApps with contracts and no curated "not in active development" (that flag may say dormant). */
const watched = dapps.filter((d) => d.contracts?.length && d.inActiveDevelopment !== false);
const slugs = watched.map((d) => d.slug);
const hashes = watched.flatMap((d) => d.contracts!.map((c) => c.hash.toLowerCase()));
const NOT_INDEXED = 'Mainnet activity is not indexed by this deployment';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});
afterAll(async () => browser?.close());

/** What the visible cards and rows of those dApps (by link) and contracts (by hash) state about activity. */
const verdicts = () =>
  page.evaluate(
    ([slugs, hashes]) => {
      const boxes = new Map<Element, string>();
      for (const a of document.querySelectorAll<HTMLAnchorElement>('main a[href]')) {
        const slug = new URL(a.href).pathname.replace(/\/$/, '').match(/\/(?:dapp|app)-detailed\/([^/]+)$/)?.[1];
        const box = slug && slugs.includes(slug) ? a.closest('tr, li, article') : null;
        if (box) boxes.set(box, slug!);
      }
      for (const tr of document.querySelectorAll('main tr')) {
        const hash = hashes.find((h) => (tr.textContent ?? '').toLowerCase().includes(h));
        if (hash) boxes.set(tr, hash);
      }
      const said: string[] = [];
      for (const [box, who] of boxes) {
        const text = (box as HTMLElement).innerText ?? '';
        if (!text.trim()) continue;
        if (/\bdormant\b/i.test(text)) said.push(`${who}: Dormant`);
        if (/(^|[^\d.,])0\s+invocations?\b/i.test(text)) said.push(`${who}: 0 invocations`);
        const table = box.closest('table');
        if (table && box.tagName === 'TR') {
          const heads = [...table.querySelectorAll('thead th')].map((th) => (th as HTMLElement).innerText.trim());
          const cells = [...box.children].map((c) => (c as HTMLElement).innerText.trim());
          heads.forEach((h, i) => {
            if (/^(#|rank)\b/i.test(h) && /\d/.test(cells[i] ?? '')) said.push(`${who}: rank ${cells[i]}`);
            if (/\b(tx|invocations?|transactions)\b/i.test(h) && /^0$/.test(cells[i] ?? ''))
              said.push(`${who}: 0 ${h}`);
          });
        }
      }
      return { boxes: boxes.size, said };
    },
    [slugs, hashes] as const,
  );

describe('mainnet records on a deployment that indexes no mainnet', () => {
  it('are not ranked on the home: the top dApps say how they are ordered and that mainnet is not indexed', async () => {
    await open(page, '/');
    const section = page.locator('section[aria-labelledby="top-dapps"]');
    const lead = section.locator('[data-top-dapps-order]');
    expect(await lead.getAttribute('data-top-dapps-order')).toBe('contracts');
    expect(await lead.innerText()).toContain('Listed by number of registered contracts');
    expect(await lead.innerText()).toContain(`${NOT_INDEXED}.`);
    expect(await section.locator('[data-figure]').count()).toBe(0);
    const { boxes, said } = await verdicts();
    expect(boxes).toBeGreaterThan(0);
    expect(said).toEqual([]);
  });

  it('carry no verdict, count or rank in any view of /dapps-overview, and the health filter knows "Unknown"', async () => {
    await open(page, '/dapps-overview');
    for (const view of ['cards', 'table', 'contracts']) {
      if (view !== 'cards') await page.locator(`[data-view="${view}"]`).click();
      await expect.poll(() => page.locator(`[data-view-panel="${view}"]`).isVisible()).toBe(true);
      const { boxes, said } = await verdicts();
      expect(boxes, view).toBeGreaterThan(0);
      expect(said, view).toEqual([]);
    }
    const flamingo = page.locator('[data-view-panel="table"] tr', { hasText: 'Flamingo Finance' }).first();
    await page.locator('[data-view="table"]').click();
    expect(await flamingo.locator('.missing').first().getAttribute('title')).toBe(NOT_INDEXED);
    const options = await page.locator('#list-health option').allInnerTexts();
    expect(options.slice(1)).toEqual(['Active', 'Dormant', 'Unknown']);
    const cards = page.locator('[data-view-panel="cards"] [data-item]');
    expect(await cards.and(page.locator('[data-health="unknown"]')).count()).toBeGreaterThan(0);
  });

  it('have no rank, count, change or line on /contracts, which says mainnet is not indexed', async () => {
    await open(page, '/contracts');
    const { boxes, said } = await verdicts();
    expect(boxes).toBeGreaterThan(hashes.length / 2);
    expect(said).toEqual([]);
    expect(await page.locator('main [data-not-indexed="mainnet"]').first().innerText()).toContain(NOT_INDEXED);
    expect(await page.locator('main tr[data-activity="notIndexed"] svg.sparkline').count()).toBe(0);
    expect(await page.locator('main [data-figure^="contract."]').count()).toBe(
      (await page.locator('main tr[data-activity]:not([data-activity="notIndexed"])').count()) * 2,
    );
  });

  it('leave Flamingo Finance unknown, not dormant, with each contract saying mainnet is not indexed', async () => {
    await open(page, '/dapp-detailed/flamingo-finance');
    const main = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    expect(main).not.toMatch(/\bdormant\b/i);
    expect(main).not.toMatch(/(^|[^\d.,])0\s+invocations?\b/i);
    const health = page.locator('section[aria-labelledby="project-health"]');
    expect(await health.getAttribute('data-health')).toBe('unknown');
    expect(await health.innerText()).toContain(`Last invocation: unknown. ${NOT_INDEXED}.`);
    const rows = page.locator('section[aria-labelledby="contracts"] [data-contract-activity]');
    expect(await rows.count()).toBeGreaterThan(0);
    expect(await rows.and(page.locator('[data-activity="notIndexed"]')).count()).toBe(await rows.count());
  });

  it('says the same in Portuguese, with no "0 invocação"', async () => {
    await open(page, '/pt-BR/dapp-detailed/flamingo-finance');
    const main = await page.locator('main').innerText();
    expect(main).toContain('A atividade da mainnet não é indexada por esta implantação.');
    expect(main).toContain('Desconhecido');
    expect(main).not.toMatch(/\b0\s+invocação\b/);
    await open(page, '/pt-BR/');
    expect(await page.locator('main').innerText()).not.toMatch(/\b0\s+invocação\b/);
  });
});
