/**
 * The header search (issue #27 item 1) in Chromium against the whole local stack, by keyboard only: "/" or Tab and
 * Enter open it on any page, it finds dApps, tokens (by symbol), contracts (by script hash), organizations and
 * wallets as you type, grouped by kind; ArrowDown and Enter follow a result; Escape leaves; a pasted N3 address leads
 * to its watch-only view; /search?q= lists every match; a 320 px phone gets the same; nothing of the search is in a
 * page's first load.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentedContext, launch, site } from './browser.ts';

const DEMO_N3 = 'Ng8dx5FAM44xDAs3daLoKrxhfQZ62xAzsR';
const SWAP_ROUTER = '0xf970f4ccecd765b63732b821775dc38c25d74f23';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The search field, once the header search is open. */
const field = (page: Page) => page.getByRole('combobox', { name: 'Search the ecosystem' });

/** Open `path`, press "/" and type `query`; answers the listbox's text once it shows a group. */
async function typeInHeader(page: Page, path: string, query: string): Promise<string> {
  await page.goto(site() + path);
  await page.keyboard.press('/');
  await field(page).waitFor();
  await page.keyboard.type(query);
  const listbox = page.getByRole('listbox', { name: 'Search the ecosystem' });
  await listbox.getByRole('group').first().waitFor();
  return (await listbox.innerText()).replace(/\s+/g, ' ');
}

describe('header search', () => {
  it('finds dApps, tokens, script hashes, organizations and wallets from three pages, grouped by kind', async () => {
    const context = await consentedContext(browser, 1280);
    const page = await context.newPage();
    const cases: [string, string, RegExp][] = [
      ['/', 'flamingo', /DAPPS Flamingo Finance/i],
      ['/wallets', 'FLM', /TOKENS FLM FLM/i],
      ['/tokens', SWAP_ROUTER, /Swap router Flamingo Finance/i],
      ['/', 'AxLabs', /ORGANIZATIONS AxLabs @AxLabs/i],
      ['/tokens', 'NeoLine', /WALLETS NeoLine/i],
    ];
    for (const [path, query, want] of cases)
      expect(await typeInHeader(page, path, query), `${path} ${query}`).toMatch(want);
    // Every option sits in a group named by its kind, with a logo or a monogram.
    const options = page.getByRole('group', { name: 'Wallets' }).getByRole('option');
    expect(await options.first().locator('img.combo-mark, span.combo-mark').count()).toBe(1);
    await context.close();
  });

  it('is opened by Tab and Enter on its control, follows a result with ArrowDown and Enter, and leaves with Escape', async () => {
    const context = await consentedContext(browser, 1280);
    const page = await context.newPage();
    await page.goto(`${site()}/wallets`);
    const opener = page.getByRole('button', { name: 'Search' });
    expect(await opener.getAttribute('aria-keyshortcuts')).toBe('/');
    for (let i = 0; i < 40 && !(await opener.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await field(page).evaluate((el) => el === document.activeElement)).toBe(true);

    // Escape closes the listbox first (the text stays), then the dialog, and focus returns to the control.
    await page.keyboard.type('flamingo');
    await page.getByRole('option').first().waitFor();
    await page.keyboard.press('Escape');
    expect(await field(page).getAttribute('aria-expanded')).toBe('false');
    expect(await field(page).inputValue()).toBe('flamingo');
    await page.keyboard.press('Escape');
    expect(await page.getByRole('dialog').isVisible()).toBe(false);
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);

    // "/" in another field is a character, not the shortcut.
    await page.goto(`${site()}/dapps-overview`);
    await page
      .getByRole('textbox', { name: 'Search' })
      .or(page.getByRole('combobox', { name: 'Search' }))
      .first()
      .focus();
    await page.keyboard.type('a/b');
    expect(await page.getByRole('dialog').isVisible()).toBe(false);

    await page.goto(`${site()}/wallets`);
    await page.keyboard.press('/');
    await page.keyboard.type('flamingo');
    await page.getByRole('option').first().waitFor();
    await page.keyboard.press('ArrowDown');
    const active = await field(page).getAttribute('aria-activedescendant');
    expect(await page.locator(`#${active}`).getAttribute('aria-selected')).toBe('true');
    await Promise.all([page.waitForURL(/\/dapp-detailed\/flamingo-finance$/), page.keyboard.press('Enter')]);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Flamingo Finance');
    await context.close();
  });

  it('takes a pasted N3 address to its watch-only view, and a listed script hash to its dApp', async () => {
    const context = await consentedContext(browser, 1280);
    const page = await context.newPage();
    await page.goto(`${site()}/tokens`);
    await page.keyboard.press('/');
    await page.keyboard.insertText(DEMO_N3);
    expect(await page.getByRole('option').first().innerText()).toContain('Watch this N3 address');
    await Promise.all([page.waitForURL(/\/my-wallet/), page.keyboard.press('Enter')]);
    expect(new URL(page.url()).searchParams.get('address')).toBe(DEMO_N3);

    await page.goto(`${site()}/pt-BR/tokens`);
    await page.keyboard.press('/');
    await page.keyboard.insertText(SWAP_ROUTER.toUpperCase().replace('0X', '0x'));
    await Promise.all([page.waitForURL(/\/pt-BR\/dapp-detailed\/flamingo-finance$/), page.keyboard.press('Enter')]);
    await context.close();
  });

  it('offers the explorers that show a pasted transaction hash', async () => {
    const context = await consentedContext(browser, 1280);
    const page = await context.newPage();
    await page.goto(`${site()}/`);
    await page.keyboard.press('/');
    await page.keyboard.insertText('ab'.repeat(32));
    const group = page.getByRole('group', { name: 'What you pasted' });
    await group.waitFor();
    const options = await group.getByRole('option').allInnerTexts();
    expect(options.some((o) => /Dora|NeoTube|OneGate/.test(o))).toBe(true);
    await context.close();
  });

  it('works on a 320 px phone: the control fits the header and the dialog fits the screen', async () => {
    const context = await consentedContext(browser, 320);
    const page = await context.newPage();
    await page.goto(`${site()}/`);
    const opener = page.getByRole('button', { name: 'Search' });
    const box = (await opener.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    await opener.click();
    await page.keyboard.type('flamingo');
    await page.getByRole('option').first().waitFor();
    const dialog = (await page.getByRole('dialog').boundingBox())!;
    expect(dialog.x).toBeGreaterThanOrEqual(0);
    expect(dialog.x + dialog.width).toBeLessThanOrEqual(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await context.close();
  });

  it('keeps the search code and index out of the first load, and loads them on first use', async () => {
    const context = await consentedContext(browser, 1280);
    const page = await context.newPage();
    const loaded: string[] = [];
    page.on('request', (r) => loaded.push(new URL(r.url()).pathname));
    await page.goto(`${site()}/dapps-overview`, { waitUntil: 'networkidle' });
    expect(loaded.filter((p) => /search-index|search-panel|minisearch/.test(p))).toEqual([]);
    await page.keyboard.press('/');
    await page.keyboard.type('neo');
    await page.getByRole('option').first().waitFor();
    expect(loaded).toContain('/search-index.json');
    await context.close();
  });
});

describe('/search', () => {
  it('lists every match grouped by kind, shareable by its URL, in the page language', async () => {
    const context = await consentedContext(browser, 1280);
    const page = await context.newPage();
    await page.goto(`${site()}/search?q=flamingo`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'dApps', level: 2 }).waitFor();
    expect(
      await main
        .getByRole('textbox', { name: 'Search the ecosystem' })
        .or(main.getByRole('searchbox'))
        .first()
        .inputValue(),
    ).toBe('flamingo');
    expect(
      await main
        .getByRole('link', { name: /Flamingo Finance/ })
        .first()
        .getAttribute('href'),
    ).toBe('/dapp-detailed/flamingo-finance');
    expect(await main.getByRole('status').innerText()).toMatch(/^\d+ results$/);

    await page.goto(`${site()}/pt-BR/search?q=axlabs`);
    await main.getByRole('heading', { name: 'Organizações', level: 2 }).waitFor();
    expect(await main.getByRole('status').innerText()).toMatch(/^\d+ resultados?$/);
    const organizations = main.getByRole('region', { name: 'Organizações' });
    expect(await organizations.getByRole('link', { name: /AxLabs/ }).getAttribute('href')).toBe(
      'https://github.com/AxLabs',
    );

    await page.goto(`${site()}/search?q=zzzqqq`);
    await expect.poll(() => main.getByRole('status').innerText()).toBe('Nothing in the catalogue matches “zzzqqq”.');
    await context.close();
  });
});
