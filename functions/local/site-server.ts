/**
 * The local site server: one origin like production's CDN. `/client/*` goes to the API, `/apps` and `/dapps`
 * redirect, files come from the current build, and any unknown path ends at `/` (`/pt-BR/…` at `/pt-BR/`).
 */
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { proxy } from 'hono/proxy';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import { APP_SHELLS, REDIRECTS, cacheControlFor, unknownPathTarget } from '../edge/routing.ts';
import { securityHeaders } from '../edge/headers.ts';

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
}

export function createSiteServer({ apiOrigin, currentDir, uploadsOrigin, uploadOrigins = [] }: SiteServerOptions) {
  const app = new Hono();
  // The production security headers (CSP, HSTS off on http, frame-ancestors, …), so local pages run under them too.
  const headers = securityHeaders({ uploadOrigins, https: false, sentryDsn: process.env.PUBLIC_SENTRY_DSN });
  app.use('*', async (c, next) => {
    await next();
    c.res = new Response(c.res.body, c.res);
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
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
        onFound: (path, c) => { c.header('cache-control', cacheControlFor(path.slice(dir.length))); },
      });
      statics.set(id, handler);
    }
    return handler;
  };

  app.all('/client/*', (c) => {
    const url = new URL(c.req.url);
    return proxy(`${apiOrigin}${url.pathname}${url.search}`, {
      ...c.req,
      headers: { ...c.req.header(), host: undefined, 'x-forwarded-host': url.host, 'x-forwarded-proto': url.protocol.replace(':', '') },
    });
  });
  if (uploadsOrigin) {
    app.get('/uploads/*', async (c) => {
      const res = await proxy(`${uploadsOrigin}/uploads/${c.req.path.slice('/uploads/'.length)}`);
      if (!res.ok) return c.json({ message: 'Not found' }, 404);
      const headers = new Headers(res.headers);
      headers.set('cache-control', 'public, max-age=86400');
      headers.set('x-content-type-options', 'nosniff');
      return new Response(res.body, { status: res.status, headers });
    });
  }
  for (const [from, to] of Object.entries(REDIRECTS)) {
    app.get(from, (c) => c.redirect(to, 301));
    app.get(`${from}/`, (c) => c.redirect(to, 301));
  }
  app.use('*', (c, next) => staticFor(currentDir())(c, next));
  for (const [prefix, page] of APP_SHELLS) {
    app.get(`${prefix}*`, (c, next) => staticFor(currentDir(), page)(c, next));
  }
  app.notFound((c) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? c.redirect(unknownPathTarget(c.req.path), 302) : c.json({ message: 'Not found' }, 404)));
  return app;
}
