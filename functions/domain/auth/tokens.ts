/**
 * Session tokens: HS256 JWTs (hono/jwt) carrying the administrator's id, role, session epoch and a unique id.
 * A token is valid while its signature holds, it has not expired, it was not revoked by sign-out, and the user's
 * session epoch still equals the one it carries (a password change or reset increments the epoch).
 */
import { randomUUID } from 'node:crypto';
import { sign, verify } from 'hono/jwt';
import { config } from '../../config.ts';

/** Lifetime of a session token, seconds (12 h). */
export const TOKEN_TTL_SECONDS = 12 * 60 * 60;
export const ADMIN_ROLE = 'admin';

export interface TokenClaims {
  /** idUserPk of the administrator. */
  sub: number;
  role: string;
  /** The user's sessionEpoch when the token was issued. */
  epoch: number;
  /** Unique token id (for revocation on sign-out). */
  jti: string;
  /** Issued at and expiry, Unix seconds. */
  iat: number;
  exp: number;
}

/**
 * The HS256 key of JWT_SECRET, imported once per secret (hono/jwt would import the raw string on every call); also
 * signs the device tokens (functions/domain/auth/device.ts). Throws when JWT_SECRET is not configured.
 */
let key: { secret: string; crypto: Promise<CryptoKey> } | undefined;
export function signingKey(): Promise<CryptoKey> {
  const value = config().JWT_SECRET;
  if (!value) throw new Error('JWT_SECRET is not configured');
  if (key?.secret !== value) {
    const raw = new TextEncoder().encode(value);
    key = {
      secret: value,
      crypto: crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']),
    };
  }
  return key.crypto;
}

/** Issue a token for `userId` at `epoch`; `ttlSeconds` defaults to TOKEN_TTL_SECONDS. */
export function issueToken(
  userId: number,
  epoch: number,
  role = ADMIN_ROLE,
  ttlSeconds = TOKEN_TTL_SECONDS,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const claims = { sub: userId, role, epoch, jti: randomUUID(), iat: now, exp: now + ttlSeconds };
  return signingKey().then((k) => sign(claims, k, 'HS256'));
}

/**
 * Tokens whose signature this process checked, with their claims, under the secret that checked them: a dashboard
 * (or a script) sends many requests with one token, and the signature of the same string under the same secret
 * cannot change, so it is checked once; the expiry is checked on every call. Bounded: cleared past 1,000 entries.
 */
const verified = new Map<string, TokenClaims>();
let verifiedWith: Promise<CryptoKey> | undefined;

/** The claims of a token whose signature and expiry hold; undefined for anything else (never throws). */
export async function readToken(token: string): Promise<TokenClaims | undefined> {
  try {
    const current = signingKey();
    if (current !== verifiedWith) {
      verified.clear();
      verifiedWith = current;
    }
    const known = verified.get(token);
    if (known) return known.exp > Date.now() / 1000 ? known : undefined;
    const claims = (await verify(token, await current, 'HS256')) as unknown as TokenClaims;
    if (typeof claims.sub !== 'number' || typeof claims.epoch !== 'number' || typeof claims.jti !== 'string')
      return undefined;
    if (typeof claims.exp !== 'number') return undefined;
    if (verified.size >= 1000) verified.clear();
    if (verifiedWith === current) verified.set(token, claims);
    return claims;
  } catch {
    return undefined;
  }
}
