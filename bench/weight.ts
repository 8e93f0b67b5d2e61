/**
 * Page weight of a built site: for each route, the gzip size of its HTML and of its module script graph (the
 * `<script type="module">` entries and every chunk they import, statically or dynamically, listed apart).
 * On-demand chunks that only load once the visitor picks a wallet whose SDK they are (the WalletConnect sign
 * client, `sign-client.*.js`, for neon) are listed apart again: they are that wallet's cost, not the page's.
 */
import { readdir, readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { dirname, join, relative, resolve } from 'node:path';

export interface RouteWeight {
  route: string;
  htmlGzip: number;
  /** The module graph loaded with the page. */
  jsGzip: number;
  /** Chunks the page imports on demand (services, charts), without the wallet SDKs below. */
  lazyJsGzip: number;
  /** Chunks that load only after the visitor picks a wallet whose SDK they hold (WalletConnect for neon). */
  walletSdkJsGzip: number;
  /** The largest single on-demand chunk (a detail page's chart engine). */
  largestLazyGzip: number;
  cards: number;
}

/** Entry chunks of a wallet SDK loaded only when the visitor picks that wallet. */
const WALLET_SDK_CHUNK = /\/sign-client\.[\w-]+\.js$/;

const gz = (b: Buffer | string) => gzipSync(b, { level: 9 }).length;

async function htmlFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory() && e.name !== '_astro') out.push(...(await htmlFiles(p)));
    else if (e.name === 'index.html') out.push(p);
  }
  return out;
}

/** Static and dynamic imports of a JS chunk (relative specifiers only), resolved against its file. */
function imports(code: string, file: string): { statics: string[]; dynamics: string[] } {
  const resolveSpec = (s: string) => (s.startsWith('.') ? resolve(dirname(file), s) : undefined);
  const statics = [...code.matchAll(/(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g)].map((m) =>
    resolveSpec(m[1]!),
  );
  const dynamics = [...code.matchAll(/import\(\s*["'`]([^"'`$]+)["'`]\s*\)/g)].map((m) => resolveSpec(m[1]!));
  return { statics: statics.filter((x): x is string => !!x), dynamics: dynamics.filter((x): x is string => !!x) };
}

/** Weigh every route of the built site in `dir`. */
export async function weighSite(dir: string): Promise<RouteWeight[]> {
  const weights: RouteWeight[] = [];
  for (const file of await htmlFiles(dir)) {
    const html = await readFile(file, 'utf8');
    const route = `/${relative(dir, dirname(file))}`.replace(/\/$/, '') || '/';
    const entries = [
      ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
      ...html.matchAll(/import\(["'](\/_astro\/[^"']+)["']\)/g),
      ...html.matchAll(/component-url="([^"]+)"/g),
      ...html.matchAll(/renderer-url="([^"]+)"/g),
    ].map((m) => join(dir, m[1]!));
    const inlineJs = [...html.matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join('\n');
    type Kind = 'eager' | 'lazy' | 'sdk';
    const sets: Record<Kind, Set<string>> = { eager: new Set(), lazy: new Set(), sdk: new Set() };
    const walk = async (f: string, kind: Kind) => {
      if (sets.eager.has(f) || (kind !== 'eager' && sets.lazy.has(f)) || (kind === 'sdk' && sets.sdk.has(f))) return;
      sets[kind].add(f);
      const code = await readFile(f, 'utf8').catch(() => '');
      const { statics, dynamics } = imports(code, f);
      for (const s of statics) await walk(s, kind);
      for (const d of dynamics)
        await walk(d, kind === 'sdk' || WALLET_SDK_CHUNK.test(d) ? 'sdk' : kind === 'eager' ? 'lazy' : kind);
    };
    for (const e of entries) await walk(e, 'eager');
    for (const { dynamics } of [imports(inlineJs, join(dir, 'x.js'))]) for (const d of dynamics) await walk(d, 'lazy');
    const size = async (f: string) => gz(await readFile(f).catch(() => Buffer.alloc(0)));
    const sum = async (set: Set<string>) => {
      let n = 0;
      for (const f of set) n += await size(f);
      return n;
    };
    for (const f of sets.eager) {
      sets.lazy.delete(f);
      sets.sdk.delete(f);
    }
    for (const f of sets.lazy) sets.sdk.delete(f);
    weights.push({
      route,
      htmlGzip: gz(html),
      jsGzip: (await sum(sets.eager)) + (inlineJs.trim() ? gz(inlineJs) : 0),
      lazyJsGzip: await sum(sets.lazy),
      walletSdkJsGzip: await sum(sets.sdk),
      largestLazyGzip: Math.max(0, ...(await Promise.all([...sets.lazy].map(size)))),
      cards: (html.match(/data-dapp-card|<article/g) ?? []).length,
    });
  }
  return weights.sort((a, b) => a.route.localeCompare(b.route));
}
