/** Administrators: the password is typed in clear, required on create, sent only when filled, as its SHA-256 (SPEC §3, §5). */
import * as v from 'valibot';
import { UserInputSchema } from '../../../../content-schema/index.ts';
import { typedPassword } from '../../../../content-schema/fields.ts';
import type { ScreenConfig } from '../entities/screen-config.ts';
import { sha256Hex } from '../session/sha256.ts';

const UserForm = v.object({ ...UserInputSchema.entries, password: v.optional(typedPassword()) });
const UserCreateForm = v.object({ ...UserInputSchema.entries, password: typedPassword() });

export const userScreen: ScreenConfig = {
  formObject: UserForm,
  formSchema: (mode) => (mode === 'create' ? UserCreateForm : UserForm),
  kinds: { password: 'password' },
  hints: { password: 'dashboard.user.passwordHint' },
  async beforeSave(payload) {
    return typeof payload.password === 'string' ? { ...payload, password: await sha256Hex(payload.password) } : payload;
  },
};
