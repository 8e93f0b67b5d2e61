/**
 * CORS for the public GET routes only (issue 18): their answers carry `Access-Control-Allow-Origin: *` (set by the
 * routes through `publicRead`, never with credentials), and a preflight for a GET on one of them is answered here.
 * Every other route (the back-office, sign-in, submissions' writes) gets no CORS header, so other origins cannot
 * call them from a browser.
 */
import type { MiddlewareHandler } from 'hono';

/** The public GET routes other origins may read (paths under /client; `:token` is one segment). */
export const PUBLIC_GET_PATHS: readonly RegExp[] = [
  /^\/client\/health$/,
  /^\/client\/dapp$/,
  /^\/client\/app$/,
  /^\/client\/snapshot\/(catalogue|live)$/,
  /^\/client\/global\/public$/,
  /^\/client\/openapi\.json$/,
  /^\/client\/submissions\/[0-9a-f]{64}$/,
];

/** Whether `path` is a public GET route. */
export const isPublicGet = (path: string) => PUBLIC_GET_PATHS.some((p) => p.test(path));

/** Answers a CORS preflight for a GET on a public route (204); passes everything else on. */
export const publicPreflight: MiddlewareHandler = async (c, next) => {
  if (c.req.method !== 'OPTIONS' || !isPublicGet(c.req.path) || c.req.header('access-control-request-method') !== 'GET')
    return next();
  return c.body(null, 204, {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET',
    'access-control-allow-headers': 'accept, accept-language, x-client-version',
    'access-control-max-age': '86400',
  });
};
