/**
 * The administrator's account as its callers see it (functions/api/routes/auth.ts): sign-in, the change of
 * password and the reset by link, with the sessions they end (functions/domain/auth/session.ts `sessionUser`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusOf } from '../../api/errors.ts';
import { DomainError } from '../errors.ts';
import { translator } from '../../lib/i18n.ts';
import { startTestDatabase } from '../../../tests/support/database.ts';
import { changePassword, resetPassword, signIn } from './account.ts';
import { clientPasswordHash } from './passwords.ts';
import { issueResetLink } from './recovery.ts';
import { revoke, sessionUser } from './session.ts';
import { readToken } from './tokens.ts';
import { ensureFirstAdmin, findUserByEmail } from './users.ts';

const t = translator('en-US');
const ADDRESS = '203.0.113.7';
const EMAIL = 'root@example.org';
const sha = clientPasswordHash;

/** The refusal a call rejects with, with the status the API answers it (fails the test when it resolves). */
async function refusal(
  call: Promise<unknown>,
): Promise<{ status: number; message: string; fields?: Record<string, string> }> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  const { message, fields } = error as DomainError;
  return { status: statusOf(error), message, fields };
}

/** Whether `token` is still a live session (what requireAdmin asks). */
async function live(token: string): Promise<boolean> {
  const claims = await readToken(token);
  return !!claims && !!(await sessionUser(token, claims));
}

let db: Awaited<ReturnType<typeof startTestDatabase>>;
beforeAll(async () => {
  db = await startTestDatabase();
  await ensureFirstAdmin(EMAIL, 'First-Pass-2026');
});
afterAll(async () => db.close());

describe('administrator account', () => {
  it('signs in with the SHA-256 of the password, whatever the case of the e-mail, and never answers the hash', async () => {
    const { user, token } = await signIn('  Root@Example.org ', sha('First-Pass-2026'), ADDRESS, t);
    expect(user).toEqual({
      idUserPk: expect.any(Number),
      email: EMAIL,
      fullName: 'Administrator',
      version: expect.any(Number),
    });
    expect(await readToken(token)).toMatchObject({ sub: user.idUserPk, role: 'admin' });
    expect(await live(token)).toBe(true);
  });

  it('answers a burst of checks of one token alike, and a sign-out during a check is never undone', async () => {
    const { token } = await signIn(EMAIL, sha('First-Pass-2026'), ADDRESS, t);
    const claims = (await readToken(token))!;
    const burst = await Promise.all(Array.from({ length: 20 }, () => sessionUser(token, claims)));
    expect(new Set(burst.map((user) => user?.email))).toEqual(new Set([EMAIL]));
    // A check under way when the token is revoked must not put the session back in the cache.
    const racing = sessionUser(token, claims);
    await revoke(claims);
    await racing;
    expect(await live(token)).toBe(false);
  });

  it('refuses a wrong password and an unknown e-mail with the same 401', async () => {
    const wrong = await refusal(signIn(EMAIL, sha('not-it'), ADDRESS, t));
    const unknown = await refusal(signIn('nobody@example.org', sha('First-Pass-2026'), ADDRESS, t));
    expect([wrong.status, wrong.message]).toEqual([401, 'E-mail or password is incorrect.']);
    expect([unknown.status, unknown.message]).toEqual([wrong.status, wrong.message]);
  });

  it('changes the password only with the current one, and ends the earlier sessions', async () => {
    const { token: before } = await signIn(EMAIL, sha('First-Pass-2026'), ADDRESS, t);
    const user = (await findUserByEmail(EMAIL))!;
    const wrong = await refusal(changePassword(user, sha('not-it'), sha('Second-Pass-2026'), ADDRESS, t));
    expect(wrong.status).toBe(400);
    expect(wrong.fields).toEqual({ currentPassword: 'The current password is incorrect.' });
    expect(await live(before)).toBe(true);

    const changed = await changePassword(user, sha('First-Pass-2026'), sha('Second-Pass-2026'), ADDRESS, t);
    expect(changed.message).toBe('Password changed');
    expect(await live(before)).toBe(false);
    expect(await live(changed.token)).toBe(true);
    expect((await refusal(signIn(EMAIL, sha('First-Pass-2026'), ADDRESS, t))).status).toBe(401);
    expect((await signIn(EMAIL, sha('Second-Pass-2026'), ADDRESS, t)).user.email).toBe(EMAIL);
  });

  it("resets the password with the account's latest link, once, and refuses any other link", async () => {
    const user = (await findUserByEmail(EMAIL))!;
    const { token: before } = await signIn(EMAIL, sha('Second-Pass-2026'), ADDRESS, t);
    const older = await issueResetLink(user.idUserPk);
    const latest = await issueResetLink(user.idUserPk);
    const invalid = 'This reset link is invalid or has expired. Ask for a new one.';
    expect((await refusal(resetPassword(older, sha('Third-Pass-2026'), t))).message).toBe(invalid);
    expect((await refusal(resetPassword('0'.repeat(64), sha('Third-Pass-2026'), t))).status).toBe(400);

    const reset = await resetPassword(latest, sha('Third-Pass-2026'), t);
    expect(await live(reset.token)).toBe(true);
    expect(await live(before)).toBe(false);
    expect((await refusal(resetPassword(latest, sha('Fourth-Pass-2026'), t))).message).toBe(invalid);
    expect((await signIn(EMAIL, sha('Third-Pass-2026'), ADDRESS, t)).user.email).toBe(EMAIL);
  });
});
