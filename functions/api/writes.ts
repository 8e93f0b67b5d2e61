/**
 * No cross-site writes (security, third round, finding 5; OWASP CSRF Cheat Sheet, "Verifying Origin with Standard
 * Headers" and "Content-Type"): every state-changing request (POST, PUT, PATCH, DELETE), public or not, cookie or
 * bearer, must
 * - carry no `Origin`, or one of the site's origins (`siteOrigins`): another origin answers **403**. A browser
 *   always sends `Origin` on a cross-origin write, so a page elsewhere is refused; API clients, the CLIs, the
 *   product's tests and server-to-server calls send none and go on (docs/SECURITY.md);
 * - send its body as `application/json`: any other type (`text/plain`, a form) answers **415**, so no write can be
 *   made by a "simple" cross-site request that skips the CORS preflight. A write without a body (DELETE, sign-out)
 *   needs no type.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { config } from '../config.ts';
import { requestOrigin } from '../domain/auth/cookie.ts';
import { HttpError } from './errors.ts';
import type { ApiEnv } from './env.ts';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPE = /^application\/json\s*(;|$)/i;

/** The origins a write may come from: PUBLIC_SITE_URL's and the one the request was addressed to (through our proxy). */
export const siteOrigins = (c: Context): Set<string> =>
  new Set([new URL(config().PUBLIC_SITE_URL).origin, requestOrigin(c)]);

/** Whether the request has a body (a declared type, a non-zero length or a chunked transfer). */
const hasBody = (c: Context) =>
  c.req.header('content-type') !== undefined ||
  Number(c.req.header('content-length') ?? 0) > 0 ||
  c.req.header('transfer-encoding') !== undefined;

/** 403 `{ message }` for a write from another origin, 415 for a write whose body is not JSON; others pass. */
export const sameSiteWrites: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (!WRITES.has(c.req.method)) return next();
  const t = c.get('t');
  const origin = c.req.header('origin');
  if (origin !== undefined && !siteOrigins(c).has(origin)) throw new HttpError(403, t('api.foreignOrigin'));
  if (hasBody(c) && !JSON_TYPE.test(c.req.header('content-type') ?? '')) throw new HttpError(415, t('api.jsonOnly'));
  return next();
};
