/**
 * The limits of the password checks (sign-in, password change) and of recovery, with their numbers in one place
 * (docs/SECURITY.md lists them). Every attempt is counted *before* the password is checked:
 * - per client address, a hard limit in a sliding window (`takeSlot`), given back when the attempt succeeds;
 * - per account, a growing back-off (`enterBackoff`) instead of a lock-out: while it runs the attempt is answered
 *   429 with `Retry-After` and never reaches the password check, so a guesser stays slow;
 * - a sign-in from a known device (a valid device token for the account, functions/domain/auth/device.ts) is judged
 *   by that device's own failures only (OWASP device cookies), never by the two counters above, which anyone can
 *   fill: an attacker rotating addresses keeps unknown devices waiting, but never the owner's own browser.
 */
import { mailboxKey } from '../../lib/mailbox.ts';
import type { TFunction } from '../../lib/i18n.ts';
import { TooManyRequestsError } from '../errors.ts';
import { clearBackoff, enterBackoff, releaseSlot, takeSlot, type Backoff, type Window } from './rate-limit.ts';

/**
 * Password checks (sign-in, password change): 20 per address in 15 min; per account 5 at once, then 1 s, 2 s … 30 s
 * apart; a known device, 10 failures in 15 min of its own (past them it signs in as an unknown device).
 */
export const PASSWORD_LIMITS = {
  address: { seconds: 900, max: 20 } satisfies Window,
  account: { free: 5, maxDelaySeconds: 30, windowSeconds: 900 } satisfies Backoff,
  device: { seconds: 900, max: 10 } satisfies Window,
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
 *
 * `device`, the id of a valid device token for this account, puts the attempt under that device's own limit instead
 * (a passing check gives its slot back and leaves the shared counters alone, so the owner's sign-in does not hand
 * an attacker new free attempts); a device past its limit is judged as an unknown one.
 */
export async function limitedPasswordCheck(
  kind: string,
  account: string,
  address: string,
  t: TFunction,
  check: () => Promise<boolean>,
  device?: string,
): Promise<boolean> {
  if (device) {
    const own = await takeSlot(`${kind}#device#${device}`, PASSWORD_LIMITS.device);
    if (own.ok) {
      const ok = await check();
      if (ok) await releaseSlot(own.slot);
      return ok;
    }
  }
  const slot = await takeSlot(`${kind}#addr#${address}`, PASSWORD_LIMITS.address);
  if (!slot.ok) throw refuse(t, slot.retryAfterSeconds);
  const gate = await enterBackoff(`${kind}#acct#${account}`, PASSWORD_LIMITS.account);
  if (!gate.ok) throw refuse(t, gate.retryAfterSeconds);
  const ok = await check();
  if (ok) await Promise.all([releaseSlot(slot.slot), clearBackoff(`${kind}#acct#${account}`)]);
  return ok;
}

/** Count one recovery request for `email` (its mailbox: `+tag` and case ignored) from `address`; throws TooManyRequestsError past RECOVERY_LIMITS. */
export async function limitRecovery(email: string, address: string, t: TFunction): Promise<void> {
  const byAddress = await takeSlot(`recover#addr#${address}`, RECOVERY_LIMITS.address);
  if (!byAddress.ok) throw refuse(t, byAddress.retryAfterSeconds);
  const byEmail = await takeSlot(`recover#mail#${mailboxKey(email)}`, RECOVERY_LIMITS.email);
  if (!byEmail.ok) throw refuse(t, byEmail.retryAfterSeconds);
}
