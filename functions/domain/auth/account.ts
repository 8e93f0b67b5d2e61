/**
 * Sign-in, password change, recovery by mail and reset. Passwords arrive as the client's SHA-256 hex and are
 * stored as argon2id of it. Every password check runs under PASSWORD_LIMITS and every recovery request under
 * RECOVERY_LIMITS (functions/domain/auth/attempts.ts): counted before the check, answered 429 with `Retry-After` past
 * them, whether or not the e-mail exists.
 */
import { InvalidError, UnauthorizedError } from '../errors.ts';
import { config } from '../../config.ts';
import type { Stored } from '../../adapters/data/store.ts';
import type { Locale, TFunction } from '../../lib/i18n.ts';
import type { User, UserRecord } from '../../../content-schema/index.ts';
import { limitedPasswordCheck, limitRecovery } from './attempts.ts';
import { issueDeviceToken, readDeviceToken } from './device.ts';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from './passwords.ts';
import { consumeResetLink, queueRecoveryMail, revokeResetLinks } from './recovery.ts';
import { forgetSessions } from './session.ts';
import { issueToken } from './tokens.ts';
import { findUserByEmail, users } from './users.ts';

export { RESET_TTL_SECONDS } from './recovery.ts';
export { PASSWORD_LIMITS, RECOVERY_LIMITS } from './attempts.ts';

const normalEmail = (email: string) => email.trim().toLowerCase();

/** The public view of an administrator (no password hash, no epoch). */
export const publicUser = (u: Stored<UserRecord>): User & { version: number } => ({
  idUserPk: u.idUserPk,
  email: u.email,
  fullName: u.fullName,
  version: u.version,
});

/**
 * Check e-mail and password from client `address`, with the device token the browser presented (`deviceToken`, from
 * an earlier sign-in; a valid one for this e-mail puts the attempt under that device's own limit). Answers the user,
 * a new session token and a new device token. Throws 401 for wrong credentials (the same for an unknown e-mail), 429
 * TooManyRequestsError while a limit holds.
 */
export async function signIn(email: string, clientHash: string, address: string, t: TFunction, deviceToken?: string) {
  let user: Stored<UserRecord> | undefined;
  const knownDevice = await readDeviceToken(deviceToken, email);
  const check = async () => {
    await new Promise((r) => setTimeout(r, config().SIGN_IN_DELAY_MS));
    user = await findUserByEmail(email);
    return user
      ? verifyPassword(user.passwordHash, clientHash)
      : (await verifyPassword(DUMMY_PASSWORD_HASH, clientHash), false);
  };
  const ok = await limitedPasswordCheck('signin', normalEmail(email), address, t, check, knownDevice);
  if (!ok || !user) throw new UnauthorizedError(t('api.invalidCredentials'));
  const [token, device] = await Promise.all([
    issueToken(user.idUserPk, user.sessionEpoch ?? 0),
    issueDeviceToken(user.email),
  ]);
  return { user: publicUser(user), token, device };
}

/**
 * Store a new password, move the session epoch on (earlier tokens stop working) and revoke open reset links;
 * answers a fresh token.
 */
async function setPassword(user: Stored<UserRecord>, clientHash: string): Promise<string> {
  const epoch = (user.sessionEpoch ?? 0) + 1;
  await users().replace({ ...user, passwordHash: await hashPassword(clientHash), sessionEpoch: epoch }, user.version);
  forgetSessions();
  await revokeResetLinks(user.idUserPk);
  return issueToken(user.idUserPk, epoch);
}

/**
 * Change the signed-in administrator's password after checking the current one from client `address`: 400 when
 * it is wrong, 429 while the limits hold.
 */
export async function changePassword(
  user: Stored<UserRecord>,
  currentHash: string,
  newHash: string,
  address: string,
  t: TFunction,
) {
  const ok = await limitedPasswordCheck('password', String(user.idUserPk), address, t, () =>
    verifyPassword(user.passwordHash, currentHash),
  );
  if (!ok) throw new InvalidError(t('validation.general'), { currentPassword: t('api.currentPasswordWrong') });
  return { token: await setPassword(user, newHash), message: t('api.passwordChanged') };
}

/**
 * Ask for a reset link for `email` from client `address`: counted (429 past RECOVERY_LIMITS), then queued; the
 * same answer and the same work whether or not such an administrator exists.
 */
export async function requestRecovery(email: string, address: string, locale: Locale, t: TFunction): Promise<void> {
  const wanted = normalEmail(email);
  await limitRecovery(wanted, address, t);
  await queueRecoveryMail({ email: wanted, locale });
}

/** Reset the password with a link's secret (once, before it expires, the account's latest link); answers a token. 400 for a bad link. */
export async function resetPassword(secret: string, newHash: string, t: TFunction) {
  const invalid = () => new InvalidError(t('api.resetInvalid'));
  const userId = await consumeResetLink(secret);
  if (userId === undefined) throw invalid();
  const user = await users().get({ idUserPk: userId });
  if (!user) throw invalid();
  return { token: await setPassword(user, newHash), message: t('api.passwordChanged') };
}
