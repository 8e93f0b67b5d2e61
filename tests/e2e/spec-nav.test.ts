/**
 * SPEC §2's navigation entries Networks, Settings and Resources (header menus at 1280 px and on a phone, and the
 * pages behind them), the numeric-id detail routes that redirect to the slug page, and the lists' search box as an
 * ARIA combobox driven from the keyboard. Chromium against the whole local stack.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentedContext, launch, site } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('navigation entries Networks, Settings, Resources', () => {
  it('shows them in the header at 1280 px, on one line with the rest, and each opens its page', async () => {
    const context = await consentedContext(browser, 1280);
    const page = await context.newPage();
    await page.goto(`${site()}/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    for (const [name, path, heading] of [
      ['Networks', '/networks', 'Neo networks'],
      ['Settings', '/settings', 'Settings'],
      ['Resources', '/resources', 'Resources'],
    ] as const) {
      const link = nav.getByRole('link', { name, exact: true });
      expect(await link.isVisible(), name).toBe(true);
      await Promise.all([page.waitForURL(new RegExp(`${path}/?$`)), link.click()]);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
      expect(await nav.getByRole('link', { name, exact: true }).getAttribute('aria-current')).toBe('page');
    }
    // Every top-level entry sits in the header's width: nothing is cut off or wrapped under the brand.
    const header = await page.locator('[data-site-header] .bar').boundingBox();
    for (const item of await nav.locator('.nav-list > li').all()) {
      const box = (await item.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(header!.x + header!.width);
    }
    await context.close();
  });

  it('offers them in the phone menu, in Portuguese on pt-BR pages', async () => {
    const context = await consentedContext(browser, 375);
    const page = await context.newPage();
    await page.goto(`${site()}/pt-BR/`);
    const nav = page.getByRole('navigation', { name: 'Principal' });
    expect(await nav.getByRole('link', { name: 'Redes', exact: true }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu' }).click();
    for (const name of ['Redes', 'Configurações', 'Recursos'])
      expect(await nav.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
    await Promise.all([
      page.waitForURL(/\/pt-BR\/networks\/?$/),
      nav.getByRole('link', { name: 'Redes', exact: true }).click(),
    ]);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Redes Neo');
    await context.close();
  });
});

describe('the Networks, Settings and Resources pages', () => {
  it('lists N3, Neo X and Legacy with magic, chain id, RPC and the catalogue explorers of each network', async () => {
    const context = await consentedContext(browser, 1280);
    const page = await context.newPage();
    await page.goto(`${site()}/networks`);
    const card = (network: string) => page.locator(`[data-network="${network}"]`);
    const n3 = await card('neo-n3:mainnet').textContent();
    expect(n3).toContain('860833102');
    expect(n3).toContain('https://mainnet1.neo.coz.io:443');
    expect(n3).toContain('Dora (N3)');
    expect(await card('neo-n3:testnet').textContent()).toContain('894710606');
    const neoX = await card('neo-x:mainnet').textContent();
    expect(neoX).toContain('47763');
    expect(neoX).toContain('0xba93');
    expect(neoX).toContain('https://mainnet-1.rpc.banelabs.org');
    expect(neoX).toContain('Neo X Explorer');
    expect(await card('neo-x:testnet').textContent()).toContain('12227332');
    const legacy = await card('neo-legacy:mainnet').textContent();
    expect(legacy).toContain('7630401');
    expect(legacy).toContain('Not stated by a source');
    // Each network names its source as a citation, linked to the file at its commit (file and commit on hover).
    const cited = card('neo-legacy:mainnet').locator('a[data-citation][title*="protocol.mainnet.json @ 0f1182d"]');
    expect(await cited.innerText()).toBe('github.com/neo-project/neo-node');
    expect(await cited.getAttribute('href')).toBe(
      'https://github.com/neo-project/neo-node/blob/0f1182d/neo-cli/protocol.mainnet.json',
    );
    await context.close();
  });

  it('settles language and currency, and reopens the cookie dialog', async () => {
    const context = await consentedContext(browser, 1280);
    const page = await context.newPage();
    await page.goto(`${site()}/settings`);
    expect(await page.getByRole('region', { name: 'Currency' }).textContent()).toContain('US$ (US dollar) only');
    await Promise.all([
      page.waitForURL(/\/pt-BR\/settings\/?$/),
      page.getByRole('main').getByRole('link', { name: 'Português' }).click(),
    ]);
    expect(
      await page
        .getByRole('main')
        .getByRole('link', { name: /Português/ })
        .getAttribute('aria-current'),
    ).toBe('page');
    await page.getByRole('main').getByRole('button', { name: 'Configurações de cookies' }).click();
    await page.getByRole('dialog', { name: 'Configurações de cookies' }).waitFor();
    await context.close();
  });

  it('lists the developer aid and links open data that answers', async () => {
    const context = await consentedContext(browser, 1280);
    const page = await context.newPage();
    await page.goto(`${site()}/resources`);
    expect(await page.getByRole('heading', { name: 'Developer aid' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Read the docs' }).getAttribute('href')).toBe('https://docs.neo.org');
    for (const name of ['Catalogue snapshot (JSON)', 'Live data snapshot (JSON)']) {
      const href = await page.getByRole('link', { name }).getAttribute('href');
      const res = await fetch(new URL(href!, site()));
      expect(res.status, name).toBe(200);
      expect(res.headers.get('content-type'), name).toContain('application/json');
    }
    await context.close();
  });
});

describe('detail routes by numeric id', () => {
  it('send /dapp-detailed/:id and /app-detailed/:id to the slug page, in both languages', async () => {
    const { dapps } = (await (await fetch(`${site()}/client/snapshot/catalogue`)).json()) as {
      dapps: { idDappPk: number; slug: string; isDapp: boolean }[];
    };
    const dapp = dapps.find((d) => d.slug === 'flamingo-finance')!;
    const app = dapps.find((d) => !d.isDapp)!;
    const context = await consentedContext(browser, 1280);
    const page = await context.newPage();
    for (const [from, to] of [
      [`/dapp-detailed/${dapp.idDappPk}`, `/dapp-detailed/${dapp.slug}`],
      [`/pt-BR/dapp-detailed/${dapp.idDappPk}`, `/pt-BR/dapp-detailed/${dapp.slug}`],
      [`/app-detailed/${app.idDappPk}`, `/app-detailed/${app.slug}`],
    ]) {
      await page.goto(`${site()}${from}`);
      await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === to);
      expect(await page.locator('h1').count(), to).toBe(1);
    }
    // The server answers the build's redirect table with a permanent redirect to the slug page…
    const res = await fetch(`${site()}/dapp-detailed/${dapp.idDappPk}`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(new URL(res.headers.get('location')!, site()).pathname.replace(/\/$/, '')).toBe(
      `/dapp-detailed/${dapp.slug}`,
    );
    // …and the static redirect page a plain file host serves instead is not indexed and names the slug page.
    const html = await (await fetch(`${site()}/dapp-detailed/${dapp.idDappPk}/index.html`)).text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(`/dapp-detailed/${dapp.slug}"`);
    await context.close();
  });
});

describe('search suggestions', () => {
  it('is a combobox: suggestions with logo or monogram and category after 3 characters, arrows, Enter and Escape', async () => {
    const context = await consentedContext(browser, 1280);
    const page = await context.newPage();
    await page.goto(`${site()}/dapps-overview`);
    const box = page.getByRole('combobox', { name: 'Search' });
    const listbox = page.getByRole('listbox', { name: 'Search' });
    await box.focus();
    await page.keyboard.type('flam');
    await listbox.waitFor();
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    const first = listbox.getByRole('option').first();
    expect(await first.textContent()).toContain('Flamingo Finance');
    expect(await first.textContent()).toContain('DeFi');
    expect(await first.locator('img.combo-mark, span.combo-mark').count()).toBe(1);

    // Escape closes the popup and keeps the text; fewer than 4 characters offer nothing.
    await page.keyboard.press('Escape');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await box.inputValue()).toBe('flam');
    await page.keyboard.press('Backspace');
    expect(await listbox.isHidden()).toBe(true);

    // ArrowDown opens and moves the active option (focus stays in the box), Enter takes it.
    await page.keyboard.type('m');
    await page.keyboard.press('ArrowDown');
    const active = await box.getAttribute('aria-activedescendant');
    expect(await page.locator(`#${active}`).getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('list-q');
    await page.keyboard.press('ArrowUp');
    const title = (await page
      .locator(`#${await box.getAttribute('aria-activedescendant')}`)
      .locator('.combo-title')
      .textContent())!;
    await page.keyboard.press('Enter');
    expect(await box.inputValue()).toBe(title);
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    await page.waitForURL((url) => url.searchParams.get('q') === title);
    expect(await page.locator('[data-view-panel="cards"] [data-item]:not([hidden])').first().textContent()).toContain(
      title,
    );
    await context.close();
  });
});
