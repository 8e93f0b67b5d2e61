/**
 * The new password and its confirmation, as the reset page and the change-password dialog ask for them (both
 * `autocomplete="new-password"`, so password managers offer to generate and save one).
 */
import type { UseFormReturn } from 'react-hook-form';
import type { FormValues } from '../entities/form-values.ts';
import { AuthField } from './AuthForm.tsx';

const NAMES = ['newPassword', 'confirmPassword'] as const;
/** The names of the fields below. */
export const NEW_PASSWORD_FIELDS: ReadonlySet<string> = new Set(NAMES);

/** The `newPassword` and `confirmPassword` fields of a react-hook-form form, with their errors. */
export function NewPasswordFields({ form }: { form: UseFormReturn<FormValues> }) {
  return (
    <>
      {NAMES.map((name) => (
        <AuthField key={name} form={form} name={name} type="password" autoComplete="new-password" />
      ))}
    </>
  );
}
