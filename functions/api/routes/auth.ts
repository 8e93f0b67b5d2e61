/**
 * Auth routes (SPEC §7): sign in, validate the session, sign out, change, recover and reset the password. Sign-in,
 * password change and reset set the `HttpOnly` session cookie (functions/domain/auth/cookie.ts); sign-out clears it.
 * Sign-in also sets the device cookie (functions/domain/auth/device.ts). The session token is in the JSON answer only
 * for API clients, which send no `Origin`; a browser always sends one on these methods and gets the cookie alone.
 */
import { Hono, type Context } from 'hono';
import {
  AuthRequestSchema,
  ChangePasswordSchema,
  RecoverByMailSchema,
  ResetPasswordSchema,
} from '../../../content-schema/index.ts';
import { changePassword, publicUser, requestRecovery, resetPassword, signIn } from '../../domain/auth/account.ts';
import { clearSessionCookie, deviceCookie, setDeviceCookie, setSessionCookie } from '../../domain/auth/cookie.ts';
import { revoke } from '../../domain/auth/session.ts';
import { requireAdmin } from '../require-admin.ts';
import type { ApiEnv } from '../env.ts';
import { requestAddress } from '../origin.ts';
import { valid } from '../validate.ts';

/**
 * Set the session cookie to `token` and answer `answer`, with `token` added for an API client (no `Origin`, SPEC §7)
 * so it can send it as a Bearer; a browser's page never sees the token.
 */
function withSession<T extends object>(c: Context, answer: T, token: string): T & { token?: string } {
  setSessionCookie(c, token);
  return c.req.header('origin') ? answer : { ...answer, token };
}

export const authRoutes = new Hono<ApiEnv>()
  /**
   * POST /client/auth `{ email, password: sha256hex }` → `{ user, token? }` (token only without `Origin`) + session
   * and device cookies; a valid device cookie for the e-mail is judged by its own failures only. 401 wrong
   * credentials, 429 (Retry-After, seconds) past the limits.
   */
  .post('/auth', valid('json', AuthRequestSchema), async (c) => {
    const { email, password } = c.req.valid('json');
    const result = await signIn(email, password, requestAddress(c), c.get('t'), deviceCookie(c));
    setDeviceCookie(c, result.device);
    return c.json(withSession(c, { user: result.user }, result.token));
  })
  /** GET /client/auth (session) → the signed-in user. */
  .get('/auth', requireAdmin, (c) => c.json(publicUser(c.get('user'))))
  /** DELETE /client/auth (session) → signs out: the token is revoked and the cookie cleared. */
  .delete('/auth', requireAdmin, async (c) => {
    await revoke(c.get('claims'));
    clearSessionCookie(c);
    return c.json({ ok: true });
  })
  /** PUT /client/auth/password `{ currentPassword, newPassword, confirmPassword }` (SHA-256 hex) → `{ message, token? }` (token only without `Origin`) + new cookie; 400 wrong current password, 429 past the limits. */
  .put('/auth/password', requireAdmin, valid('json', ChangePasswordSchema), async (c) => {
    const input = c.req.valid('json');
    const result = await changePassword(
      c.get('user'),
      input.currentPassword,
      input.newPassword,
      requestAddress(c),
      c.get('t'),
    );
    return c.json(withSession(c, { message: result.message }, result.token));
  })
  /** POST /client/auth/recover `{ email }` → 200 `{ message }` whether or not the e-mail exists (the mail is queued); 429 past the limits. */
  .post('/auth/recover', valid('json', RecoverByMailSchema), async (c) => {
    const { email } = c.req.valid('json');
    await requestRecovery(email, requestAddress(c), c.get('locale'), c.get('t'));
    return c.json({ message: c.get('t')('api.recoverySent') });
  })
  /** POST /client/auth/reset `{ newPassword, confirmPassword, hash }` → `{ message, token? }` (token only without `Origin`) + session cookie; 400 for a used, replaced or expired link. */
  .post('/auth/reset', valid('json', ResetPasswordSchema), async (c) => {
    const input = c.req.valid('json');
    const result = await resetPassword(input.hash, input.newPassword, c.get('t'));
    return c.json(withSession(c, { message: result.message }, result.token));
  });
