/**
 * The connect-wallet modal in Chromium with no wallet at all (a visitor without the extension or a WalletConnect
 * setup), on a 320 px phone, in both languages: NeoLine is looked for, and once the 10 s extension init timeout has
 * passed (SPEC §9; on Playwright's clock) the modal says so and links to where NeoLine is installed; Neon without a
 * WalletConnect project id says it is not configured; both buttons stay disabled; Escape closes the modal and gives
 * the focus back to the button that opened it. The watched address's QR code dialog opens and closes from the
 * keyboard (its encoder loaded only then) and passes axe in both themes. The tests with wallets run against the local
 * chains (tests/chain).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { consentedContext, horizontalOverflow, launch, openHydrated, site } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const CASES = [
  {
    path: '/my-wallet',
    open: 'Connect Neo N3 wallet',
    looking: 'Looking for the wallet…',
    missing: 'NeoLine not initialized (not installed or not ready)',
    install: 'Get NeoLine',
    neon: 'Not configured on this site (no WalletConnect project id)',
  },
  {
    path: '/pt-BR/my-wallet',
    open: 'Conectar carteira Neo N3',
    looking: 'Procurando a carteira…',
    missing: 'NeoLine não inicializada (não instalada ou não pronta)',
    install: 'Instalar NeoLine',
    neon: 'Não configurada neste site (sem project id do WalletConnect)',
  },
];

describe('the connect-wallet modal without a wallet', () => {
  for (const c of CASES)
    it(`${c.path}: says NeoLine is missing after 10 s and where to get it; Escape gives the focus back`, async () => {
      const context = await consentedContext(browser, 320);
      const page = await context.newPage();
      try {
        await page.clock.install();
        await page.goto(`${site()}${c.path}`);
        await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
        const opener = page.getByRole('button', { name: c.open }).first();
        await opener.click();
        const dialog = page.getByRole('dialog');
        await dialog.getByText(c.looking).waitFor();
        await page.clock.runFor(10_500);
        await dialog.getByText(c.missing).waitFor();
        const link = dialog.getByRole('link', { name: c.install });
        expect(await link.getAttribute('href')).toBe('https://neoline.io');
        expect(await link.getAttribute('target')).toBe('_blank');
        await dialog.getByText(c.neon).waitFor();
        for (const button of await dialog.getByRole('button', { name: /NeoLine|Neon/ }).all())
          expect(await button.isDisabled()).toBe(true);
        const fit = await horizontalOverflow(page);
        expect(fit.extra, fit.culprits.join('; ')).toBe(0);
        await page.keyboard.press('Escape');
        await expect.poll(() => dialog.count()).toBe(0);
        expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
      } finally {
        await context.close();
      }
    });
});

describe("a watched address's QR code", () => {
  it('opens from the keyboard with the code of the whole address, passes axe in both themes, and Escape gives the focus back', async () => {
    const address = 'Ng8dx5FAM44xDAs3daLoKrxhfQZ62xAzsR';
    const context = await consentedContext(browser, 390);
    const page = await context.newPage();
    try {
      const encoder: string[] = [];
      page.on('request', (r) => {
        // The encoder's chunk (wallets/ui/qr.ts → `qr.<hash>.js`); a bare /qr/i also matched another chunk's hash.
        if (/\/qr\.[^/]+\.js$/.test(new URL(r.url()).pathname)) encoder.push(r.url());
      });
      await openHydrated(page, `/my-wallet?address=${address}`);
      const opener = page.getByRole('button', { name: 'QR code' });
      expect(encoder).toEqual([]);
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Address QR code' });
      const code = dialog.getByRole('img', { name: `QR code of the address ${address}` });
      await code.waitFor();
      expect(encoder).not.toEqual([]);
      expect(await code.locator('path').getAttribute('d')).toMatch(/^M\d+ \d+h\d+/);
      expect(await dialog.locator('figcaption').innerText()).toBe(address);
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        expect(await seriousViolations(page)).toEqual([]);
      }
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
    } finally {
      await context.close();
    }
  });
});
