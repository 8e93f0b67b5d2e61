/** Playwright (playwright-core) driving Debian's Chromium, as the e2e tests use it. */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
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

/** A context `width` CSS px wide whose visitor already chose "necessary only" cookies (the banner stays closed). */
export async function consentedContext(browser: Browser, width = 1280): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(() =>
    localStorage.setItem(
      'cc_cookie',
      JSON.stringify({ categories: ['necessary'], revision: 1, expirationTime: Date.now() + 86_400_000 }),
    ),
  );
  return context;
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

/**
 * How many CSS pixels the page is wider than its viewport (0 when nothing makes it scroll sideways), and up to three
 * culprits for the message: the innermost elements, or the elements of the text (a long word overflows its box
 * without widening it), that reach past the right edge outside a scrolling region.
 */
export function horizontalOverflow(page: Page): Promise<{ extra: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const inScroller = (node: Node): boolean => {
      for (let at = node.parentElement; at; at = at.parentElement)
        if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(at).overflowX)) return true;
      return false;
    };
    const past = [...document.body.querySelectorAll('*')].filter(
      (el) => el.getBoundingClientRect().right > width + 1 && !inScroller(el),
    );
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      range.selectNodeContents(text);
      if (range.getBoundingClientRect().right > width + 1 && !inScroller(text)) past.push(text.parentElement!);
    }
    const culprits = [...new Set(past)]
      .filter((el) => !past.some((other) => other !== el && el.contains(other)))
      .slice(0, 3)
      .map(
        (el) => `<${el.tagName.toLowerCase()} class="${el.className}"> ${(el.textContent ?? '').trim().slice(0, 40)}`,
      );
    return { extra: document.documentElement.scrollWidth - width, culprits };
  });
}

/**
 * Run `visit` for every item on `tabs` pages of `context` at once (each page takes the next item when it is done),
 * so pages that wait on the network overlap. Answers the results in the items' order.
 */
export async function onTabs<T, R>(
  context: BrowserContext,
  items: readonly T[],
  tabs: number,
  visit: (page: Page, item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(tabs, items.length) }, async () => {
      const page = await context.newPage();
      while (next < items.length) {
        const i = next++;
        results[i] = await visit(page, items[i]!);
      }
      await page.close();
    }),
  );
  return results;
}
