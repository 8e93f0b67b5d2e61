/**
 * The local site server: one origin like production's CDN. `/client/*` goes to the API, `/apps` and `/dapps`
 * redirect, files come from the current build, and any unknown path ends at `/`.
 */
import { Hono } from 'hono';
import { proxy } from 'hono/proxy';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';

export interface SiteServerOptions {
  /** Origin of the API, e.g. `http://127.0.0.1:8787`. */
  apiOrigin: string;
  /** The directory of the build to serve now (read per request, so a rebuild swaps it without a restart). */
  currentDir: () => string;
}

/** Redirects of SPEC §2. */
export const REDIRECTS: Record<string, string> = { '/apps': '/apps-overview', '/dapps': '/dapps-overview' };

export function createSiteServer({ apiOrigin, currentDir }: SiteServerOptions) {
  const app = new Hono();
  const statics = new Map<string, MiddlewareHandler>();
  const staticFor = (dir: string) => {
    let handler = statics.get(dir);
    if (!handler) {
      statics.clear();
      handler = serveStatic({
        root: dir,
        onFound: (path, c) => {
          c.header('cache-control', path.includes('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
        },
      });
      statics.set(dir, handler);
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
  for (const [from, to] of Object.entries(REDIRECTS)) {
    app.get(from, (c) => c.redirect(to, 301));
    app.get(`${from}/`, (c) => c.redirect(to, 301));
  }
  app.use('*', (c, next) => staticFor(currentDir())(c, next));
  app.notFound((c) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? c.redirect('/', 302) : c.json({ message: 'Not found' }, 404)));
  return app;
}
