/**
 * The security headers of the public origin, written once: infra/edge.ts turns them into the CloudFront response
 * headers policy, and the local site server sends the same values, so the browser tests run under the real CSP.
 *
 * The Content-Security-Policy allows what the pages, the islands and the wallets need and nothing else:
 * - scripts: the site's own files only (`'self'`, no `'unsafe-inline'`, no hashes): the build moves every inline
 *   script — Astro's island runtime, `is:inline` ones, anything a later component adds — into `/_astro/` files
 *   (site/src/integrations/external-scripts.ts), so the CDN's static policy never has to follow a build;
 * - styles: the site itself plus `'unsafe-inline'`, kept on purpose: Astro inlines small per-component `<style>`
 *   blocks, islands and libraries (React, the cookie banner, the charts) set `style` attributes, and a style cannot
 *   run script;
 * - fonts, images: the site itself (and `data:`, `blob:` for images the dashboard previews);
 * - fetches (`connect-src`): the API and snapshots on the same origin, the uploads bucket the dashboard PUTs to,
 *   the WalletConnect relay, the Neo N3 / Neo X RPC endpoints of the wallet pages, the bridge's deposit tracker,
 *   Sentry's ingest when a DSN is set;
 * - frames: only WalletConnect's verify page; nobody may frame the site (`frame-ancestors 'none'`).
 */
import { cspEndpoints } from '../../chain/endpoints.ts';

/** WalletConnect v2 relay (the sign client's websocket) and its Verify API page (a hidden iframe). */
export const WALLETCONNECT = {
  connect: ['wss://relay.walletconnect.com', 'wss://relay.walletconnect.org'],
  frame: ['https://verify.walletconnect.com', 'https://verify.walletconnect.org'],
} as const;

/**
 * The chain endpoints for the CSP: the nodes the wallet pages call (`PUBLIC_NEO_N3_RPC_URLS` / `NEO_N3_RPC_URLS`,
 * `PUBLIC_NEO_X_RPC_URLS` / `NEO_X_RPC_URLS`, comma-separated) or the public mainnet defaults — chain/endpoints.ts
 * `cspEndpoints`, the one place that reads these settings.
 */
export function chainEndpoints(env: Record<string, string | undefined> = process.env): string[] {
  return cspEndpoints(env);
}

/**
 * The N3 → Neo X deposit tracker the bridge page polls (NEO.md §5.3: blockchain-services bs-neox
 * Neo3NeoXBridgeService.ts `BRIDGE_BASE_CONFIRMATION_URL`); `PUBLIC_BRIDGE_TRACKER_URL` (the same variable the page
 * reads, site/src/wallets/config.ts) replaces it, `off` removes it.
 */
export const DEFAULT_BRIDGE_TRACKER = 'https://xexplorer.neo.org:8877/api/v1/transactions/deposits';
export function bridgeTrackerOrigin(env: Record<string, string | undefined> = process.env): string | undefined {
  const value = env.PUBLIC_BRIDGE_TRACKER_URL?.trim();
  if (value === 'off') return undefined;
  try {
    return new URL(value || DEFAULT_BRIDGE_TRACKER).origin;
  } catch {
    return undefined;
  }
}

/** The origin that receives Sentry events for a DSN (`https://key@o1.ingest.sentry.io/2` → `https://o1.ingest.sentry.io`); undefined for no or a bad DSN. */
export function sentryIngestOrigin(dsn: string | undefined): string | undefined {
  if (!dsn?.trim()) return undefined;
  try {
    const url = new URL(dsn.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? `${url.protocol}//${url.host}` : undefined;
  } catch {
    return undefined;
  }
}

/** A URL's origin (scheme, host, port), or the value as given when it has no path (already an origin). */
const originOf = (value: string) => {
  try {
    return new URL(value).origin;
  } catch {
    return value;
  }
};

export interface SecurityHeaderOptions {
  /** Where the dashboard PUTs uploads (the uploads bucket's S3 endpoint, or s3rver locally). */
  uploadOrigins?: string[];
  /** Image origins besides the site itself (uploads served from another origin). */
  imageOrigins?: string[];
  /** RPC endpoints of the wallet pages (default: `chainEndpoints()`). */
  chainEndpoints?: string[];
  /** The bridge's deposit tracker origin (default: `bridgeTrackerOrigin()`; null for none). */
  bridgeTracker?: string | null;
  sentryDsn?: string;
  /** Served over HTTPS: adds HSTS and `upgrade-insecure-requests` (never for the local http origin). */
  https?: boolean;
}

/** The Content-Security-Policy value for these options (directives in a fixed order, sources de-duplicated). */
export function contentSecurityPolicy(options: SecurityHeaderOptions = {}): string {
  const uniq = (items: (string | undefined)[]) => [...new Set(items.filter((x): x is string => !!x))];
  const directives: [string, (string | undefined)[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...(options.imageOrigins ?? []).map(originOf)]],
    ['font-src', ["'self'", 'data:']],
    [
      'connect-src',
      [
        "'self'",
        ...(options.uploadOrigins ?? []).map(originOf),
        ...WALLETCONNECT.connect,
        ...(options.chainEndpoints ?? chainEndpoints()).map(originOf),
        options.bridgeTracker === null ? undefined : (options.bridgeTracker ?? bridgeTrackerOrigin()),
        sentryIngestOrigin(options.sentryDsn),
      ],
    ],
    ['frame-src', [...WALLETCONNECT.frame]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  const parts = directives.map(([name, sources]) => `${name} ${uniq(sources).join(' ')}`);
  if (options.https) parts.push('upgrade-insecure-requests');
  return parts.join('; ');
}

/** HSTS of the HTTPS origin: two years, subdomains, preload-ready. */
export const HSTS = { maxAgeSeconds: 63_072_000, includeSubdomains: true, preload: true } as const;
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** Browser features the site never uses. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';
/** Wallet extensions and WalletConnect open popups; they must keep their opener. */
export const OPENER_POLICY = 'same-origin-allow-popups';

/**
 * The policy of uploaded files (`/uploads/*`): a sandbox (no script, no same-origin access, no forms) that may show
 * only itself, images of its own and inline styles, so an uploaded SVG or HTML file runs nothing in the site's
 * origin even if it holds script. With `nosniff` the browser keeps to the stored content type.
 */
export const UPLOAD_CSP = "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'";
/** The headers every uploaded file is answered with (locally by the site server, on AWS by infra/edge.ts `uploadHeaders`). */
export const UPLOAD_HEADERS: Record<string, string> = {
  'content-security-policy': UPLOAD_CSP,
  'x-content-type-options': 'nosniff',
};

/** Every security header as `name → value` (lower-case names), for servers that set headers directly. */
export function securityHeaders(options: SecurityHeaderOptions = {}): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options),
    ...(options.https
      ? { 'strict-transport-security': `max-age=${HSTS.maxAgeSeconds}; includeSubDomains; preload` }
      : {}),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': REFERRER_POLICY,
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': OPENER_POLICY,
  };
}
