/**
 * What a wallet page loads before anyone connects a wallet (issue #29 item 7): /bridge reads its network history
 * through the light Neo X reader (chain/neox/rpc.ts) — viem, neon-js and the signing code load only once a wallet
 * connects. viem is recognised by its errors' version tag (`viem@<version>`), which every viem chunk that can
 * throw carries.
 */
import { gzipSync } from 'node:zlib';
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

describe('a wallet page’s first load', () => {
  it('/bridge shows the network history without loading viem', async () => {
    const context = await consentedContext(browser, 1280);
    const page = await context.newPage();
    const scripts: { path: string; body: Buffer }[] = [];
    const bodies: Promise<unknown>[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() !== 'script') return;
      bodies.push(
        r.body().then(
          (body) => scripts.push({ path: new URL(r.url()).pathname, body }),
          () => undefined,
        ),
      );
    });
    await page.goto(`${site()}/bridge`, { waitUntil: 'networkidle' });
    // The history reader ran: the network table left its loading state (rows, "none found" or "could not be read").
    const network = page.locator('[data-history="bridge-network"]');
    await network.waitFor();
    await page.waitForFunction(
      () => !document.querySelector('[data-history="bridge-network"]')?.textContent?.includes('Reading the Neo X'),
    );
    await page.waitForLoadState('networkidle');
    await Promise.all(bodies);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => s.body.includes('viem@')).map((s) => s.path)).toEqual([]);
    const gzip = scripts.map((s) => ({ path: s.path, kib: gzipSync(s.body, { level: 9 }).length / 1024 }));
    const total = gzip.reduce((sum, s) => sum + s.kib, 0);
    const largest = gzip
      .sort((a, b) => b.kib - a.kib)
      .slice(0, 5)
      .map((s) => `${s.path} ${s.kib.toFixed(1)}`);
    console.log(
      `/bridge before a wallet connects: ${scripts.length} scripts, ${total.toFixed(1)} KiB gzip (${largest.join(', ')})`,
    );
    await context.close();
  });
});
