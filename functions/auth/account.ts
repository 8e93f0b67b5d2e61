/**
 * Sign-in, password change, recovery by mail and reset. Passwords arrive as the client's SHA-256 hex and are
 * stored as argon2id of it. Failed sign-ins are counted per account and per address; past the limit the API
 * answers 429 whether or not the e-mail exists.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { TFunction } from 'i18next';
import { HttpError } from '../lib/http-error.ts';
import { config } from '../config.ts';
import { guard, type Stored } from '../data/store.ts';
import { metaEntity } from '../data/electro.ts';
import { sendMail } from '../mail/mailer.ts';
import type { User, UserRecord } from '../../content-schema/index.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { count, hit, minutesLeft, type Window } from './rate-limit.ts';
import { forgetSessions } from './session.ts';
import { issueToken } from './tokens.ts';
import { findUserByEmail, users } from './users.ts';

/** Sign-in failures allowed per account and per client address in 15 minutes. */
export const SIGN_IN_LIMITS = { account: { seconds: 900, max: 5 }, address: { seconds: 900, max: 20 } } satisfies Record<string, Window>;
/** Lifetime of a password reset link, seconds (1 h). */
export const RESET_TTL_SECONDS = 3600;

// Verified when the e-mail is unknown, so a wrong e-mail costs the same time as a wrong password.
const DUMMY_HASH = hashPassword('0'.repeat(64));

/** The public view of an administrator (no password hash, no epoch). */
export const publicUser = (u: Stored<UserRecord>): User & { version: number } =>
  ({ idUserPk: u.idUserPk, email: u.email, fullName: u.fullName, version: u.version });

/** Check e-mail and password; answers the user and a new token, or throws 401 / 429. */
export async function signIn(email: string, clientHash: string, address: string, t: TFunction) {
  const keys = { account: `signin#acct#${email}`, address: `signin#addr#${address}` };
  const [byAccount, byAddress] = await Promise.all([count(keys.account, SIGN_IN_LIMITS.account), count(keys.address, SIGN_IN_LIMITS.address)]);
  if (byAccount >= SIGN_IN_LIMITS.account.max || byAddress >= SIGN_IN_LIMITS.address.max) {
    throw new HttpError(429, t('api.tooManyAttempts', { minutes: minutesLeft(SIGN_IN_LIMITS.account) }));
  }
  await new Promise((r) => setTimeout(r, config().SIGN_IN_DELAY_MS));
  const user = await findUserByEmail(email);
  const ok = user ? await verifyPassword(user.passwordHash, clientHash) : (await verifyPassword(await DUMMY_HASH, clientHash), false);
  if (!user || !ok) {
    await Promise.all([hit(keys.account, SIGN_IN_LIMITS.account), hit(keys.address, SIGN_IN_LIMITS.address)]);
    throw new HttpError(401, t('api.invalidCredentials'));
  }
  return { user: publicUser(user), token: await issueToken(user.idUserPk, user.sessionEpoch ?? 0) };
}

/** Store a new password and move the session epoch on (earlier tokens stop working); answers a fresh token. */
async function setPassword(user: Stored<UserRecord>, clientHash: string): Promise<string> {
  const epoch = (user.sessionEpoch ?? 0) + 1;
  await users().replace({ ...user, passwordHash: await hashPassword(clientHash), sessionEpoch: epoch }, user.version);
  forgetSessions();
  return issueToken(user.idUserPk, epoch);
}

/** Change the signed-in administrator's password after checking the current one (400 when wrong). */
export async function changePassword(user: Stored<UserRecord>, currentHash: string, newHash: string, t: TFunction) {
  if (!(await verifyPassword(user.passwordHash, currentHash))) {
    throw new HttpError(400, t('validation.general'), { currentPassword: t('api.currentPasswordWrong') });
  }
  return { token: await setPassword(user, newHash), message: t('api.passwordChanged') };
}

const digest = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * Mail a single-use reset link to `email` when such an administrator exists. Answers nothing either way, so
 * the caller cannot learn which e-mails exist.
 */
export async function requestRecovery(email: string, t: TFunction): Promise<void> {
  const user = await findUserByEmail(email);
  if (!user) return;
  const secret = randomBytes(32).toString('hex');
  const expiresAt = Math.floor(Date.now() / 1000) + RESET_TTL_SECONDS;
  await guard(() => metaEntity().put({ name: `reset#${digest(secret)}`, value: user.idUserPk, expiresAt, updatedAt: new Date().toISOString() }).go());
  const link = `${config().PUBLIC_SITE_URL.replace(/\/$/, '')}/password/reset/${secret}`;
  await sendMail({
    to: user.email,
    subject: t('mail.recover.subject'),
    text: t('mail.recover.text', { link }),
  });
}

/** Reset the password with a link's secret (once, before it expires); answers a token. 400 for a bad link. */
export async function resetPassword(secret: string, newHash: string, t: TFunction) {
  const name = `reset#${digest(secret)}`;
  const invalid = () => new HttpError(400, t('api.resetInvalid'));
  const { data } = await guard(() => metaEntity().get({ name }).go());
  if (!data || (data.expiresAt ?? 0) < Date.now() / 1000) throw invalid();
  try {
    // Deleting on the condition that it still exists makes the link single-use even under concurrent resets.
    await guard(() => metaEntity().delete({ name }).where(({ value }, { exists }) => exists(value)).go());
  } catch {
    throw invalid();
  }
  const user = await users().get({ idUserPk: data.value as number });
  if (!user) throw invalid();
  return { token: await setPassword(user, newHash), message: t('api.passwordChanged') };
}
