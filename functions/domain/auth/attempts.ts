/**
 * The limits of the password checks (sign-in, password change) and of recovery, with their numbers in one place
 * (docs/SECURITY.md lists them). Every attempt is counted *before* the password is checked:
 * - per client address, a hard limit in a sliding window (`takeSlot`), given back when the attempt succeeds;
 * - per account, a growing back-off (`enterBackoff`) instead of a lock-out: while it runs the attempt is answered
 *   429 with `Retry-After` and never reaches the password check, so a guesser stays slow and the owner gets in after
 *   waiting at most `maxDelaySeconds`.
 */
import type { TFunction } from 'i18next';
import { TooManyRequestsError } from '../../lib/http-error.ts';
import { clearBackoff, enterBackoff, releaseSlot, takeSlot, type Backoff, type Window } from './rate-limit.ts';

/** Password checks (sign-in, password change): 20 per address in 15 min; per account 5 at once, then 1 s, 2 s … 30 s apart. */
export const PASSWORD_LIMITS = {
  address: { seconds: 900, max: 20 } satisfies Window,
  account: { free: 5, maxDelaySeconds: 30, windowSeconds: 900 } satisfies Backoff,
};
/** Recovery requests: 3 per e-mail and 10 per address in an hour. */
export const RECOVERY_LIMITS = {
  email: { seconds: 3600, max: 3 } satisfies Window,
  address: { seconds: 3600, max: 10 } satisfies Window,
};

const refuse = (t: TFunction, retryAfterSeconds: number) =>
  new TooManyRequestsError(t('api.tooManyAttemptsSeconds', { seconds: retryAfterSeconds }), retryAfterSeconds);

/**
 * Run the password check `check` for account `account` from `address` under PASSWORD_LIMITS (`kind` separates
 * sign-in from password change). Answers what `check` answered; throws TooManyRequestsError (429 with the wait in
 * seconds) before running it when a limit is reached. A passing check gives the address slot back and clears the
 * account's back-off.
 */
export async function limitedPasswordCheck(
  kind: string,
  account: string,
  address: string,
  t: TFunction,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const slot = await takeSlot(`${kind}#addr#${address}`, PASSWORD_LIMITS.address);
  if (!slot.ok) throw refuse(t, slot.retryAfterSeconds);
  const gate = await enterBackoff(`${kind}#acct#${account}`, PASSWORD_LIMITS.account);
  if (!gate.ok) throw refuse(t, gate.retryAfterSeconds);
  const ok = await check();
  if (ok) await Promise.all([releaseSlot(slot.slot), clearBackoff(`${kind}#acct#${account}`)]);
  return ok;
}

/** Count one recovery request for `email` from `address`; throws TooManyRequestsError past RECOVERY_LIMITS. */
export async function limitRecovery(email: string, address: string, t: TFunction): Promise<void> {
  const byAddress = await takeSlot(`recover#addr#${address}`, RECOVERY_LIMITS.address);
  if (!byAddress.ok) throw refuse(t, byAddress.retryAfterSeconds);
  const byEmail = await takeSlot(`recover#mail#${email}`, RECOVERY_LIMITS.email);
  if (!byEmail.ok) throw refuse(t, byEmail.retryAfterSeconds);
}
