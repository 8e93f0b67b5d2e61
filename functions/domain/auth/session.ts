/**
 * Administrator sessions: which user a valid token belongs to while it is unrevoked and of the user's current
 * session epoch (`sessionUser`), sign-out (`revoke`) and the in-process cache of session checks. The API's guard in
 * front of every admin route, `requireAdmin`, is functions/api/require-admin.ts.
 */
import { guard } from '../../adapters/data/store.ts';
import { metaEntity } from '../../adapters/data/electro.ts';
import { onContentChange } from '../../adapters/data/events.ts';
import type { TokenClaims } from './tokens.ts';
import type { UserRecord } from '../../../content-schema/index.ts';
import type { Stored } from '../../adapters/data/store.ts';
import { users } from './users.ts';

/** A signed-in user: the stored UserRecord with its version and timestamps (the API's `c.var.user`). */
export type SessionUser = Stored<UserRecord>;
type User = SessionUser;

/**
 * Sessions this process checked in the last SESSION_CHECK_MS: token → the user it belongs to. A dashboard sends
 * bursts of requests with one token, and each check costs two table reads; within this window a check is reused.
 * Sign-out, a password change and any change of a user record in this process forget every entry at once; another
 * API instance may accept a revoked token for at most this long, the same order as DynamoDB's eventually
 * consistent reads that the check uses anyway.
 */
const SESSION_CHECK_MS = 1000;
const checked = new Map<string, { until: number; user: User }>();
/** Checks under way: the requests of one burst that arrive together share one check instead of each reading. */
const pending = new Map<string, Promise<User | undefined>>();
/** Bumped by forgetSessions: a check that began before it neither answers later callers nor fills the cache. */
let generation = 0;

/** Forget every cached session check (after sign-out, a password change, a user record change). */
export function forgetSessions(): void {
  checked.clear();
  pending.clear();
  generation++;
}
onContentChange((change) => {
  if (change.entity === 'user') forgetSessions();
});

/** Revoke a token until it would have expired anyway (sign-out). */
export async function revoke(claims: TokenClaims): Promise<void> {
  forgetSessions();
  await guard(() =>
    metaEntity()
      .put({ name: `revoked#${claims.jti}`, expiresAt: claims.exp, updatedAt: new Date().toISOString() })
      .go(),
  );
  forgetSessions();
}

async function isRevoked(jti: string): Promise<boolean> {
  const { data } = await guard(() =>
    metaEntity()
      .get({ name: `revoked#${jti}` })
      .go(),
  );
  return !!data;
}

/** The bearer token of a request's Authorization header, if any. */
export const bearer = (header: string | undefined) => header?.match(/^Bearer\s+(\S+)$/i)?.[1];

/**
 * The administrator record of a session: `token` must be the string whose verified claims are `claims`
 * (functions/domain/auth/tokens.ts `readToken`). Answers the stored user when the token is not revoked and the user still
 * exists with `sessionEpoch` equal to the token's `epoch`; undefined otherwise. Two table reads, or the cache of the
 * last SESSION_CHECK_MS; errors of the table propagate.
 */
export async function sessionUser(token: string, claims: TokenClaims): Promise<User | undefined> {
  const hit = checked.get(token);
  if (hit && hit.until > Date.now()) return hit.user;
  const running = pending.get(token);
  if (running) return running;
  const started = generation;
  const check = checkSession(claims).then((user) => {
    if (generation !== started) return user;
    if (pending.get(token) === check) pending.delete(token);
    if (user) {
      if (checked.size > 1000) checked.clear();
      checked.set(token, { until: Date.now() + SESSION_CHECK_MS, user });
    }
    return user;
  });
  check.catch(() => pending.get(token) === check && pending.delete(token));
  pending.set(token, check);
  return check;
}

/** The two table reads of a session check: the user when the token is unrevoked and of the user's current epoch. */
async function checkSession(claims: TokenClaims): Promise<User | undefined> {
  const [revoked, user] = await Promise.all([isRevoked(claims.jti), users().get({ idUserPk: claims.sub })]);
  return revoked || !user || (user.sessionEpoch ?? 0) !== claims.epoch ? undefined : user;
}
