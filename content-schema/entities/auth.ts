/** Administrators and the auth payloads of SPEC §3/§7. Passwords travel as the SHA-256 hex of the typed password. */
import * as v from 'valibot';
import { emailAddress as email, id, text } from '../fields.ts';

/** SHA-256 hex digest (64 lowercase hex characters), as the client sends a password. */
export const sha256Hex = () =>
  v.pipe(v.string('validation.required'), v.regex(/^[0-9a-f]{64}$/, 'validation.password_hash'));

/** An administrator as the API answers it (never with a password). */
export const UserSchema = v.object({ idUserPk: id(), email: email(), fullName: text(120) });
export type User = v.InferOutput<typeof UserSchema>;
/**
 * An administrator as stored: the argon2id hash of the client's SHA-256 (never the SHA-256 itself) and the
 * session epoch that a password change or reset increments, invalidating earlier tokens. Never answered.
 */
export const UserRecordSchema = v.object({
  ...UserSchema.entries,
  passwordHash: v.string(),
  sessionEpoch: v.optional(v.number(), 0),
});
export type UserRecord = v.InferOutput<typeof UserRecordSchema>;
/** Fields of the stored user that no answer carries. */
export const USER_SECRET_FIELDS = ['passwordHash', 'sessionEpoch'] as const;
/** Create or update an administrator; `password` is required on create (SHA-256 hex). */
export const UserInputSchema = v.object({
  idUserPk: v.optional(id()),
  email: email(),
  fullName: text(120),
  password: v.optional(sha256Hex()),
});
export type UserInput = v.InferOutput<typeof UserInputSchema>;

export const AuthRequestSchema = v.object({ email: email(), password: sha256Hex() });
export type AuthRequest = v.InferOutput<typeof AuthRequestSchema>;
export const AuthResultSchema = v.object({ user: UserSchema, token: v.string() });
export type AuthResult = v.InferOutput<typeof AuthResultSchema>;

export const ChangePasswordSchema = v.pipe(
  v.object({ currentPassword: sha256Hex(), newPassword: sha256Hex(), confirmPassword: sha256Hex() }),
  v.forward(
    v.check((i) => i.newPassword === i.confirmPassword, 'validation.confirmed'),
    ['confirmPassword'],
  ),
);
export type ChangePassword = v.InferOutput<typeof ChangePasswordSchema>;
export const ResetPasswordSchema = v.pipe(
  v.object({
    newPassword: sha256Hex(),
    confirmPassword: sha256Hex(),
    hash: v.pipe(v.string(), v.minLength(16), v.maxLength(200)),
  }),
  v.forward(
    v.check((i) => i.newPassword === i.confirmPassword, 'validation.confirmed'),
    ['confirmPassword'],
  ),
);
export type ResetPassword = v.InferOutput<typeof ResetPasswordSchema>;
export const RecoverByMailSchema = v.object({ email: email() });
export type RecoverByMail = v.InferOutput<typeof RecoverByMailSchema>;
