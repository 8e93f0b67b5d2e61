/**
 * The administrator session on the API: `requireAdmin` lets a request through only with a valid, unrevoked,
 * current-epoch bearer token of an administrator. 401 without one (the client signs out), 403 `Restricted
 * Access` for a valid token without the administrator's right.
 */
import type { MiddlewareHandler } from 'hono';
import { HttpError } from '../lib/http-error.ts';
import type { ApiEnv } from '../api/env.ts';
import { guard } from '../data/store.ts';
import { metaEntity } from '../data/electro.ts';
import { ADMIN_ROLE, readToken, type TokenClaims } from './tokens.ts';
import { users } from './users.ts';

/** Revoke a token until it would have expired anyway (sign-out). */
export async function revoke(claims: TokenClaims): Promise<void> {
  await guard(() => metaEntity().put({ name: `revoked#${claims.jti}`, expiresAt: claims.exp, updatedAt: new Date().toISOString() }).go());
}

async function isRevoked(jti: string): Promise<boolean> {
  const { data } = await guard(() => metaEntity().get({ name: `revoked#${jti}` }).go());
  return !!data;
}

/** The bearer token of a request's Authorization header, if any. */
export const bearer = (header: string | undefined) => header?.match(/^Bearer\s+(\S+)$/i)?.[1];

export const requireAdmin: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const t = c.get('t');
  const token = bearer(c.req.header('authorization'));
  const claims = token ? await readToken(token) : undefined;
  if (!claims) throw new HttpError(401, t('api.unauthenticated'));
  const [revoked, user] = await Promise.all([isRevoked(claims.jti), users().get({ idUserPk: claims.sub })]);
  if (revoked || !user || (user.sessionEpoch ?? 0) !== claims.epoch) throw new HttpError(401, t('api.unauthenticated'));
  if (claims.role !== ADMIN_ROLE) throw new HttpError(403, t('api.restricted'));
  c.set('user', user);
  c.set('claims', claims);
  await next();
};
