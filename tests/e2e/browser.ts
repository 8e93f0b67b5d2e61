/** Playwright (playwright-core) driving Debian's Chromium, as the e2e tests use it. */
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Launch headless Chromium with the flags this closed network needs. */
export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** The local stack's site URL (no trailing slash). */
export const site = (): string => inject('siteUrl');

/** Sign in on /sign-in as `user` (the password as typed) and wait until the dashboard opens. */
export async function signInAs(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.goto(`${site()}/sign-in`);
  await page.locator('input[type="email"]').fill(user.email);
  await page.locator('input[type="password"]').fill(user.password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(/\/dashboard$/);
}

/** Open `path` and wait until the page has settled. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(site() + path);
  await page.waitForLoadState('networkidle');
}

/**
 * Open `path`, wait until its islands have hydrated (controls answer only then) and answer the first-visit cookie
 * banner with "necessary only" when it shows.
 */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(site() + path);
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  const consent = page.getByRole('button', { name: /necessary only/i });
  if (await consent.isVisible().catch(() => false)) await consent.click();
}

/**
 * Open `path` with the script of the island `island` (its component's name, e.g. `CalculatorApp`) held back, so the
 * visitor acts on the prerendered page first. Answers `hydrate`: lets the script load and resolves once every
 * island has hydrated.
 */
export async function openBeforeHydration(
  page: Page,
  path: string,
  island: string,
): Promise<{ hydrate(): Promise<void> }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/_astro/${island}[^/]*\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(site() + path, { waitUntil: 'domcontentloaded' });
  return {
    async hydrate() {
      release();
      await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    },
  };
}
