import { describe, expect, it } from 'vitest';
import { formResolver } from '../entities/form-errors.ts';
import { CHANGE_FIELDS, ChangeForm, RESET_FIELDS, ResetForm, SIGN_IN_FIELDS, SignInForm } from './schemas.ts';

const options = { fields: {}, shouldUseNativeValidation: false } as never;

describe('auth form validation', () => {
  it('needs a valid e-mail and a password to sign in', async () => {
    const resolve = formResolver(SignInForm, SIGN_IN_FIELDS, () => ({}));
    const result = await resolve({ email: 'nope', password: '' }, undefined, options);
    expect(result.errors.email?.message).toBe('The E-mail field must be a valid email');
    expect(result.errors.password?.message).toBe('The Password field is required');
    expect((await resolve({ email: 'a@b.org', password: 'x' }, undefined, options)).errors).toEqual({});
  });

  it('checks the new password length and its confirmation', async () => {
    const reset = formResolver(ResetForm, RESET_FIELDS, () => ({}));
    expect(
      (await reset({ newPassword: 'short', confirmPassword: 'short' }, undefined, options)).errors.newPassword?.message,
    ).toContain('at least 8');
    expect(
      (await reset({ newPassword: 'long-enough', confirmPassword: 'other-one' }, undefined, options)).errors
        .confirmPassword?.message,
    ).toContain('does not match');
    const change = formResolver(ChangeForm, CHANGE_FIELDS, () => ({}));
    expect(
      (
        await change(
          { currentPassword: 'a', newPassword: 'long-enough', confirmPassword: 'long-enough' },
          undefined,
          options,
        )
      ).errors,
    ).toEqual({});
  });
});
