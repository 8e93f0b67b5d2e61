/**
 * The rest of the public site in Chromium against the whole local stack: GasBot and its Discord servers, banners
 * by section and UTC window (checked again in the browser), boosted dApps up to their maximum, the cookie consent,
 * pt-BR twins of every page with hreflang alternates and a language switch, and the polish: an axe audit of every
 * public route in both languages, keyboard use of menus, dialogs and carousels, and no horizontal overflow at the
 * SPEC §9 widths. Records are created through the API as an administrator; the stack rebuilds the site after each
 * content change.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { nodeApi, ok, signInToken } from './api.ts';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { consentedContext, horizontalOverflow, launch, onTabs, site } from './browser.ts';
import { seriousViolations } from './axe.ts';
import { ADMIN } from './global-setup.ts';

let browser: Browser;
let token = '';
const created: { entity: string; id: string }[] = [];

/** The typed API client as the administrator. */
const api = () => nodeApi(token);
/** Save a record of `entity` (created, or updated with its `version`). */
const save = (entity: string, record: Record<string, unknown>) =>
  ok(api()[':entity'].$post({ param: { entity }, json: record }));
/** Create a record and remember it for clean-up. */
async function create(entity: string, record: Record<string, unknown>): Promise<number> {
  const { id } = await save(entity, record);
  created.push({ entity, id: String(id) });
  return id;
}
/** Wait until the rebuilt page at `path` satisfies `test`. */
async function rebuilt(path: string, test: (html: string) => boolean, timeout = 90_000): Promise<void> {
  // A loop rather than expect.poll, which vitest allows only inside a test (this also runs in a beforeAll).
  for (const until = Date.now() + timeout; ; await new Promise((wait) => setTimeout(wait, 1500))) {
    if (test(await (await fetch(`${site()}${path}`)).text())) return;
    if (Date.now() > until) throw new Error(`${path} was not rebuilt with the change within ${timeout / 1000} s`);
  }
}
/** Directories of the built site that are not public pages: assets, images, the back-office, the other language. */
const NOT_PUBLIC = ['_astro', 'og', 'dashboard', 'password', 'pt-BR'];

const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const HOUR = 3_600_000;

beforeAll(async () => {
  browser = await launch();
  token = await signInToken(ADMIN);
});
afterAll(async () => {
  for (const param of created.reverse()) await ok(api()[':entity'][':id'].$delete({ param })).catch(() => undefined);
  await browser?.close();
});

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
const ptBR = (route: string) => (route === '/' ? '/pt-BR/' : `/pt-BR${route}`);

describe('content-driven pages', () => {
  // Every record of the three tests is saved first and the site is rebuilt once for all of them.
  let chosen: { idDappPk: number; title: string }[] = [];
  let restore = async (): Promise<void> => undefined;
  beforeAll(async () => {
    await create('supported-server', {
      name: 'E2E Neo Discord',
      order: 1,
      discordLink: 'https://discord.gg/e2e-neo',
      private: false,
    });
    await create('supported-server', {
      name: 'E2E Private Server',
      order: 0,
      discordLink: 'https://discord.gg/e2e-private',
      private: true,
    });
    const base = { imageUrl: `${site()}/favicon.svg`, active: true, tags: [], description: 'E2E banner text' };
    await create('banner', {
      ...base,
      title: 'E2E link banner',
      order: 2,
      action: 3,
      url: 'https://neo.org/',
      websiteSection: 1,
      visibleStartDatetime: iso(-HOUR),
      visibleEndDatetime: iso(HOUR),
    });
    await create('banner', {
      ...base,
      title: 'E2E gleeder banner',
      order: 1,
      action: 2,
      url: 'https://example.org/e2e',
      websiteSection: 3,
      visibleStartDatetime: iso(-HOUR),
      visibleEndDatetime: iso(HOUR),
    });
    await create('banner', {
      ...base,
      title: 'E2E wallet banner',
      order: 0,
      action: 1,
      websiteSection: 2,
      visibleStartDatetime: iso(-HOUR),
      visibleEndDatetime: iso(HOUR),
    });
    await create('banner', {
      ...base,
      title: 'E2E later banner',
      order: 0,
      action: 1,
      websiteSection: 1,
      visibleStartDatetime: iso(HOUR / 2),
      visibleEndDatetime: iso(2 * HOUR),
    });
    await create('banner', {
      ...base,
      title: 'E2E ended banner',
      order: 0,
      action: 1,
      websiteSection: 1,
      visibleStartDatetime: iso(-2 * HOUR),
      visibleEndDatetime: iso(-HOUR),
    });
    const dapps = await ok(nodeApi().dapp.$get({ query: { isDapp: 'true' } }));
    const settings = await ok(api().global.$get());
    chosen = dapps.slice(0, Math.min(4, settings.boostedDappMaxsize));
    for (const [i, dapp] of chosen.entries()) await create('boosted-dapp', { idDappFk: dapp.idDappPk, order: 10 - i });
    // The maximum is lowered below the number boosted: the home page shows the first ones in boost order.
    const { bounds: _, createdAt: __, updatedAt: ___, ...record } = settings;
    const saved = await save('global', { ...record, boostedDappMaxsize: 2 });
    restore = async () => {
      await save('global', { ...record, version: saved.version, boostedDappMaxsize: settings.boostedDappMaxsize });
    };
    const expected = [...chosen]
      .reverse()
      .slice(0, 2)
      .map((d) => d.title);
    // Saved one by one, the records may reach the site in two builds (the one the first save started, then one more).
    await rebuilt('/gasbot', (html) => html.includes('E2E Neo Discord'), 200_000);
    await rebuilt(
      '/',
      (html) =>
        html.includes('E2E link banner') &&
        html.includes('E2E later banner') &&
        html.includes(`>${expected[1]}</a>`) &&
        !html.includes('No dApp is boosted'),
      200_000,
    );
  }, 420_000);
  afterAll(() => restore());

  it('shows GasBot with its commands and FAQ, and only the public Discord servers', async () => {
    const context = await consentedContext(browser);
    const page = await context.newPage();
    await page.goto(`${site()}/gasbot`);
    expect(await page.locator('h1').textContent()).toContain('GasBot');
    for (const command of ['/tip', '/balance', '/deposit', '/withdraw', '/help']) {
      expect(await page.getByRole('heading', { name: command, exact: true }).count(), command).toBe(1);
    }
    const join = page.getByRole('link', { name: /Join E2E Neo Discord on Discord/ });
    expect(await join.getAttribute('href')).toBe('https://discord.gg/e2e-neo');
    expect(await join.getAttribute('rel')).toContain('noopener');
    expect(await page.content()).not.toContain('E2E Private Server');
    // The FAQ opens from the keyboard.
    const question = page.locator('#faq-fees summary');
    await question.focus();
    await page.keyboard.press('Enter');
    expect(await page.locator('#faq-fees').getAttribute('open')).not.toBeNull();
    // The home teaser leads here, in each language.
    await page.goto(`${site()}/pt-BR/`);
    await page.locator('#gasbot ~ a[href="/pt-BR/gasbot"]').click();
    await page.waitForURL(/\/pt-BR\/gasbot\/?$/);
    expect(await page.locator('h1').textContent()).toBe('GasBot: gorjetas em GAS no Discord');
    await context.close();
  });

  it('shows banners by section, in order, only inside their UTC window, with their actions', async () => {
    const context = await consentedContext(browser);
    const page = await context.newPage();
    await page.goto(`${site()}/`);
    const titles = () => page.locator('[data-banner]:visible .banner-title').allTextContents();
    expect(await titles()).toEqual(['E2E gleeder banner', 'E2E link banner']);
    expect(await page.content()).not.toContain('E2E ended banner');
    expect(await page.content()).not.toContain('E2E wallet banner');

    const link = page.locator('a.banner');
    expect(await link.getAttribute('href')).toBe('https://neo.org/');
    expect(await link.getAttribute('rel')).toContain('noopener');

    // The Gleeder modal: a dialog opened and closed from the keyboard, focus kept inside and then returned.
    const opener = page.locator('[data-gleeder-open]');
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'E2E gleeder banner' });
    await dialog.waitFor();
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))).toBe(true);
    }
    expect(await dialog.getByRole('link', { name: /Continue/ }).getAttribute('href')).toBe('https://example.org/e2e');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-gleeder-open'))).toBe(true);

    // The page was built now; in the browser, time moves on: the later banner opens, then every window ends.
    await page.clock.install({ time: new Date(Date.now() + 0.75 * HOUR) });
    await page.reload();
    expect(await titles()).toEqual(['E2E later banner', 'E2E gleeder banner', 'E2E link banner']);
    await page.clock.setFixedTime(new Date(Date.now() + 3 * HOUR));
    await page.reload();
    expect(await titles()).toEqual([]);
    expect(await page.locator('[data-banners]').isHidden()).toBe(true);
    await context.close();
  });

  it('shows the boosted dApps in their order, at most boostedDappMaxsize', async () => {
    const expected = [...chosen]
      .reverse()
      .slice(0, 2)
      .map((d) => d.title);
    const third = [...chosen].reverse()[2]!.title;
    const context = await consentedContext(browser);
    const page = await context.newPage();
    await page.goto(`${site()}/`);
    const boosted = page.locator('section[aria-labelledby="boosted-dapps"] .carousel-slide h3');
    expect(await boosted.allTextContents()).toEqual(expected);
    expect(await boosted.allTextContents()).not.toContain(third);
    await context.close();
  });
});

describe('cookie consent', () => {
  it('asks on the first visit, remembers the choice, and lets the visitor change it from the footer', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${site()}/`);
    const banner = page.getByRole('dialog', { name: 'Cookies on Neo Ecosystem' });
    await banner.waitFor();
    expect(
      await page.evaluate(() =>
        document.getElementById('cookie-banner')?.compareDocumentPosition(document.querySelector('header')!),
      ),
    ).toBe(4);
    expect(await banner.textContent()).toMatch(/cookie/i);
    // Nothing optional before a choice.
    expect((await context.cookies()).map((c) => c.name)).toEqual([]);

    await banner.getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(async () => (await context.cookies()).length).toBe(2);
    const cookies = await context.cookies();
    const analytics = cookies.find((c) => c.name === 'neo_analytics')!;
    const performance = cookies.find((c) => c.name === 'neo_performance')!;
    const expected = new Date();
    expected.setUTCFullYear(expected.getUTCFullYear() + 1, expected.getUTCMonth() + 1, expected.getUTCDate() + 4);
    expect(Math.abs(analytics.expires * 1000 - expected.getTime())).toBeLessThan(120_000);
    expect(performance.expires).toBe(-1);

    await expect.poll(() => banner.isHidden()).toBe(true);
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await banner.isHidden()).toBe(true);

    // Revocable: "Cookie settings" in the footer opens the settings dialog.
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Cookie settings' });
    await settings.waitFor();
    for (const category of ['Necessary', 'Analytics', 'Performance'])
      expect(await settings.textContent()).toContain(category);
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('#cc-main'))).toBe(true);
    await Promise.all([page.waitForEvent('load'), settings.getByRole('button', { name: 'Necessary only' }).click()]);
    await expect.poll(async () => (await context.cookies()).map((c) => c.name)).toEqual([]);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cc_cookie')))!).categories).toEqual([
      'necessary',
    ]);
    await context.close();
  });
});

describe('pt-BR', () => {
  it('serves every public page under /pt-BR/ in Portuguese, linked as an hreflang alternate', async () => {
    for (const route of PUBLIC_ROUTES) {
      const en = await fetch(`${site()}${route}`, { redirect: 'manual' });
      const pt = await fetch(`${site()}${ptBR(route)}`, { redirect: 'manual' });
      expect(pt.status, ptBR(route)).toBe(200);
      const [enHtml, ptHtml] = [await en.text(), await pt.text()];
      expect(ptHtml, route).toContain('<html lang="pt-BR"');
      expect(enHtml, route).toContain('<html lang="en-US"');
      const alternate = (html: string, lang: string) =>
        html.match(new RegExp(`<link rel="alternate" hreflang="${lang}" href="([^"]+)"`))?.[1];
      expect(new URL(alternate(enHtml, 'pt-BR')!).pathname.replace(/\/$/, ''), route).toBe(
        ptBR(route).replace(/\/$/, ''),
      );
      expect(alternate(ptHtml, 'x-default'), route).toBe(alternate(enHtml, 'en-US'));
      const title = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];
      if (
        ![
          '/gasbot',
          '/nfts',
          '/tokens',
          '/dapp-detailed/flamingo-finance',
          '/app-detailed/neo-gui',
          '/apps-overview',
          '/dapps-overview',
        ].includes(route)
      ) {
        expect(title(ptHtml), route).not.toBe(title(enHtml));
      }
    }
  });

  it('lists both languages in the sitemap', async () => {
    const sitemap = await (await fetch(`${site()}/sitemap-0.xml`)).text();
    for (const path of ['/gasbot/', '/pt-BR/gasbot/', '/pt-BR/dapp-detailed/flamingo-finance/'])
      expect(sitemap, path).toContain(`${path}</loc>`);
    expect(sitemap).toContain('hreflang="pt-BR"');
    expect(sitemap).not.toContain('/pt-BR/my-wallet');
  });

  it('switches language on the same page, keeping the list state', async () => {
    const context = await consentedContext(browser);
    const page = await context.newPage();
    await page.goto(`${site()}/dapps-overview?q=flamingo`);
    await page.getByRole('link', { name: /Português/ }).click();
    await page.waitForURL(/\/pt-BR\/dapps-overview\/?\?q=flamingo$/);
    expect(await page.getAttribute('html', 'lang')).toBe('pt-BR');
    expect(await page.getByRole('combobox', { name: 'Buscar' }).inputValue()).toBe('flamingo');
    await page.getByRole('link', { name: /English/ }).click();
    await page.waitForURL(/\/dapps-overview\/?\?q=flamingo$/);
    expect(new URL(page.url()).pathname).not.toContain('pt-BR');
    await context.close();
  });
});

describe('accessibility and layout', () => {
  for (const language of ['en-US', 'pt-BR'] as const) {
    it(`passes an axe audit on every public route in ${language}, the cookie banner open`, async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const paths = PUBLIC_ROUTES.map((route) => (language === 'pt-BR' ? ptBR(route) : route));
      const found = await onTabs(context, paths, 2, async (page, path) => {
        await page.goto(`${site()}${path}`);
        await page.locator('#cookie-banner').waitFor();
        return (await seriousViolations(page)).map((v) => `${path}: ${v}`);
      });
      expect(found.flat()).toEqual([]);
      await context.close();
    }, 240_000);
  }

  it('passes the audit with the dialogs open: cookie settings and the mobile menu', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${site()}/pt-BR/gasbot`);
    await page.getByRole('button', { name: 'Configurações de cookies' }).first().click();
    await page.getByRole('dialog', { name: 'Configurações de cookies' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.locator('#cc-main .pm').waitFor({ state: 'hidden' });
    // The menu: Enter opens it, Escape closes it and gives focus back to its button.
    const toggle = page.locator('[data-menu-toggle]');
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('link', { name: 'GasBot', exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-menu-toggle'))).toBe(true);
    await context.close();
  });

  it('moves a carousel from the keyboard and shows the focus', async () => {
    const context = await consentedContext(browser);
    const page = await context.newPage();
    await page.goto(`${site()}/`);
    const carousel = page.locator('[data-carousel]').first();
    await carousel.scrollIntoViewIfNeeded();
    await page.locator('[data-carousel].is-ready').first().waitFor();
    const next = carousel.locator('.carousel-next');
    await next.focus();
    expect(await next.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
    const before = await carousel.locator('.carousel-track').evaluate((el) => getComputedStyle(el).transform);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => carousel.locator('.carousel-track').evaluate((el) => getComputedStyle(el).transform))
      .not.toBe(before);
    await context.close();
  });

  it('holds the layout without horizontal scrolling at every SPEC §9 width', async () => {
    const widths = [320, 375, 390, 425, 640, 768, 1024, 1200, 1280];
    const pages = [
      '/',
      '/dapps-overview',
      '/gasbot',
      '/pt-BR/tokens',
      '/dapp-detailed/flamingo-finance',
      '/pt-BR/community-development',
      '/pt-BR/networks',
      '/settings',
    ];
    // Each page is loaded once at the narrowest width, then widened: media queries, the carousel and the islands
    // follow a resize as they follow a rotated phone or a dragged window.
    const context = await browser.newContext({ viewport: { width: widths[0]!, height: 900 } });
    const overflowing = await onTabs(context, pages, 3, async (page, path) => {
      await page.setViewportSize({ width: widths[0]!, height: 900 });
      await page.goto(`${site()}${path}`);
      await page.waitForLoadState('networkidle');
      const found: string[] = [];
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        const { extra, culprits } = await horizontalOverflow(page);
        if (extra > 0) found.push(`${path} at ${width}px: ${extra}px (${culprits.join('; ')})`);
      }
      return found;
    });
    expect(overflowing.flat()).toEqual([]);
    await context.close();
  }, 240_000);

  it('fits every public page, and one detail page of each kind, on a 320 px phone in both languages', async () => {
    const current = JSON.parse(await readFile(join(inject('dataDir'), 'site', 'current.json'), 'utf8')) as {
      dir: string;
    };
    // Every top-level page the build wrote (the back-office has its own layout), one detail page of each kind.
    const top = (await readdir(current.dir, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory() && !NOT_PUBLIC.includes(entry.name))
      .map((entry) => entry.name);
    const paths: string[] = ['/'];
    for (const name of top) {
      if (existsSync(join(current.dir, name, 'index.html'))) paths.push(`/${name}`);
      else {
        const first = (await readdir(join(current.dir, name), { withFileTypes: true })).find((e) => e.isDirectory());
        if (first) paths.push(`/${name}/${first.name}`);
      }
    }
    expect(paths).toEqual(expect.arrayContaining(['/gas-calculator', '/bridge', '/my-wallet', '/get-gas']));
    const context = await consentedContext(browser, 320);
    const all = [...paths, ...paths.map((p) => `/pt-BR${p === '/' ? '/' : p}`)];
    const overflowing = await onTabs(context, all, 3, async (page, path) => {
      await page.goto(`${site()}${path}`);
      await page.waitForLoadState('networkidle');
      const { extra, culprits } = await horizontalOverflow(page);
      return extra > 0 ? [`${path}: ${extra}px (${culprits.join('; ')})`] : [];
    });
    expect(overflowing.flat()).toEqual([]);
    await context.close();
  }, 240_000);
});
