/**
 * The dashboard's session cookie (OWASP ASVS V3.4): the session token travels in an `HttpOnly; SameSite=Strict`
 * cookie that no script on the page can read, `Secure` and `__Host-` prefixed everywhere except plain-http
 * loopback (the local stack). Scripted API clients keep using `Authorization: Bearer`.
 *
 * A write (any method but GET/HEAD/OPTIONS) authenticated by the cookie must come from the site's own origin
 * (`Origin` equal to PUBLIC_SITE_URL's origin or the origin the request was addressed to), so another site cannot
 * make the browser send one (OWASP CSRF Cheat Sheet, "Verifying Origin with Standard Headers").
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { config } from '../../config.ts';
import { TOKEN_TTL_SECONDS } from './tokens.ts';

/** Cookie names: with `Secure` (HTTPS) the `__Host-` prefix pins it to this host and path `/`. */
export const SESSION_COOKIE = { secure: '__Host-neo_session', local: 'neo_session' } as const;

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/;

/** The origin the browser addressed: our proxy's forwarded host and scheme, else the request URL's. */
export function requestOrigin(c: Context): string {
  const url = new URL(c.req.url);
  const host = c.req.header('x-forwarded-host') ?? url.host;
  const proto = c.req.header('x-forwarded-proto') ?? url.protocol.replace(':', '');
  return `${proto}://${host}`;
}

/** Whether the request reached us over plain http on a loopback host (the only place `Secure` is dropped). */
const plainLoopback = (c: Context) => {
  const origin = new URL(requestOrigin(c));
  return origin.protocol === 'http:' && LOOPBACK.test(origin.host);
};

/** Set the session cookie to `token` (lives as long as the token). */
export function setSessionCookie(c: Context, token: string): void {
  const local = plainLoopback(c);
  setCookie(c, local ? SESSION_COOKIE.local : SESSION_COOKIE.secure, token, {
    httpOnly: true,
    sameSite: 'Strict',
    path: '/',
    secure: !local,
    maxAge: TOKEN_TTL_SECONDS,
  });
}

/** Remove the session cookie (sign-out, a refused session). */
export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE.local, { path: '/' });
  deleteCookie(c, SESSION_COOKIE.secure, { path: '/', secure: true });
}

/** The session token of the cookie, if the request has one. */
export const cookieToken = (c: Context): string | undefined =>
  getCookie(c, SESSION_COOKIE.secure) ?? getCookie(c, SESSION_COOKIE.local);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a cookie-authenticated request may go on: reads always, writes only with our own `Origin`. */
export function sameOriginWrite(c: Context): boolean {
  if (SAFE_METHODS.has(c.req.method)) return true;
  const origin = c.req.header('origin');
  if (!origin) return false;
  const allowed = new Set([new URL(config().PUBLIC_SITE_URL).origin, requestOrigin(c)]);
  return allowed.has(origin);
}
