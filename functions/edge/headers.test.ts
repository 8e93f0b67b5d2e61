/** The security headers every server of the site sends (CloudFront in production, the local site server). */
import { MAINNET_ENDPOINTS } from '../../chain/endpoints.ts';
import { describe, expect, it } from 'vitest';
import { chainEndpoints, contentSecurityPolicy, securityHeaders, sentryIngestOrigin } from './headers.ts';

const directives = (csp: string) =>
  Object.fromEntries(
    csp.split('; ').map((d) => {
      const [name, ...sources] = d.split(' ');
      return [name!, sources];
    }),
  );

describe('content security policy', () => {
  const csp = contentSecurityPolicy({
    uploadOrigins: ['https://neo-ecosystem-production-uploadsbucket-x1.s3.us-east-1.amazonaws.com'],
    sentryDsn: 'https://0123456789abcdef@o450000.ingest.us.sentry.io/4500000000000000',
    https: true,
  });
  const d = directives(csp);

  it('allows the site itself and nothing foreign for scripts, styles and images', () => {
    expect(d['default-src']).toEqual(["'self'"]);
    expect(d['script-src']).toEqual(["'self'"]);
    expect(d['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(d['object-src']).toEqual(["'none'"]);
  });

  it('lets the islands reach the uploads bucket, WalletConnect, the chain RPCs, the bridge tracker and Sentry, and nothing else', () => {
    expect(d['connect-src']).toEqual([
      "'self'",
      'https://neo-ecosystem-production-uploadsbucket-x1.s3.us-east-1.amazonaws.com',
      'wss://relay.walletconnect.com',
      'wss://relay.walletconnect.org',
      ...chainEndpoints({}).map((u) => new URL(u).origin),
      'https://xexplorer.neo.org:8877',
      'https://o450000.ingest.us.sentry.io',
    ]);
    expect(d['connect-src']).toContain('https://mainnet-1.rpc.banelabs.org');
  });

  it("runs no inline script: script-src has neither 'unsafe-inline' nor 'unsafe-eval', locally or on HTTPS", () => {
    for (const policy of [
      csp,
      contentSecurityPolicy({ https: false }),
      securityHeaders({})['content-security-policy']!,
    ]) {
      const scriptSrc = directives(policy)['script-src'];
      expect(scriptSrc).toBeDefined();
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
    }
  });

  it('forbids framing the site and upgrades requests on HTTPS only', () => {
    expect(d['frame-ancestors']).toEqual(["'none'"]);
    expect(csp).toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy({ https: false })).not.toContain('upgrade-insecure-requests');
  });

  it('fits in a CloudFront response headers policy (CSP value at most 1783 characters)', () => {
    expect(csp.length).toBeLessThanOrEqual(1783);
  });

  it('takes the chain endpoints from the configuration', () => {
    expect(
      chainEndpoints({
        NEO_N3_RPC_URLS: 'http://127.0.0.1:20332',
        NEO_X_RPC_URLS: 'http://127.0.0.1:8545, ws://127.0.0.1:8546',
      }),
    ).toEqual(['http://127.0.0.1:20332', 'http://127.0.0.1:8545', 'ws://127.0.0.1:8546']);
    expect(chainEndpoints({})).toEqual([
      ...MAINNET_ENDPOINTS.n3,
      ...MAINNET_ENDPOINTS.neoX,
      ...MAINNET_ENDPOINTS.neoXWebsocket,
    ]);
  });

  it('allows the nodes the wallet pages call when they are named apart (PUBLIC_ settings first, as the pages read them)', () => {
    expect(
      chainEndpoints({ PUBLIC_NEO_N3_RPC_URLS: 'https://n3.example', NEO_N3_RPC_URLS: 'http://127.0.0.1:20332' }),
    ).toEqual(['https://n3.example', ...MAINNET_ENDPOINTS.neoX, ...MAINNET_ENDPOINTS.neoXWebsocket]);
  });

  it('reads the ingest origin of a Sentry DSN, and nothing from a missing or bad one', () => {
    expect(sentryIngestOrigin('https://key@o1.ingest.sentry.io/2')).toBe('https://o1.ingest.sentry.io');
    expect(sentryIngestOrigin('')).toBeUndefined();
    expect(sentryIngestOrigin('not a url')).toBeUndefined();
  });
});

describe('securityHeaders', () => {
  it('sends HSTS only over HTTPS, and nosniff, DENY, the referrer and opener policies always', () => {
    const local = securityHeaders({ https: false });
    expect(local['strict-transport-security']).toBeUndefined();
    expect(local).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(securityHeaders({ https: true })['strict-transport-security']).toBe(
      'max-age=63072000; includeSubDomains; preload',
    );
  });
});
