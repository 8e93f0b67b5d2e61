/**
 * List-search latency in Chromium over a built list page (BUDGETS.md "list search"): from setting the search
 * box's value and firing `input` to the next painted frame, per keystroke of a few queries; the median in ms.
 */
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { chromium, type Page } from 'playwright-core';
import { freePort } from '../local/ports.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Per-keystroke latencies (ms) of typing `queries` into the field `selector` of `path` on the site in `dir`
 * (desktop profile), from setting the field's value and firing `input` to the next painted frame. `ready` runs once
 * the page has loaded (e.g. opens the header search and waits for its index).
 */
async function typingLatencies(
  dir: string,
  path: string,
  selector: string,
  queries: string[],
  ready: (page: Page) => Promise<void>,
): Promise<number[]> {
  const port = await freePort();
  const server = serve({ fetch: new Hono().use('*', serveStatic({ root: dir })).fetch, port, hostname: '127.0.0.1' });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'load', timeout: 120_000 });
    await ready(page);
    const times: number[] = [];
    for (const query of queries) {
      for (let i = 1; i <= query.length; i++) {
        times.push(
          await page.evaluate(
            async ([field, text]) => {
              const box = document.querySelector<HTMLInputElement>(field)!;
              const t0 = performance.now();
              box.value = text;
              box.dispatchEvent(new Event('input', { bubbles: true }));
              await new Promise<void>((r) => requestAnimationFrame(() => r()));
              return performance.now() - t0;
            },
            [selector, query.slice(0, i)] as const,
          ),
        );
      }
    }
    return times;
  } finally {
    await browser.close();
    server.close();
  }
}

/** Per-keystroke latencies (ms) of typing `queries` into `/dapps-overview` of the site in `dir` (desktop profile). */
export function searchLatencies(
  dir: string,
  queries = ['flamingo', 'neo wallet', 'generated 9999', 'defi'],
): Promise<number[]> {
  return typingLatencies(dir, '/dapps-overview/', 'main input[name="q"]', queries, (page) => page.waitForTimeout(500));
}

/**
 * Header-search latencies (BUDGETS.md "header search"): per keystroke of `queries` typed into the header search of
 * the home page of the site in `dir` (desktop profile, the dialog open and its index loaded); ms.
 */
export function headerSearchLatencies(
  dir: string,
  queries = ['flamingo', 'neo wallet', 'generated 9999', 'FLM', '0xf970f4cc'],
): Promise<number[]> {
  const field = '[data-search-dialog] input[role="combobox"]';
  return typingLatencies(dir, '/', field, queries, async (page) => {
    await page.keyboard.press('/');
    // The field becomes a combobox once the search chunk and the index are loaded.
    await page.waitForSelector(field, { timeout: 120_000 });
  });
}
