/**
 * The site's faces in Chromium against the whole local stack: the dark theme (axe on every public route with the
 * dark scheme emulated; the Settings switch kept across a reload with the first painted frame already in the chosen
 * theme, back-office included) and the structured data (every page's JSON-LD parses, with its types' required
 * properties).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { launch, onTabs, site } from './browser.ts';

const PUBLIC_ROUTES = [
  '/',
  '/apps-overview',
  '/dapps-overview',
  '/dapp-detailed/flamingo-finance',
  '/app-detailed/neo-gui',
  '/contracts',
  '/wallets',
  '/explorers',
  '/exchanges',
  '/tokens',
  '/nfts',
  '/community-development',
  '/gasbot',
  '/terms-and-conditions',
  '/privacy-policy',
  '/my-wallet',
  '/get-gas',
  '/gas-calculator',
  '/bridge',
  '/networks',
  '/settings',
  '/resources',
];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Relative luminance-ish lightness (0 black … 1 white) of a computed `rgb(…)` colour. */
const lightness = (rgb: string) => {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number) as [number, number, number];
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
};

/** Records, on every page the tab opens, the body's background in the first animation frame (just before the first paint). */
const recordFirstFrame = (page: Page) =>
  page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as unknown as { firstFrameBackground: string }).firstFrameBackground = getComputedStyle(
        document.body,
      ).backgroundColor;
    });
  });
const firstFrameBackground = async (page: Page) => {
  await page.waitForFunction(() => 'firstFrameBackground' in window);
  return page.evaluate(() => (window as unknown as { firstFrameBackground: string }).firstFrameBackground);
};

describe('dark theme', () => {
  it('passes an axe audit on every public route with the dark scheme emulated, cookie banner open', async () => {
    const context = await browser.newContext({ colorScheme: 'dark', viewport: { width: 1280, height: 900 } });
    const found = await onTabs(
      context,
      [...PUBLIC_ROUTES, '/pt-BR/dapps-overview', '/sign-in'],
      2,
      async (page, path) => {
        await page.goto(`${site()}${path}`);
        expect(
          lightness(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)),
          `${path} background`,
        ).toBeLessThan(0.2);
        if (path !== '/sign-in') await page.locator('#cookie-banner').waitFor();
        return (await seriousViolations(page)).map((v) => `${path}: ${v}`);
      },
    );
    expect(found.flat()).toEqual([]);
    await context.close();
  }, 240_000);

  it('keeps the theme chosen in Settings after a reload, on every page and the back-office, with no flash', async () => {
    const context = await browser.newContext({ colorScheme: 'light' });
    const page = await context.newPage();
    await recordFirstFrame(page);
    await page.goto(`${site()}/settings`);
    expect(lightness(await firstFrameBackground(page))).toBeGreaterThan(0.8);
    expect(await page.getByRole('radio', { name: 'System' }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: 'Dark' }).check();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    expect(lightness(await page.evaluate(() => getComputedStyle(document.body).backgroundColor))).toBeLessThan(0.2);

    for (const path of ['/settings', '/dapp-detailed/flamingo-finance', '/pt-BR/wallets', '/sign-in']) {
      await page.goto(`${site()}${path}`);
      expect(lightness(await firstFrameBackground(page)), `${path}: first frame`).toBeLessThan(0.2);
    }
    await page.goto(`${site()}/settings`);
    expect(await page.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);

    // Back to the system's (light) scheme.
    await page.getByRole('radio', { name: 'System' }).check();
    await page.reload();
    expect(lightness(await firstFrameBackground(page))).toBeGreaterThan(0.8);
    await context.close();
  });

  it('follows a light choice even when the system is dark', async () => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await recordFirstFrame(page);
    await page.goto(`${site()}/settings`);
    await page.getByRole('radio', { name: 'Light' }).check();
    await page.goto(`${site()}/tokens`);
    expect(lightness(await firstFrameBackground(page))).toBeGreaterThan(0.8);
    await context.close();
  });
});

/** The JSON-LD nodes of the page open in `page` (each script parsed as JSON; a `@graph` flattened). */
async function jsonLdNodes(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((text) => {
    const doc = JSON.parse(text) as Record<string, unknown>;
    expect(doc['@context']).toBe('https://schema.org');
    return (doc['@graph'] as Record<string, unknown>[] | undefined) ?? [doc];
  });
}

/** The properties each type must have (schema.org / Google's structured-data requirements). */
const REQUIRED: Record<string, string[]> = {
  WebSite: ['name', 'url', 'potentialAction'],
  BreadcrumbList: ['itemListElement'],
  SoftwareApplication: ['name', 'url', 'description'],
  Organization: ['name', 'url'],
  ItemList: ['name', 'itemListElement', 'numberOfItems'],
};

describe('structured data', () => {
  it('gives every public page JSON-LD that parses, with each type and its required properties', async () => {
    const page = await browser.newPage();
    const typesOf: Record<string, string[]> = {};
    for (const path of [...PUBLIC_ROUTES, '/pt-BR/', '/pt-BR/dapp-detailed/flamingo-finance']) {
      await page.goto(`${site()}${path}`);
      const nodes = await jsonLdNodes(page);
      typesOf[path] = nodes.map((n) => String(n['@type']));
      for (const node of nodes) {
        for (const key of REQUIRED[String(node['@type'])] ?? ['unknown type'])
          expect(node, `${path} ${String(node['@type'])}.${key}`).toHaveProperty(key);
      }
    }
    expect(typesOf['/']).toContain('WebSite');
    expect(typesOf['/dapp-detailed/flamingo-finance']).toEqual(['BreadcrumbList', 'SoftwareApplication']);
    expect(typesOf['/app-detailed/neo-gui']).toEqual(['BreadcrumbList', 'SoftwareApplication']);
    for (const list of [
      '/apps-overview',
      '/dapps-overview',
      '/wallets',
      '/tokens',
      '/nfts',
      '/exchanges',
      '/explorers',
    ])
      expect(typesOf[list], list).toEqual(['ItemList']);
    expect(typesOf['/community-development']!.length).toBeGreaterThan(0);
    expect(new Set(typesOf['/community-development'])).toEqual(new Set(['Organization']));
    await page.close();
  }, 120_000);

  it('describes a dApp with the facts its page shows, and the home search lands on the list with the query', async () => {
    const page = await browser.newPage();
    await page.goto(`${site()}/dapp-detailed/flamingo-finance`);
    const app = (await jsonLdNodes(page)).find((n) => n['@type'] === 'SoftwareApplication')!;
    expect(app.name).toBe(await page.locator('h1').textContent());
    const chips = await page.locator('.facts .chain-chip, .facts [data-chain]').allTextContents();
    const chains = String(app.operatingSystem).split(', ');
    expect(chains.length).toBeGreaterThan(0);
    for (const chain of chains) expect(await page.locator('.facts').textContent()).toContain(chain);
    expect(chips.length === 0 || chips.length === chains.length).toBe(true);
    for (const category of String(app.applicationCategory).split(', '))
      expect(await page.locator('.facts .cat').allTextContents()).toContain(category);
    const trail = (await jsonLdNodes(page)).find((n) => n['@type'] === 'BreadcrumbList')!.itemListElement as {
      item: string;
      name: string;
    }[];
    expect(trail.at(-1)!.item).toBe(page.url());

    await page.goto(`${site()}/`);
    const website = (await jsonLdNodes(page)).find((n) => n['@type'] === 'WebSite')!;
    const template = (website.potentialAction as { target: { urlTemplate: string } }).target.urlTemplate;
    await page.goto(
      new URL(new URL(template.replace('{search_term_string}', 'flamingo')).pathname + '?q=flamingo', site()).href,
    );
    expect(await page.getByRole('combobox').first().inputValue()).toBe('flamingo');
    await page.close();
  });
});

describe('social cards', () => {
  it('gives every public page its Open Graph and Twitter tags, canonical and hreflang links, and a card image that is served', async () => {
    const page = await browser.newPage();
    const images = new Set<string>();
    for (const path of [...PUBLIC_ROUTES, '/pt-BR/', '/pt-BR/dapp-detailed/flamingo-finance']) {
      await page.goto(`${site()}${path}`);
      const tags = await page.evaluate(() =>
        Object.fromEntries(
          [...document.querySelectorAll('meta[property^="og:"], meta[name^="twitter:"]')].map((m) => [
            m.getAttribute('property') ?? m.getAttribute('name'),
            m.getAttribute('content'),
          ]),
        ),
      );
      for (const key of ['og:title', 'og:description', 'og:image', 'og:url'])
        expect(tags[key], `${path} ${key}`).toBeTruthy();
      expect(tags['twitter:card'], path).toBe('summary_large_image');
      expect(tags['og:image'], path).toMatch(/^https?:\/\/[^/]+\/og\/[0-9a-f]{20}\.png$/);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href'), path).toBe(tags['og:url']);
      expect(await page.locator('link[rel="alternate"][hreflang]').count(), path).toBe(3);
      images.add(new URL(tags['og:image']!).pathname);
    }
    for (const path of images) {
      const res = await fetch(`${site()}${path}`);
      expect(res.headers.get('content-type'), path).toMatch(/^image\/png/);
    }
    await page.close();
  }, 120_000);

  it("serves a dApp page's og:image as a 1200×630 PNG of its own, other than the list's", async () => {
    const page = await browser.newPage();
    const ogImage = async (path: string) => {
      await page.goto(`${site()}${path}`);
      return (await page.locator('meta[property="og:image"]').getAttribute('content'))!;
    };
    const dapp = await ogImage('/dapp-detailed/flamingo-finance');
    expect(dapp).not.toBe(await ogImage('/dapps-overview'));
    const png = Buffer.from(await (await fetch(`${site()}${new URL(dapp).pathname}`)).arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    await page.close();
  });
});
