/**
 * The guard in front of every admin route of the API (SPEC §6: only a signed-in administrator manages content).
 */
import type { MiddlewareHandler } from 'hono';
import { cookieToken, sameOriginWrite } from '../domain/auth/cookie.ts';
import { bearer, sessionUser } from '../domain/auth/session.ts';
import { ADMIN_ROLE, readToken } from '../domain/auth/tokens.ts';
import { HttpError } from './errors.ts';
import type { ApiEnv } from './env.ts';

/**
 * Lets a request through only with an administrator's valid session, then sets `c.var.user` (the stored
 * `UserRecord`) and `c.var.claims` (the token's `TokenClaims`) for the route.
 *
 * The session token is read from `Authorization: Bearer <token>` (scripted clients) or, without that header, from
 * the HttpOnly session cookie (the dashboard, functions/domain/auth/cookie.ts). Errors, as `HttpError` answered by the
 * app's error handler as `{ message }` in the request's language (functions/api/errors.ts):
 * - 401 `api.unauthenticated` ("sign in again"; the dashboard signs out, SPEC §4, §8) — no token; a token whose
 *   signature or expiry fails; a revoked token (signed out); a token of an older session epoch (password changed
 *   or reset since); a token of a user that no longer exists.
 * - 403 `api.restricted` ("Restricted Access", SPEC §6) — a valid token without the administrator's role; a write
 *   (not GET/HEAD/OPTIONS) authenticated by the cookie whose `Origin` is not the site's own (CSRF).
 * Table errors propagate (500). Needs the `t` variable that the app's language middleware sets.
 */
export const requireAdmin: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const t = c.get('t');
  const fromHeader = bearer(c.req.header('authorization'));
  const token = fromHeader ?? cookieToken(c);
  const claims = token ? await readToken(token) : undefined;
  if (!claims) throw new HttpError(401, t('api.unauthenticated'));
  if (!fromHeader && !sameOriginWrite(c)) throw new HttpError(403, t('api.restricted'));
  const user = await sessionUser(token!, claims);
  if (!user) throw new HttpError(401, t('api.unauthenticated'));
  if (claims.role !== ADMIN_ROLE) throw new HttpError(403, t('api.restricted'));
  c.set('user', user);
  c.set('claims', claims);
  await next();
};
