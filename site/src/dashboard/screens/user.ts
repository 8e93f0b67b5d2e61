/** Administrators: the password is typed in clear, required on create, sent only when filled, as its SHA-256 (SPEC §3, §5). */
import * as v from 'valibot';
import { UserInputSchema } from '../../../../content-schema/index.ts';
import type { ScreenConfig } from '../entities/screen-config.ts';
import { sha256Hex } from '../session/sha256.ts';

/** The shortest password the dashboard accepts (the API only ever sees its hash). */
export const PASSWORD_MIN = 8;
const password = () =>
  v.pipe(
    v.string('validation.required'),
    v.minLength(PASSWORD_MIN, 'validation.min'),
    v.maxLength(200, 'validation.max'),
  );

const UserForm = v.object({ ...UserInputSchema.entries, password: v.optional(password()) });
const UserCreateForm = v.object({ ...UserInputSchema.entries, password: password() });

export const userScreen: ScreenConfig = {
  formObject: UserForm,
  formSchema: (mode) => (mode === 'create' ? UserCreateForm : UserForm),
  kinds: { password: 'password' },
  hints: { password: 'dashboard.user.passwordHint' },
  async beforeSave(payload) {
    return typeof payload.password === 'string' ? { ...payload, password: await sha256Hex(payload.password) } : payload;
  },
};
