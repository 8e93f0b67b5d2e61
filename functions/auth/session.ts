/**
 * The administrator session on the API: `requireAdmin` lets a request through only with a valid, unrevoked,
 * current-epoch token of an administrator, from the `Authorization: Bearer` header (scripted clients) or the
 * session cookie (the dashboard, functions/auth/cookie.ts). 401 without one (the client signs out), 403
 * `Restricted Access` for a valid token without the administrator's right or a cookie write from another origin.
 */
import type { MiddlewareHandler } from 'hono';
import { HttpError } from '../lib/http-error.ts';
import type { ApiEnv } from '../api/env.ts';
import { guard } from '../data/store.ts';
import { metaEntity } from '../data/electro.ts';
import { ADMIN_ROLE, readToken, type TokenClaims } from './tokens.ts';
import { onContentChange } from '../content/events.ts';
import type { UserRecord } from '../../content-schema/index.ts';
import type { Stored } from '../data/store.ts';
import { users } from './users.ts';
import { cookieToken, sameOriginWrite } from './cookie.ts';

type User = Stored<UserRecord>;

/**
 * Sessions this process checked in the last SESSION_CHECK_MS: token → the user it belongs to. A dashboard sends
 * bursts of requests with one token, and each check costs two table reads; within this window a check is reused.
 * Sign-out, a password change and any change of a user record in this process forget every entry at once; another
 * API instance may accept a revoked token for at most this long, the same order as DynamoDB's eventually
 * consistent reads that the check uses anyway.
 */
const SESSION_CHECK_MS = 1000;
const checked = new Map<string, { until: number; user: User }>();

/** Forget every cached session check (after sign-out, a password change, a user record change). */
export function forgetSessions(): void {
  checked.clear();
}
onContentChange((change) => { if (change.entity === 'user') forgetSessions(); });

/** Revoke a token until it would have expired anyway (sign-out). */
export async function revoke(claims: TokenClaims): Promise<void> {
  forgetSessions();
  await guard(() => metaEntity().put({ name: `revoked#${claims.jti}`, expiresAt: claims.exp, updatedAt: new Date().toISOString() }).go());
  forgetSessions();
}

async function isRevoked(jti: string): Promise<boolean> {
  const { data } = await guard(() => metaEntity().get({ name: `revoked#${jti}` }).go());
  return !!data;
}

/** The bearer token of a request's Authorization header, if any. */
export const bearer = (header: string | undefined) => header?.match(/^Bearer\s+(\S+)$/i)?.[1];

/** The user of a valid, unrevoked, current-epoch session; undefined otherwise (two table reads, or the cache). */
async function sessionUser(token: string, claims: TokenClaims): Promise<User | undefined> {
  const hit = checked.get(token);
  if (hit && hit.until > Date.now()) return hit.user;
  const [revoked, user] = await Promise.all([isRevoked(claims.jti), users().get({ idUserPk: claims.sub })]);
  if (revoked || !user || (user.sessionEpoch ?? 0) !== claims.epoch) return undefined;
  if (checked.size > 1000) checked.clear();
  checked.set(token, { until: Date.now() + SESSION_CHECK_MS, user });
  return user;
}

/** Only an administrator's valid session passes (bearer header or session cookie); see the module comment. */
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
