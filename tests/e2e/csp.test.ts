/**
 * Every kind of public route in Chromium under the site's real Content-Security-Policy header (the local site server
 * sends functions/edge/headers.ts, as CloudFront does): `script-src` has no `'unsafe-inline'`, no page keeps an
 * inline script, the browser reports no CSP violation (`securitypolicyviolation` events and console reports), and
 * the islands hydrate — the first-visit cookie banner, the wallet pages, the sign-in form and the dashboard included.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, site } from './browser.ts';
import { ADMIN } from './global-setup.ts';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const violations: string[] = [];

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

beforeAll(async () => {
  browser = await launch();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // Installed before any page script runs; the events of the whole page life are kept on window.
  await context.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.cspViolations!.push(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber}) ${e.sample}`,
      );
    });
  });
  page = await context.newPage();
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => violations.push(`${page.url()}: page error ${error.message}`));
});
afterAll(async () => browser?.close());

/** Executable inline scripts left in the current page (data scripts such as application/json do not count). */
const inlineScripts = () =>
  page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')]
      .filter((s) =>
        ['', 'module', 'text/javascript', 'application/javascript'].includes(
          (s.getAttribute('type') ?? '').toLowerCase(),
        ),
      )
      .map((s) => s.textContent!.slice(0, 80)),
  );

/**
 * Open `path`, check the CSP header it was served with, wait for its islands to hydrate and the network to settle,
 * and return the page's CSP violations.
 */
async function visit(path: string): Promise<{ csp: string; violations: string[]; inline: string[] }> {
  const response = await page.goto(site() + path);
  const csp = (await response!.allHeaders())['content-security-policy'] ?? '';
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'), undefined, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const seen = await page.evaluate(() => window.cspViolations ?? []);
  return { csp, violations: [...seen, ...violations.splice(0)], inline: await inlineScripts() };
}

/** `script-src` of a policy, as its list of sources. */
const scriptSrc = (csp: string) =>
  csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')
    ?.slice(1) ?? [];

describe('the site under its CSP, without inline script', () => {
  it('shows the first-visit cookie banner on the home page with no violation', async () => {
    const result = await visit('/');
    expect(scriptSrc(result.csp)).toEqual(["'self'"]);
    expect(result.inline).toEqual([]);
    expect(result.violations).toEqual([]);
    const consent = page.getByRole('button', { name: /necessary only/i });
    await consent.waitFor();
    await consent.click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cc_cookie'))).toBeTruthy();
    expect(await page.evaluate(() => document.documentElement.classList.contains('js'))).toBe(true);
  });

  it('opens lists, a detail page, the wallet pages, the back-office entry and the pt-BR twins with no violation', async () => {
    await page.goto(`${site()}/dapps-overview`);
    const detail = await page.locator('a[href*="/dapp-detailed/"]').first().getAttribute('href');
    expect(detail).toBeTruthy();
    const paths = [
      '/dapps-overview',
      '/apps-overview',
      '/contracts',
      '/tokens',
      '/wallets',
      '/exchanges',
      '/nfts',
      new URL(detail!, site()).pathname,
      '/my-wallet',
      '/get-gas',
      '/gas-calculator',
      '/bridge',
      '/gasbot',
      '/networks',
      '/settings',
      '/sign-in',
      '/password/reset',
      '/pt-BR/',
      '/pt-BR/dapps-overview',
      '/pt-BR/my-wallet',
    ];
    const failures: Record<string, unknown> = {};
    for (const path of paths) {
      const result = await visit(path);
      if (scriptSrc(result.csp).includes("'unsafe-inline'") || result.inline.length || result.violations.length)
        failures[path] = result;
    }
    expect(failures).toEqual({});
  });

  it('hydrates the sign-in island and the dashboard after signing in, with no violation', async () => {
    const signIn = await visit('/sign-in');
    expect(signIn.violations).toEqual([]);
    await page.locator('input[type="email"]').fill(ADMIN.email);
    await page.locator('input[type="password"]').fill(ADMIN.password);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/\/dashboard$/);
    await page.locator('h1#screen-title').waitFor();
    await page.waitForLoadState('networkidle');
    const dashboard = await page.evaluate(() => window.cspViolations ?? []);
    expect([...dashboard, ...violations.splice(0)]).toEqual([]);
    expect(await inlineScripts()).toEqual([]);
  });
});
