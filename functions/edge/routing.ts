/**
 * The routing rules of the public origin (SPEC §2), written once for every place that serves the site: the
 * CloudFront viewer-request function and the Lambda@Edge origin-response handler in production (their source is
 * generated here and deployed by infra/edge.ts), the publisher that sets each file's Cache-Control
 * (functions/domain/rebuild/publish.ts), and the local site server.
 *
 *   /apps, /dapps                   → 301 to /apps-overview, /dapps-overview
 *   /dashboard/*, /password/reset/* → the app shell page of that prefix (client-side routes), in both languages
 *   /x, /x/                         → /x/index.html (Astro's directory output)
 *   anything the bucket lacks        → 302 to /
 */

/** Redirects of SPEC §2 (permanent), in both languages (pt-BR pages live under /pt-BR/). */
export const REDIRECTS: Record<string, string> = {
  '/apps': '/apps-overview',
  '/dapps': '/dapps-overview',
  '/pt-BR/apps': '/pt-BR/apps-overview',
  '/pt-BR/dapps': '/pt-BR/dapps-overview',
};

/** Client-side routed apps: any path under the prefix is answered by the app's page. */
export const APP_SHELLS: [prefix: string, page: string][] = [
  ['/dashboard/', '/dashboard/'],
  ['/password/reset/', '/password/reset/'],
  ['/pt-BR/dashboard/', '/pt-BR/dashboard/'],
  ['/pt-BR/password/reset/', '/pt-BR/password/reset/'],
];

/** Routes left out of the sitemap (SPEC §2), in both languages; the edge also marks them `noindex`. */
export const NOINDEX_PREFIXES = [
  '/sign-in',
  '/password',
  '/my-wallet',
  '/get-gas',
  '/dashboard',
  '/pt-BR/sign-in',
  '/pt-BR/password',
  '/pt-BR/my-wallet',
  '/pt-BR/get-gas',
  '/pt-BR/dashboard',
];

/** Where an unknown path ends (SPEC §2), with a temporary redirect so a later page at that path is not shadowed. */
export const UNKNOWN_PATH_TARGET = '/';
/** Language prefixes of the site: an unknown path under one ends at that language's home page. */
export const LOCALE_PREFIXES = ['/pt-BR'];

/** The home page an unknown `path` is sent to: `/pt-BR/x` → `/pt-BR/`, anything else → `/`. */
export function unknownPathTarget(
  path: string,
  prefixes: string[] = LOCALE_PREFIXES,
  fallback = UNKNOWN_PATH_TARGET,
): string {
  for (var i = 0; i < prefixes.length; i++) {
    if (path === prefixes[i] || path.indexOf(prefixes[i] + '/') === 0) return prefixes[i] + '/';
  }
  return fallback;
}

/** Cache-Control values of the published files. */
export const CACHE_CONTROL = {
  /** Content-hashed build assets (`/_astro/*`): a new build gives new names. */
  immutable: 'public, max-age=31536000, immutable',
  /** HTML: browsers revalidate every time; the CDN keeps it a minute (a rebuild also invalidates what changed). */
  html: 'public, max-age=0, s-maxage=60, must-revalidate',
  /** Snapshot JSON read by the islands (prices, stats): refreshed by the sync jobs every few minutes. */
  snapshot: 'public, max-age=60, s-maxage=60',
  /** Uploaded images: a key is never reused (a new upload gets a new UUID). */
  upload: 'public, max-age=86400',
  /** Everything else at the root (favicon, sitemap, robots.txt). */
  other: 'public, max-age=3600',
} as const;

export interface RoutingRules {
  redirects: Record<string, string>;
  appShells: [string, string][];
}

/** The rules as data, for the generated edge code. */
export const ROUTING_RULES: RoutingRules = { redirects: REDIRECTS, appShells: APP_SHELLS };

/** What the edge does with a GET of a static path: redirect, or read this object key (leading slash). */
export type StaticRoute = { redirect: string } | { uri: string };

/**
 * Route a request path of the static site (no query string): a redirect, or the object to read, e.g.
 * `/apps/` → `{ redirect: '/apps-overview' }`, `/dashboard/dapps/3` → `{ uri: '/dashboard/index.html' }`,
 * `/wallets` → `{ uri: '/wallets/index.html' }`, `/favicon.svg` → `{ uri: '/favicon.svg' }`.
 *
 * Self-contained and written in the subset CloudFront Functions (cloudfront-js-2.0) run, because its source is
 * deployed as is: no references outside its parameters.
 */
export function routeStaticRequest(uri: string, rules: RoutingRules): StaticRoute {
  var path = uri || '/';
  var bare = path.length > 1 && path.charAt(path.length - 1) === '/' ? path.slice(0, -1) : path;
  if (Object.prototype.hasOwnProperty.call(rules.redirects, bare)) return { redirect: rules.redirects[bare]! };
  for (var i = 0; i < rules.appShells.length; i++) {
    var shell = rules.appShells[i]!;
    if (path.indexOf(shell[0]) === 0 || path + '/' === shell[0]) return { uri: shell[1] + 'index.html' };
  }
  if (path.charAt(path.length - 1) === '/') return { uri: path + 'index.html' };
  var last = path.slice(path.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) return { uri: path + '/index.html' };
  return { uri: path };
}

/** Cache-Control for a published object key (`_astro/a.js`, `index.html`, `snapshots/prices.json`, …). */
export function cacheControlFor(key: string): string {
  const path = key.replace(/^\/+/, '');
  if (path.startsWith('_astro/')) return CACHE_CONTROL.immutable;
  if (path.startsWith('snapshots/')) return CACHE_CONTROL.snapshot;
  if (path.startsWith('uploads/')) return CACHE_CONTROL.upload;
  if (path.endsWith('.html') || path === '') return CACHE_CONTROL.html;
  return CACHE_CONTROL.other;
}

/** True for paths search engines must not index (SPEC §2's sitemap exclusions). */
export const isNoindexPath = (path: string) =>
  NOINDEX_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`) || path.startsWith(`${p}.`));

/**
 * Source of the CloudFront Function (runtime cloudfront-js-2.0, viewer request) of the site's default behaviour:
 * `routeStaticRequest` with the rules above; redirects are answered at the edge.
 */
export function viewerRequestFunctionCode(rules: RoutingRules = ROUTING_RULES): string {
  return [
    `var RULES = ${JSON.stringify(rules)};`,
    `var route = (${routeStaticRequest.toString()});`,
    'function handler(event) {',
    '  var request = event.request;',
    '  var decision = route(request.uri, RULES);',
    '  if (decision.redirect) {',
    "    return { statusCode: 301, statusDescription: 'Moved Permanently', headers: { location: { value: decision.redirect }, 'cache-control': { value: 'public, max-age=3600' } } };",
    '  }',
    '  request.uri = decision.uri;',
    '  return request;',
    '}',
  ].join('\n');
}

/**
 * Source of the Lambda@Edge origin-response handler (ES module `index.mjs`) of the site's default behaviour: S3
 * answers 403/404 for an object it does not have (the bucket is private, reached through origin access control);
 * that becomes a 302 to the home page (SPEC §2: unknown paths go home; `/pt-BR/…` to the pt-BR home). Other responses pass through. CloudFront caches the
 * answer like any other, so the function runs once per missing path and edge location.
 */
export function originResponseFunctionCode(target = UNKNOWN_PATH_TARGET): string {
  return [
    `const target = (${unknownPathTarget.toString()});`,
    'export const handler = async (event) => {',
    '  const { request, response } = event.Records[0].cf;',
    "  if (response.status !== '403' && response.status !== '404') return response;",
    `  const location = target(request.uri || '/', ${JSON.stringify(LOCALE_PREFIXES)}, ${JSON.stringify(target)});`,
    '  return {',
    "    status: '302', statusDescription: 'Found',",
    "    headers: { location: [{ key: 'Location', value: location }], 'cache-control': [{ key: 'Cache-Control', value: 'public, max-age=60' }] },",
    '  };',
    '};',
  ].join('\n');
}
