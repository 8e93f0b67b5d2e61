/**
 * Password recovery by mail, answered alike whatever the e-mail: the request only counts itself (RECOVERY_LIMITS)
 * and queues a job; the job looks the administrator up, issues a link and mails it, off the request path (in this
 * process on the local stack, the job worker function on AWS through an asynchronous invocation, which Lambda
 * queues). So neither the answer nor its time tells which e-mails exist.
 *
 * An account has at most one open link: issuing one revokes the ones before it, and a completed reset or a
 * password change revokes it (`revokeResetLinks`). Links are 256-bit secrets stored only as their SHA-256, valid
 * for RESET_TTL_SECONDS and once.
 */
import { createHash, randomBytes } from 'node:crypto';
import { config } from '../../config.ts';
import { guard } from '../../adapters/data/store.ts';
import { metaEntity } from '../../adapters/data/electro.ts';
import { isConditionFailure } from '../../adapters/data/errors.ts';
import { translator, type Locale } from '../../lib/i18n.ts';
import { log } from '../../lib/logger.ts';
import { sendMail } from '../../adapters/mail/mailer.ts';
import { invokeJobWorker } from '../jobs/launch.ts';
import { findUserByEmail } from './users.ts';

/** Lifetime of a password reset link, seconds (1 h). */
export const RESET_TTL_SECONDS = 3600;
/** The job worker's name for a queued recovery mail (functions/entry/handlers/worker.ts). */
export const RECOVERY_MAIL_JOB = 'recovery-mail';

export interface RecoveryMail {
  email: string;
  locale: Locale;
}

const digest = (secret: string) => createHash('sha256').update(secret).digest('hex');
const linkName = (secret: string) => `reset#${digest(secret)}`;
/** The one open link of an account: the digest of its secret. */
const currentName = (userId: number) => `reset-current#${userId}`;

/** Issue a new link for administrator `userId` (revoking any earlier one); answers the secret for the mail. */
export async function issueResetLink(userId: number): Promise<string> {
  const secret = randomBytes(32).toString('hex');
  const expiresAt = Math.floor(Date.now() / 1000) + RESET_TTL_SECONDS;
  const updatedAt = new Date().toISOString();
  await guard(() =>
    metaEntity()
      .put({ name: linkName(secret), value: userId, expiresAt, updatedAt })
      .go(),
  );
  await guard(() =>
    metaEntity()
      .put({ name: currentName(userId), data: digest(secret), expiresAt, updatedAt })
      .go(),
  );
  return secret;
}

/** Revoke every open link of administrator `userId`. */
export async function revokeResetLinks(userId: number): Promise<void> {
  await guard(() =>
    metaEntity()
      .delete({ name: currentName(userId) })
      .go(),
  );
}

/**
 * Use a link once: answers the administrator id when `secret` names the account's current, unexpired, unused link,
 * and deletes it (conditionally, so of concurrent uses only one gets the id); undefined otherwise.
 */
export async function consumeResetLink(secret: string): Promise<number | undefined> {
  const name = linkName(secret);
  const { data } = await guard(() => metaEntity().get({ name }).go());
  if (!data || (data.expiresAt ?? 0) < Date.now() / 1000) return undefined;
  const userId = Number(data.value);
  const current = await guard(() =>
    metaEntity()
      .get({ name: currentName(userId) })
      .go(),
  );
  if (current.data?.data !== digest(secret)) return undefined;
  try {
    await guard(() =>
      metaEntity()
        .delete({ name })
        .where(({ value }, { exists }) => exists(value))
        .go(),
    );
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
  return userId;
}

/** The queued job: mail a reset link to `email` when such an administrator exists (nothing otherwise). */
export async function sendRecoveryMail({ email, locale }: RecoveryMail): Promise<void> {
  const user = await findUserByEmail(email);
  if (!user) return;
  const secret = await issueResetLink(user.idUserPk);
  const t = translator(locale);
  const link = `${config().PUBLIC_SITE_URL.replace(/\/$/, '')}/password/reset/${secret}`;
  await sendMail({ to: user.email, subject: t('mail.recover.subject'), text: t('mail.recover.text', { link }) });
}

let localQueue: Promise<void> = Promise.resolve();

/**
 * Queue `mail` for `sendRecoveryMail`: on AWS an asynchronous invocation of the job worker (`JOB_FUNCTION_NAME`),
 * elsewhere the end of this process's queue. Resolves once queued, before the mail is sent; a failed delivery is
 * logged, never answered.
 */
export async function queueRecoveryMail(mail: RecoveryMail): Promise<void> {
  const worker = config().JOB_FUNCTION_NAME;
  if (worker) {
    await invokeJobWorker(worker, { job: RECOVERY_MAIL_JOB, recovery: mail });
    return;
  }
  localQueue = localQueue
    .then(() => sendRecoveryMail(mail))
    .catch((error) => log.error('recovery mail failed', { error: String(error) }));
}

/** Resolves when every recovery mail queued in this process so far was handled (tests, shutdown). */
export const recoveryMailsIdle = (): Promise<void> => localQueue;
