/**
 * The local site server: one origin like production's CDN. `/client/*` goes to the API, `/apps` and `/dapps`
 * redirect, files come from the current build, and any unknown path ends at `/` (`/pt-BR/…` at `/pt-BR/`).
 *
 * Like CloudFront, the `/client/*` proxy names the client itself: `X-Forwarded-For` is the socket's address (the
 * client's own header is dropped), the origin secret goes along as `X-Origin-Verify`, and hop-by-hop headers are
 * not forwarded. `/uploads/*` is answered with UPLOAD_HEADERS (a sandbox CSP: nothing uploaded runs in the site's
 * origin).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { proxy } from 'hono/proxy';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import { APP_SHELLS, REDIRECTS, cacheControlFor, unknownPathTarget } from '../../functions/edge/routing.ts';
import { securityHeaders, UPLOAD_HEADERS } from '../../functions/edge/headers.ts';
import { ORIGIN_HEADER } from '../../functions/lib/client-address.ts';
import { contentTypeFor } from '../../functions/domain/rebuild/publish.ts';

export { APP_SHELLS, REDIRECTS };

export interface SiteServerOptions {
  /** Origin of the API, e.g. `http://127.0.0.1:8787`. */
  apiOrigin: string;
  /** The directory of the build to serve now (read per request, so a rebuild swaps it without a restart). */
  currentDir: () => string;
  /** Path-style URL of the uploads bucket (`http://127.0.0.1:PORT/bucket`); `/uploads/*` is read from there. */
  uploadsOrigin?: string;
  /** Origins the browser uploads to directly (presigned PUTs), allowed by the CSP's connect-src. */
  uploadOrigins?: string[];
  /** The secret added as `X-Origin-Verify` to API requests (the API's ORIGIN_SECRET). */
  originSecret?: string;
}

/** Headers that belong to one connection (RFC 9110 §7.6.1) and never cross a proxy. */
const HOP_BY_HOP = new Set([
  'connection',
  'expect',
  'upgrade',
  'keep-alive',
  'te',
  'trailer',
  'transfer-encoding',
  'proxy-connection',
  'host',
]);

/**
 * The headers to send upstream for a client request: without hop-by-hop ones (and those its `Connection` names),
 * without any client-sent forwarding or origin-secret header; `forwarded` added on top.
 */
export function upstreamHeaders(
  incoming: Record<string, string>,
  forwarded: Record<string, string | undefined>,
): Record<string, string> {
  const named = new Set(
    (incoming.connection ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(incoming)) {
    const lower = name.toLowerCase();
    if (
      HOP_BY_HOP.has(lower) ||
      named.has(lower) ||
      lower.startsWith('proxy-') ||
      lower.startsWith('x-forwarded-') ||
      lower === 'forwarded' ||
      lower === ORIGIN_HEADER ||
      lower === 'cloudfront-viewer-address'
    )
      continue;
    out[lower] = value;
  }
  for (const [name, value] of Object.entries(forwarded)) if (value) out[name] = value;
  return out;
}

/** The site server app (serve it with @hono/node-server so the proxy sees each client's socket). */
export function createSiteServer({
  apiOrigin,
  currentDir,
  uploadsOrigin,
  uploadOrigins = [],
  originSecret,
}: SiteServerOptions) {
  const app = new Hono();
  // The production security headers (CSP, HSTS off on http, frame-ancestors, …), so local pages run under them too.
  const headers = securityHeaders({ uploadOrigins, https: false, sentryDsn: process.env.PUBLIC_SENTRY_DSN });
  app.use('*', async (c, next) => {
    await next();
    c.res = new Response(c.res.body, c.res);
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
    // An uploaded file never runs in the site's origin (what infra/edge.ts `uploadHeaders` does on CloudFront).
    if (c.req.path.startsWith('/uploads/'))
      for (const [name, value] of Object.entries(UPLOAD_HEADERS)) c.res.headers.set(name, value);
  });
  // Text answers compressed when the browser accepts it, as the CDN does in production (infra/cdn.ts `compress`).
  app.use('*', compress());
  const statics = new Map<string, MiddlewareHandler>();
  /** The static handler of a build directory (optionally answering every path with one page). */
  const staticFor = (dir: string, page?: string) => {
    const id = `${dir}|${page ?? ''}`;
    let handler = statics.get(id);
    if (!handler) {
      for (const key of statics.keys()) if (!key.startsWith(`${dir}|`)) statics.delete(key);
      handler = serveStatic({
        root: dir,
        ...(page ? { rewriteRequestPath: () => page } : {}),
        onFound: (path, c) => {
          c.header('cache-control', cacheControlFor(path.slice(dir.length)));
          // The Atom feed as the bucket serves it on AWS (its type is not its extension's).
          if (path.endsWith('/changelog.xml')) c.header('content-type', contentTypeFor(path));
        },
      });
      statics.set(id, handler);
    }
    return handler;
  };

  app.all('/client/*', (c) => {
    const url = new URL(c.req.url);
    const socket = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket
      ?.remoteAddress;
    return proxy(`${apiOrigin}${url.pathname}${url.search}`, {
      method: c.req.method,
      body: c.req.raw.body,
      duplex: 'half',
      headers: upstreamHeaders(c.req.header(), {
        'x-forwarded-for': socket?.replace(/^::ffff:/, ''),
        'x-forwarded-host': url.host,
        'x-forwarded-proto': url.protocol.replace(':', ''),
        [ORIGIN_HEADER]: originSecret,
      }),
    } as RequestInit);
  });
  if (uploadsOrigin) {
    app.get('/uploads/*', async (c) => {
      const res = await proxy(`${uploadsOrigin}/uploads/${c.req.path.slice('/uploads/'.length)}`);
      if (!res.ok) return c.json({ message: 'Not found' }, 404);
      const headers = new Headers(res.headers);
      headers.set('cache-control', 'public, max-age=86400');
      return new Response(res.body, { status: res.status, headers });
    });
  }
  for (const [from, to] of Object.entries(REDIRECTS)) {
    app.get(from, (c) => c.redirect(to, 301));
    app.get(`${from}/`, (c) => c.redirect(to, 301));
  }
  // The build's own redirects (the numeric-id detail routes → slug pages) as 301s, from its `_redirects.json`.
  const tables = new Map<string, Promise<Record<string, string>>>();
  app.use('*', async (c, next) => {
    const dir = currentDir();
    if (!tables.has(dir))
      tables.set(
        dir,
        readFile(join(dir, '_redirects.json'), 'utf8').then(
          (t) => JSON.parse(t) as Record<string, string>,
          () => ({}),
        ),
      );
    const to = (await tables.get(dir)!)[c.req.path.replace(/\/+$/, '') || '/'];
    return to && (c.req.method === 'GET' || c.req.method === 'HEAD') ? c.redirect(to, 301) : next();
  });
  app.use('*', (c, next) => staticFor(currentDir())(c, next));
  for (const [prefix, page] of APP_SHELLS) {
    app.get(`${prefix}*`, (c, next) => staticFor(currentDir(), page)(c, next));
  }
  app.notFound((c) =>
    c.req.method === 'GET' || c.req.method === 'HEAD'
      ? c.redirect(unknownPathTarget(c.req.path), 302)
      : c.json({ message: 'Not found' }, 404),
  );
  return app;
}
