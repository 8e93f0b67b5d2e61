/**
 * The routing rules, and the code generated from them for the edge: the CloudFront Function source is run the
 * way CloudFront runs it (a `handler(event)` over a viewer-request event) and must decide like
 * `routeStaticRequest`; the Lambda@Edge source turns a missing object into a redirect home.
 */
import { describe, expect, it } from 'vitest';
import { runInNewContext } from 'node:vm';
import {
  CACHE_CONTROL,
  cacheControlFor,
  isNoindexPath,
  originResponseFunctionCode,
  ROUTING_RULES,
  routeStaticRequest,
  viewerRequestFunctionCode,
} from './routing.ts';

const CASES: [string, ReturnType<typeof routeStaticRequest>][] = [
  ['/', { uri: '/index.html' }],
  ['/apps', { redirect: '/apps-overview' }],
  ['/apps/', { redirect: '/apps-overview' }],
  ['/dapps', { redirect: '/dapps-overview' }],
  ['/dapps-overview', { uri: '/dapps-overview/index.html' }],
  ['/wallets/', { uri: '/wallets/index.html' }],
  ['/dapp-detailed/flamingo-finance', { uri: '/dapp-detailed/flamingo-finance/index.html' }],
  ['/dashboard', { uri: '/dashboard/index.html' }],
  ['/dashboard/', { uri: '/dashboard/index.html' }],
  ['/dashboard/dapp/12/edit', { uri: '/dashboard/index.html' }],
  ['/password/reset/3f9a0c', { uri: '/password/reset/index.html' }],
  ['/password/recover', { uri: '/password/recover/index.html' }],
  ['/_astro/client.FVv06Hs5.js', { uri: '/_astro/client.FVv06Hs5.js' }],
  ['/sitemap-index.xml', { uri: '/sitemap-index.xml' }],
  ['/no/such/page', { uri: '/no/such/page/index.html' }],
];

/** A CloudFront Functions viewer-request event. */
const viewerRequest = (uri: string) => ({
  version: '1.0',
  context: {
    distributionDomainName: 'd111111abcdef8.cloudfront.net',
    distributionId: 'EDFDVBD6EXAMPLE',
    eventType: 'viewer-request',
    requestId: 'r1',
  },
  viewer: { ip: '198.51.100.11' },
  request: { method: 'GET', uri, querystring: {}, headers: { host: { value: 'neo-ecosystem.org' } }, cookies: {} },
});

describe('routeStaticRequest', () => {
  it.each(CASES)('%s', (path, expected) => {
    expect(routeStaticRequest(path, ROUTING_RULES)).toEqual(expected);
  });
});

describe('the CloudFront Function source', () => {
  const handler = runInNewContext(`${viewerRequestFunctionCode()}\nhandler`) as (
    event: ReturnType<typeof viewerRequest>,
  ) => Record<string, any>;

  it.each(CASES)('routes %s like routeStaticRequest', (path, expected) => {
    const out = handler(viewerRequest(path));
    if ('redirect' in expected) {
      expect(out.statusCode).toBe(301);
      expect(out.headers.location.value).toBe(expected.redirect);
    } else {
      expect(out.uri).toBe(expected.uri);
      expect(out.method).toBe('GET');
    }
  });

  it('stays within what cloudfront-js-2.0 runs and its 10 KB size limit', () => {
    const code = viewerRequestFunctionCode();
    expect(code.length).toBeLessThan(10_240);
    expect(code).not.toMatch(/\bimport\b|\brequire\(|\?\.|\?\?/);
  });
});

describe('the Lambda@Edge origin-response source', () => {
  const load = async () =>
    (await import(`data:text/javascript,${encodeURIComponent(originResponseFunctionCode())}`)) as {
      handler: (e: unknown) => Promise<any>;
    };
  const event = (status: string, uri = '/x/index.html') => ({
    Records: [
      {
        cf: {
          config: { eventType: 'origin-response' },
          request: { uri, method: 'GET' },
          response: { status, statusDescription: 'x', headers: {} },
        },
      },
    ],
  });

  it('redirects a missing object (S3 answers 403 or 404) to the home page', async () => {
    const { handler } = await load();
    for (const status of ['403', '404']) {
      const out = await handler(event(status));
      expect(out.status).toBe('302');
      expect(out.headers.location[0].value).toBe('/');
    }
  });

  it('sends an unknown pt-BR path to the pt-BR home page', async () => {
    const { handler } = await load();
    expect((await handler(event('404', '/pt-BR/nothing/index.html'))).headers.location[0].value).toBe('/pt-BR/');
    expect((await handler(event('404', '/pt-BRX/index.html'))).headers.location[0].value).toBe('/');
  });

  it('passes found objects through untouched', async () => {
    const { handler } = await load();
    const found = event('200');
    expect(await handler(found)).toBe(found.Records[0]!.cf.response);
  });
});

describe('cache and indexing rules', () => {
  it('gives hashed assets a year, HTML and snapshots a short life', () => {
    expect(cacheControlFor('_astro/client.FVv06Hs5.js')).toBe(CACHE_CONTROL.immutable);
    expect(cacheControlFor('index.html')).toBe(CACHE_CONTROL.html);
    expect(cacheControlFor('/wallets/index.html')).toBe(CACHE_CONTROL.html);
    expect(cacheControlFor('snapshots/live.json')).toBe(CACHE_CONTROL.snapshot);
    expect(cacheControlFor('favicon.svg')).toBe(CACHE_CONTROL.other);
    expect(CACHE_CONTROL.html).toMatch(/max-age=0/);
  });

  it('knows the routes left out of the sitemap', () => {
    expect(['/sign-in', '/password/reset/x', '/my-wallet', '/get-gas', '/dashboard/dapp'].every(isNoindexPath)).toBe(
      true,
    );
    expect(['/', '/wallets', '/dapps-overview', '/passwords-guide'].some(isNoindexPath)).toBe(false);
  });
});
