import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer } from './site-server.ts';
import { contentTypeFor } from '../../functions/domain/rebuild/publish.ts';

const dir = mkdtempSync(join(tmpdir(), 'site-'));
mkdirSync(join(dir, 'dapps-overview'));
writeFileSync(join(dir, 'index.html'), '<h1>home</h1>');
writeFileSync(join(dir, 'dapps-overview/index.html'), '<h1>dapps</h1>');
writeFileSync(
  join(dir, '_redirects.json'),
  JSON.stringify({
    '/dapp-detailed/63': '/dapp-detailed/flamingo-finance',
    '/pt-BR/dapp-detailed/63': '/pt-BR/dapp-detailed/flamingo-finance',
  }),
);
let api: ReturnType<typeof serve>;
let site: ReturnType<typeof createSiteServer>;

beforeAll(async () => {
  const upstream = new Hono().get('/client/echo', (c) =>
    c.json({ q: c.req.query('q'), lang: c.req.header('accept-language') }),
  );
  await new Promise<void>((resolve) => {
    api = serve({ fetch: upstream.fetch, port: 0 }, () => resolve());
  });
  const port = (api.address() as { port: number }).port;
  site = createSiteServer({ apiOrigin: `http://127.0.0.1:${port}`, currentDir: () => dir });
});
afterAll(() => {
  api.close();
});

describe('local site server', () => {
  it('compresses pages for browsers that accept it, as the CDN does', async () => {
    writeFileSync(join(dir, 'index.html'), '<h1>home</h1>' + '<p>Neo</p>'.repeat(500));
    const res = await site.request('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toContain('<h1>home</h1>');
    writeFileSync(join(dir, 'index.html'), '<h1>home</h1>');
  });

  it('serves the changelog feed as Atom (application/atom+xml), other XML as XML', async () => {
    writeFileSync(join(dir, 'changelog.xml'), '<feed xmlns="http://www.w3.org/2005/Atom"/>');
    writeFileSync(join(dir, 'sitemap-0.xml'), '<urlset/>');
    expect((await site.request('/changelog.xml')).headers.get('content-type')).toMatch(/^application\/atom\+xml/);
    expect((await site.request('/sitemap-0.xml')).headers.get('content-type')).toMatch(/^application\/xml/);
    expect(contentTypeFor('changelog.xml')).toMatch(/^application\/atom\+xml/);
  });

  it('serves built pages by directory', async () => {
    expect(await (await site.request('/dapps-overview')).text()).toContain('dapps');
    expect(await (await site.request('/')).text()).toContain('home');
  });
  it("answers the build's redirect table (numeric-id detail routes) with a 301 to the slug page", async () => {
    for (const path of ['/dapp-detailed/63', '/dapp-detailed/63/']) {
      const res = await site.request(path);
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe('/dapp-detailed/flamingo-finance');
    }
    expect((await site.request('/pt-BR/dapp-detailed/63')).headers.get('location')).toBe(
      '/pt-BR/dapp-detailed/flamingo-finance',
    );
    expect((await site.request('/dapps-overview')).status).toBe(200);
  });
  it('redirects /apps and /dapps to the overviews, unknown paths to /', async () => {
    expect((await site.request('/apps')).headers.get('location')).toBe('/apps-overview');
    expect((await site.request('/dapps')).headers.get('location')).toBe('/dapps-overview');
    const unknown = await site.request('/no-such-page');
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get('location')).toBe('/');
    expect((await site.request('/pt-BR/no-such-page')).headers.get('location')).toBe('/pt-BR/');
    expect((await site.request('/pt-BR/apps')).headers.get('location')).toBe('/pt-BR/apps-overview');
  });
  it('sends /client/* to the API with the query and headers', async () => {
    const res = await site.request('/client/echo?q=neo', { headers: { 'accept-language': 'pt-BR' } });
    expect(await res.json()).toEqual({ q: 'neo', lang: 'pt-BR' });
  });
});

describe('local site server: app shells', () => {
  it('answers any /dashboard/* path with the dashboard page', async () => {
    mkdirSync(join(dir, 'dashboard'), { recursive: true });
    writeFileSync(join(dir, 'dashboard/index.html'), '<div id="dashboard"></div>');
    const res = await site.request('/dashboard/category/edit/3');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('id="dashboard"');
  });
});

describe('local site server: security headers', () => {
  it('serves pages and API answers under the production CSP and frame-ancestors', async () => {
    for (const path of ['/', '/client/echo?q=x']) {
      const res = await site.request(path);
      expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });
});

describe('local site server: the proxy names the client itself', () => {
  it('replaces a client-sent X-Forwarded-For with the socket address, adds the origin secret, and forwards no hop-by-hop header', async () => {
    const { serve: serveNode } = await import('@hono/node-server');
    const seen: Record<string, string>[] = [];
    const upstream = new Hono().all('/client/*', (c) => {
      seen.push(c.req.header());
      return c.json({ ok: true });
    });
    const apiServer = await new Promise<ReturnType<typeof serveNode>>((resolve) => {
      const s = serveNode({ fetch: upstream.fetch, port: 0 }, () => resolve(s));
    });
    const proxySite = createSiteServer({
      apiOrigin: `http://127.0.0.1:${(apiServer.address() as { port: number }).port}`,
      currentDir: () => dir,
      originSecret: 's'.repeat(40),
    });
    const siteServer = await new Promise<ReturnType<typeof serveNode>>((resolve) => {
      const s = serveNode({ fetch: proxySite.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    try {
      const { request: httpRequest } = await import('node:http');
      const status = await new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port: (siteServer.address() as { port: number }).port,
            path: '/client/echo',
            method: 'POST',
            headers: {
              'x-forwarded-for': '203.0.113.9',
              'x-origin-verify': 'forged',
              'content-type': 'application/json',
              expect: '100-continue',
              'keep-alive': 'timeout=5',
              te: 'trailers',
              'proxy-authorization': 'x',
            },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('continue', () => req.end('{}'));
        req.on('error', reject);
      });
      expect(status).toBe(200);
      expect(seen[0]!['x-forwarded-for']).toBe('127.0.0.1');
      expect(seen[0]!['x-origin-verify']).toBe('s'.repeat(40));
      for (const name of ['expect', 'keep-alive', 'te', 'proxy-authorization']) expect(seen[0]![name]).toBeUndefined();
    } finally {
      siteServer.close();
      apiServer.close();
    }
  });
});
