import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { judge } from './budgets.ts';
import { weighSite } from './weight.ts';

const noise = (n: number) => Array.from({ length: n }, (_, i) => `var v${i}=${(i * 7919) % 10007};`).join('');

describe('weighSite', () => {
  it("splits a route's JS into what loads with the page, what loads on demand, and a wallet SDK loaded on choice", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'weigh-'));
    await mkdir(join(dir, '_astro'));
    await mkdir(join(dir, 'my-wallet'));
    await writeFile(
      join(dir, '_astro/page.js'),
      `import "./shared.js";const s=()=>import("./service.js");const w=()=>import("./sign-client.AbC1.js");${noise(50)}`,
    );
    await writeFile(join(dir, '_astro/shared.js'), noise(100));
    await writeFile(join(dir, '_astro/service.js'), `import "./shared.js";${noise(300)}`);
    await writeFile(join(dir, '_astro/sign-client.AbC1.js'), `import "./crypto.js";${noise(400)}`);
    await writeFile(join(dir, '_astro/crypto.js'), noise(200));
    await writeFile(
      join(dir, 'my-wallet/index.html'),
      '<html><script type="module" src="/_astro/page.js"></script></html>',
    );
    const [route] = await weighSite(dir);
    expect(route!.route).toBe('/my-wallet');
    expect(route!.jsGzip).toBeGreaterThan(0);
    // shared.js is counted once, with the page; the SDK and what only it imports are apart.
    expect(route!.lazyJsGzip).toBe(route!.largestLazyGzip);
    expect(route!.walletSdkJsGzip).toBeGreaterThan(route!.lazyJsGzip);
  });
});

describe('judge', () => {
  it('passes or misses each budget by its direction, reports unmeasured figures, and never judges informational ones', () => {
    const verdicts = judge({ 'weight.app.js': 251, 'lighthouse.seo': 100, 'weight.app.walletSdk.js': 110 });
    expect(verdicts.find((v) => v.id === 'weight.app.js')).toMatchObject({ ok: false, value: 251 });
    expect(verdicts.find((v) => v.id === 'lighthouse.seo')).toMatchObject({ ok: true });
    const sdk = verdicts.find((v) => v.id === 'weight.app.walletSdk.js')!;
    expect(sdk).toMatchObject({ value: 110, informational: true });
    expect(sdk.ok).toBeUndefined();
    expect(verdicts.find((v) => v.id === 'api.read.p50')!.ok).toBeUndefined();
  });
});
