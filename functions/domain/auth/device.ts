/**
 * Device tokens (OWASP "Slow Brute Force Attacks: Device Cookies"): a browser that signed in to an account keeps a
 * signed token naming that account, sent back in an `HttpOnly` cookie (functions/domain/auth/cookie.ts). A sign-in
 * that presents one for the account it tries is judged by that device's own failures only
 * (functions/domain/auth/attempts.ts), so an attacker filling the per-account and per-address counters from
 * elsewhere cannot keep the owner out.
 *
 * The token is an HS256 JWT under the session tokens' key, with `typ: "device"` and no numeric `sub`, so it is never
 * a session (readToken refuses it) and a session token is never a device token. It names the account by the SHA-256
 * of its normalised e-mail, so the cookie carries no address.
 */
import { createHash, randomUUID } from 'node:crypto';
import { sign, verify } from 'hono/jwt';
import { signingKey } from './tokens.ts';

/** Lifetime of a device token and its cookie, seconds (180 days); a new one is issued at every sign-in. */
export const DEVICE_TTL_SECONDS = 180 * 24 * 60 * 60;

const DEVICE_TYPE = 'device';

/** The account a device token names: SHA-256 hex of the trimmed, lower-cased e-mail. */
const accountOf = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/** Issue a device token for the administrator who just signed in with `email`. Throws without JWT_SECRET. */
export async function issueDeviceToken(email: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    typ: DEVICE_TYPE,
    acct: accountOf(email),
    jti: randomUUID(),
    iat: now,
    exp: now + DEVICE_TTL_SECONDS,
  };
  return sign(claims, await signingKey(), 'HS256');
}

/**
 * The device id (the token's `jti`) when `token` is a device token whose signature and expiry hold and that names
 * the account of `email`; undefined for anything else, including no token (never throws).
 */
export async function readDeviceToken(token: string | undefined, email: string): Promise<string | undefined> {
  if (!token) return undefined;
  try {
    const claims = await verify(token, await signingKey(), 'HS256');
    if (claims.typ !== DEVICE_TYPE || typeof claims.jti !== 'string' || typeof claims.exp !== 'number')
      return undefined;
    return claims.acct === accountOf(email) ? claims.jti : undefined;
  } catch {
    return undefined;
  }
}
