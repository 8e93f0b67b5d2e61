/** Auth routes (SPEC §7): sign in, validate the token, sign out, change, recover and reset the password. */
import { Hono } from 'hono';
import { AuthRequestSchema, ChangePasswordSchema, RecoverByMailSchema, ResetPasswordSchema } from '../../../content-schema/index.ts';
import { changePassword, publicUser, requestRecovery, resetPassword, signIn } from '../../auth/account.ts';
import { requireAdmin, revoke } from '../../auth/session.ts';
import { clientAddress } from '../../lib/client-address.ts';
import type { ApiEnv } from '../env.ts';
import { body } from '../validate.ts';


export const authRoutes = new Hono<ApiEnv>()
  /** POST /client/auth `{ email, password: sha256hex }` → `{ user, token }`; 401 wrong credentials, 429 too many failures. */
  .post('/auth', async (c) => {
    const { email, password } = await body(c, AuthRequestSchema);
    return c.json(await signIn(email, password, clientAddress((name) => c.req.header(name)), c.get('t')));
  })
  /** GET /client/auth (bearer) → the signed-in user. */
  .get('/auth', requireAdmin, (c) => c.json(publicUser(c.get('user'))))
  /** DELETE /client/auth (bearer) → signs out: the token is revoked. */
  .delete('/auth', requireAdmin, async (c) => {
    await revoke(c.get('claims'));
    return c.json({ ok: true });
  })
  /** PUT /client/auth/password `{ currentPassword, newPassword, confirmPassword }` (SHA-256 hex) → `{ token, message }`. */
  .put('/auth/password', requireAdmin, async (c) => {
    const input = await body(c, ChangePasswordSchema);
    return c.json(await changePassword(c.get('user'), input.currentPassword, input.newPassword, c.get('t')));
  })
  /** POST /client/auth/recover `{ email }` → 200 `{ message }` whether or not the e-mail exists. */
  .post('/auth/recover', async (c) => {
    const { email } = await body(c, RecoverByMailSchema);
    await requestRecovery(email, c.get('t'));
    return c.json({ message: c.get('t')('api.recoverySent') });
  })
  /** POST /client/auth/reset `{ newPassword, confirmPassword, hash }` → `{ token, message }`; 400 for a used or expired link. */
  .post('/auth/reset', async (c) => {
    const input = await body(c, ResetPasswordSchema);
    return c.json(await resetPassword(input.hash, input.newPassword, c.get('t')));
  });
