/**
 * The dashboard's session cookie (OWASP ASVS V3.4): the session token travels in an `HttpOnly; SameSite=Strict`
 * cookie that no script on the page can read, `Secure` and `__Host-` prefixed everywhere except plain-http
 * loopback (the local stack). Scripted API clients keep using `Authorization: Bearer`. The device cookie
 * (functions/domain/auth/device.ts) has the same attributes and lives 180 days.
 *
 * A write (any method but GET/HEAD/OPTIONS) authenticated by the cookie must come from the site's own origin
 * (`Origin` equal to PUBLIC_SITE_URL's origin or the origin the request was addressed to), so another site cannot
 * make the browser send one (OWASP CSRF Cheat Sheet, "Verifying Origin with Standard Headers").
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { config } from '../../config.ts';
import { isOriginSecret, ORIGIN_HEADER } from '../../lib/client-address.ts';
import { DEVICE_TTL_SECONDS } from './device.ts';
import { TOKEN_TTL_SECONDS } from './tokens.ts';

/** Cookie names: with `Secure` (HTTPS) the `__Host-` prefix pins it to this host and path `/`. */
export const SESSION_COOKIE = { secure: '__Host-neo_session', local: 'neo_session' } as const;
/** The device cookie's names (functions/domain/auth/device.ts); it outlives sign-out on purpose. */
export const DEVICE_COOKIE = { secure: '__Host-neo_device', local: 'neo_device' } as const;

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/;

/**
 * The origin the browser addressed: the forwarded host and scheme when the request came through a proxy of ours
 * (it carries the origin secret, functions/lib/client-address.ts), else the request URL's. Anyone else's
 * `X-Forwarded-Host` is ignored, or it could name whatever origin its `Origin` header claims.
 */
export function requestOrigin(c: Context): string {
  const url = new URL(c.req.url);
  const proxied = isOriginSecret(c.req.header(ORIGIN_HEADER), config().ORIGIN_SECRET);
  const host = (proxied && c.req.header('x-forwarded-host')) || url.host;
  const proto = (proxied && c.req.header('x-forwarded-proto')) || url.protocol.replace(':', '');
  return `${proto}://${host}`;
}

/** Whether the request reached us over plain http on a loopback host (the only place `Secure` is dropped). */
const plainLoopback = (c: Context) => {
  const origin = new URL(requestOrigin(c));
  return origin.protocol === 'http:' && LOOPBACK.test(origin.host);
};

/**
 * Set the cookie `names` (the `__Host-` one, or the plain one on a plain-http loopback host) to `token`: httpOnly,
 * SameSite Strict, path /, for `maxAgeSeconds`.
 */
function setAuthCookie(
  c: Context,
  names: { secure: string; local: string },
  token: string,
  maxAgeSeconds: number,
): void {
  const local = plainLoopback(c);
  setCookie(c, local ? names.local : names.secure, token, {
    httpOnly: true,
    sameSite: 'Strict',
    path: '/',
    secure: !local,
    maxAge: maxAgeSeconds,
  });
}

/** Set the session cookie to `token` (lives as long as the token). */
export function setSessionCookie(c: Context, token: string): void {
  setAuthCookie(c, SESSION_COOKIE, token, TOKEN_TTL_SECONDS);
}

/** Set the device cookie to `token` (functions/domain/auth/device.ts): same attributes, lives DEVICE_TTL_SECONDS. */
export function setDeviceCookie(c: Context, token: string): void {
  setAuthCookie(c, DEVICE_COOKIE, token, DEVICE_TTL_SECONDS);
}

/** The device token of the cookie, if the request has one. */
export const deviceCookie = (c: Context): string | undefined =>
  getCookie(c, DEVICE_COOKIE.secure) ?? getCookie(c, DEVICE_COOKIE.local);

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
