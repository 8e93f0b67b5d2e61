/**
 * The site header never paints half-parsed. A browser paints whatever it has parsed when the HTML stops arriving (a
 * slow network, a busy phone); a header painted with half its navigation then moves the brand and the nav when the
 * rest arrives, a layout shift in every page's first screen. Here the page's own HTML is served through a relay that
 * stops in the middle of the navigation for a while: in every frame drawn meanwhile the header's bar is either hidden
 * or whole, and the browser reports no layout shift of anything in the header, on a wide screen (the whole
 * navigation on one line) and on a phone (brand, search and menu button).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentedContext, launch, site } from './browser.ts';

/** How long the relay holds the rest of the page back, in ms: long enough for the browser to draw several frames. */
const STALL_MS = 700;

let browser: Browser;
let relay: Server;
let relayOrigin: string;

beforeAll(async () => {
  browser = await launch();
  // The page at its own path, cut after the navigation's first item; anything else passed through from the site.
  relay = createServer((req, res) => {
    void (async () => {
      const upstream = await fetch(site() + req.url!, { redirect: 'manual' });
      // The site's own headers (a redirect's location, caching, the CSP), without the ones fetch already undid.
      const headers = Object.fromEntries(
        [...upstream.headers].filter(
          ([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name),
        ),
      );
      if (!(upstream.headers.get('content-type') ?? '').startsWith('text/html')) {
        res.writeHead(upstream.status, headers);
        res.end(Buffer.from(await upstream.arrayBuffer()));
        return;
      }
      const html = await upstream.text();
      const nav = html.indexOf('id="site-nav"');
      // A page without the navigation answers 502, and the frames below then find no header.
      if (nav < 0) throw new Error(`${req.url} has no site navigation`);
      const cut = html.indexOf('</li>', nav) + '</li>'.length;
      res.writeHead(upstream.status, headers);
      res.write(html.slice(0, cut));
      await new Promise((resolve) => setTimeout(resolve, STALL_MS));
      res.end(html.slice(cut));
    })().catch((error: unknown) => {
      res.writeHead(502);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  relayOrigin = `http://127.0.0.1:${(relay.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => relay?.close(resolve));
});

interface Frame {
  visible: boolean;
  items: number;
}

describe('the header while the page is still arriving', () => {
  for (const [width, path] of [
    [1280, '/gas-calculator/'],
    [1280, '/pt-BR/tokens/'],
    [375, '/'],
  ] as const) {
    it(`is hidden or whole in every frame, and nothing in it shifts: ${path} at ${width} px`, async () => {
      const context = await consentedContext(browser, width);
      try {
        await context.addInitScript(() => {
          const w = window as unknown as { headerFrames: Frame[]; headerShifts: string[] };
          w.headerFrames = [];
          w.headerShifts = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { sources?: { node?: Node }[] })[])
              for (const source of entry.sources ?? [])
                if (source.node instanceof Element && source.node.closest('.site-header'))
                  w.headerShifts.push(source.node.className);
          }).observe({ type: 'layout-shift', buffered: true });
          const frame = () => {
            const bar = document.querySelector('.site-header .bar');
            if (bar)
              w.headerFrames.push({
                visible: getComputedStyle(bar).visibility === 'visible',
                items: document.querySelectorAll('.site-header li').length,
              });
            if (document.readyState === 'loading') requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        });
        const page = await context.newPage();
        await page.goto(relayOrigin + path, { waitUntil: 'load' });
        const { headerFrames: frames, headerShifts } = await page.evaluate(() => {
          const w = window as unknown as { headerFrames: Frame[]; headerShifts: string[] };
          return { headerFrames: w.headerFrames, headerShifts: w.headerShifts };
        });
        const whole = await page.locator('.site-header li').count();
        // The stall was seen: some frames were drawn while the header was still half-parsed.
        expect(frames.filter((f) => f.items < whole).length).toBeGreaterThan(0);
        expect(frames.filter((f) => f.visible && f.items < whole)).toEqual([]);
        expect(headerShifts).toEqual([]);
        await expect
          .poll(() => page.locator('.site-header .bar').evaluate((e) => getComputedStyle(e).visibility))
          .toBe('visible');
      } finally {
        await context.close();
      }
    });
  }
});
