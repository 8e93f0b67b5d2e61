/**
 * Logos in Chromium against the whole local stack (seeded from data/catalogue with its logos): every record that has
 * a logo in data/catalogue/logos/manifest.json shows it as a loaded image (non-zero natural size) on /dapps-overview,
 * /wallets, /exchanges, /tokens, /community-development (organizations) and its dApp detail page, and every other
 * record shows its monogram; no page of the sitemap (both languages) points at an image the site does not serve.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, open, site } from './browser.ts';

const DATA = join(import.meta.dirname, '../../data/catalogue');
type Raw = Record<string, unknown>;
const json = <T>(file: string) => JSON.parse(readFileSync(join(DATA, file), 'utf8')) as T;
const manifest = json<{ kind: string; key: string }[]>('logos/manifest.json');
const hasLogo = (kind: string, key: unknown) => manifest.some((m) => m.kind === kind && m.key === key);

/** What a record's logo place shows: `image` with its natural width, or `monogram`. */
type Shown = { kind: 'image'; naturalWidth: number } | { kind: 'monogram' } | { kind: 'none' };

/** Where a row's key is: the first text of `selector` inside it (or of the row), or the row's `id` without `prefix`. */
type KeyOf = { selector?: string; idPrefix?: string };

/**
 * Load every logo image of the page now (lazy ones and those on hidden list pages included) and answer what the
 * logo place inside each element of `rows` shows, keyed by the row's key (`keyOf`).
 */
async function logosBy(page: Page, rows: string, keyOf: KeyOf): Promise<Map<string, Shown>> {
  const entries = await page.locator(rows).evaluateAll(async (elements, { selector, idPrefix }) => {
    const key = (el: Element) =>
      idPrefix !== undefined
        ? el.id.slice(idPrefix.length)
        : ((selector ? el.querySelector(selector) : el)?.firstChild?.textContent ?? '').trim();
    return Promise.all(
      elements.map(async (el) => {
        const tile = el.querySelector('.logo-tile');
        const img = tile?.querySelector('img');
        if (img) {
          img.loading = 'eager';
          await img.decode().catch(() => undefined);
          return [key(el), { kind: 'image', naturalWidth: img.naturalWidth }] as const;
        }
        return [key(el), tile?.classList.contains('logo-mono') ? { kind: 'monogram' } : { kind: 'none' }] as const;
      }),
    );
  }, keyOf);
  return new Map(entries as unknown as [string, Shown][]);
}

/**
 * Every record of `records` shows its logo when the manifest has one for it, its monogram otherwise. A record beyond
 * the seed (one another test of the suite published on the shared stack meanwhile) shows a logo or a monogram too.
 */
function expectLogos(shown: Map<string, Shown>, records: Raw[], kind: string, key: string, label: string) {
  expect(shown.size).toBeGreaterThanOrEqual(records.length);
  for (const [name, place] of shown) expect(place.kind, `${kind} ${name}`).not.toBe('none');
  for (const record of records) {
    const place = shown.get(String(record[label]));
    if (hasLogo(kind, record[key])) {
      expect(place, `${kind} ${String(record[key])}`).toMatchObject({ kind: 'image' });
      expect((place as { naturalWidth: number }).naturalWidth, `${kind} ${String(record[key])} loaded`).toBeGreaterThan(
        0,
      );
    } else {
      expect(place, `${kind} ${String(record[key])}`).toEqual({ kind: 'monogram' });
    }
  }
}

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  page = await browser.newPage();
});
afterAll(async () => browser?.close());

describe('logos', () => {
  it('/dapps-overview: every dApp card shows its logo or its monogram', async () => {
    await open(page, '/dapps-overview');
    const shown = await logosBy(page, '[data-view-panel="cards"] [data-item]', { selector: '.title a' });
    expectLogos(
      shown,
      json<Raw[]>('dapps.json').filter((d) => d.isDapp === true),
      'dapp',
      'slug',
      'title',
    );
  });

  it('/wallets, /exchanges: every wallet and exchange shows its logo or its monogram', async () => {
    await open(page, '/wallets');
    expectLogos(
      await logosBy(page, '[data-wallet]', { idPrefix: 'wallet-' }),
      json('wallets.json'),
      'wallet',
      'slug',
      'slug',
    );
    await open(page, '/exchanges');
    expectLogos(
      await logosBy(page, 'tr[id^="exchange-"]', { idPrefix: 'exchange-' }),
      json('exchanges.json'),
      'exchange',
      'slug',
      'slug',
    );
  });

  it('/tokens: every token row shows its logo or its monogram', async () => {
    await open(page, '/tokens');
    // The name cell starts with the token's title.
    const shown = await logosBy(page, '.tokens-table tbody tr', { selector: 'td > div' });
    expectLogos(shown, json('tokens.json'), 'token', 'title', 'title');
    // Each token's logo is its own image, also where two tokens share a mark (fBNB and fBNBv2, GAS and wrapped GAS).
    const sources = await page
      .locator('.tokens-table tbody tr .logo-tile img')
      .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).currentSrc || img.getAttribute('src')));
    expect(sources.length).toBeGreaterThanOrEqual(manifest.filter((m) => m.kind === 'token').length);
    expect(new Set(sources).size).toBe(sources.length);
  });

  it('/community-development: every organization row shows its logo or its monogram, with the source on hover', async () => {
    await open(page, '/community-development');
    const organizations = json<Raw[]>('organizations.json');
    expectLogos(await logosBy(page, 'tr.org', { selector: 'th a' }), organizations, 'organization', 'title', 'title');
    const logo = manifest.find((m) => m.kind === 'organization') as unknown as {
      key: string;
      source: { repo: string };
    };
    const hover = await page.locator('tr.org').evaluateAll(
      (rows, key) =>
        rows
          .find((row) => row.querySelector('th a')?.textContent?.trim() === key)
          ?.querySelector('.logo-tile')
          ?.getAttribute('title') ?? null,
      logo.key,
    );
    expect(hover).toContain(logo.source.repo);
  });

  it("a dApp detail page shows the logo in its header with the logo's source; one without a logo shows its monogram", async () => {
    const dapps = json<Raw[]>('dapps.json').filter((d) => d.isDapp === true);
    const withLogo = dapps.find((d) => d.slug === 'flamingo-finance')!;
    expect(hasLogo('dapp', withLogo.slug)).toBe(true);
    await open(page, `/dapp-detailed/${String(withLogo.slug)}`);
    const header = await logosBy(page, 'article.detail > header', { idPrefix: '' });
    expect(header.get('')).toMatchObject({ kind: 'image' });
    expect((header.get('') as { naturalWidth: number }).naturalWidth).toBeGreaterThan(0);
    const logo = manifest.find((m) => m.kind === 'dapp' && m.key === withLogo.slug) as unknown as {
      source: { repo: string; path: string };
    };
    // The logo's source is cited by its repository's name, with the file (and commit) on hover.
    await expect.poll(() => page.locator(`.source a[data-citation][title*="${logo.source.path}"]`).count()).toBe(1);
    expect(await page.locator('article.detail > header .logo-tile').getAttribute('title')).toContain(logo.source.repo);

    const without = dapps.find((d) => !hasLogo('dapp', d.slug))!;
    await open(page, `/dapp-detailed/${String(without.slug)}`);
    expect((await logosBy(page, 'article.detail > header', { idPrefix: '' })).get('')).toEqual({ kind: 'monogram' });
  });

  it('no page of the sitemap, in either language, points at an image the site does not serve', async () => {
    const sitemap = await (await fetch(`${site()}/sitemap-0.xml`)).text();
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(pages.length).toBeGreaterThan(100);
    expect(pages.some((p) => p.startsWith('/pt-BR/'))).toBe(true);
    const images = new Set<string>();
    for (const path of pages) {
      const html = await (await fetch(`${site()}${path}`)).text();
      for (const [, src] of html.matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/g)) images.add(src!);
      for (const [, set] of html.matchAll(/<img\b[^>]*?\ssrcset="([^"]+)"/g))
        for (const part of set!.split(',')) images.add(part.trim().split(/\s+/)[0]!);
    }
    expect(images.size).toBeGreaterThan(100);
    const broken: string[] = [];
    for (const src of images) {
      if (src.startsWith('data:')) continue;
      const res = await fetch(new URL(src, `${site()}/`));
      const bytes = new Uint8Array(await res.arrayBuffer());
      let size: { width?: number } = {};
      try {
        size = imageSize(bytes);
      } catch {
        /* not an image */
      }
      if (!res.ok || !(size.width! > 0)) broken.push(`${src} (${res.status})`);
    }
    expect(broken).toEqual([]);
  }, 240_000);
});
