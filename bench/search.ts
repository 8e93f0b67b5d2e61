/**
 * List-search latency in Chromium over a built list page (BUDGETS.md "list search"): from setting the search
 * box's value and firing `input` to the next painted frame, per keystroke of a few queries; the median in ms.
 */
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { chromium } from 'playwright-core';
import { freePort } from '../chain/ports.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Per-keystroke latencies (ms) of typing `queries` into `/dapps-overview` of the site in `dir` (desktop profile). */
export async function searchLatencies(
  dir: string,
  queries = ['flamingo', 'neo wallet', 'generated 9999', 'defi'],
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
    await page.goto(`http://127.0.0.1:${port}/dapps-overview/`, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForTimeout(500);
    const times: number[] = [];
    for (const query of queries) {
      for (let i = 1; i <= query.length; i++) {
        times.push(
          await page.evaluate(
            async (text) => {
              const box = document.querySelector<HTMLInputElement>('main input[name="q"]')!;
              const t0 = performance.now();
              box.value = text;
              box.dispatchEvent(new Event('input', { bubbles: true }));
              await new Promise<void>((r) => requestAnimationFrame(() => r()));
              return performance.now() - t0;
            },
            query.slice(0, i),
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

/**
 * Header-search latencies (BUDGETS.md "header search"): per keystroke of `queries` typed into the header search of
 * the home page of the site in `dir` (desktop profile, the dialog open and its index loaded), from setting the field's
 * value and firing `input` to the next painted frame; ms.
 */
export async function headerSearchLatencies(
  dir: string,
  queries = ['flamingo', 'neo wallet', 'generated 9999', 'FLM', '0xf970f4cc'],
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
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'load', timeout: 120_000 });
    await page.keyboard.press('/');
    // The field becomes a combobox once the search chunk and the index are loaded.
    await page.waitForSelector('[data-search-dialog] input[role="combobox"]', { timeout: 120_000 });
    const times: number[] = [];
    for (const query of queries) {
      for (let i = 1; i <= query.length; i++) {
        times.push(
          await page.evaluate(
            async (text) => {
              const box = document.querySelector<HTMLInputElement>('[data-search-dialog] input[role="combobox"]')!;
              const t0 = performance.now();
              box.value = text;
              box.dispatchEvent(new Event('input', { bubbles: true }));
              await new Promise<void>((r) => requestAnimationFrame(() => r()));
              return performance.now() - t0;
            },
            query.slice(0, i),
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
