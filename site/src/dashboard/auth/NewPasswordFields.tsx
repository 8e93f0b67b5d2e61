/**
 * The new password and its confirmation, as the reset page and the change-password dialog ask for them (both
 * `autocomplete="new-password"`, so password managers offer to generate and save one).
 */
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { FormValues } from '../entities/form-values.ts';
import { t } from '../i18n.ts';
import { TextField } from '../ui/TextField.tsx';

interface Props {
  register: UseFormRegister<FormValues>;
  errors: FieldErrors<FormValues>;
}

const NAMES = ['newPassword', 'confirmPassword'] as const;
/** The names of the fields below. */
export const NEW_PASSWORD_FIELDS: ReadonlySet<string> = new Set(NAMES);

/** The `newPassword` and `confirmPassword` fields of a react-hook-form form, with their errors. */
export function NewPasswordFields({ register, errors }: Props) {
  return (
    <>
      {NAMES.map((name) => (
        <TextField
          key={name}
          label={t(`fields.${name}`)}
          type="password"
          autoComplete="new-password"
          registration={register(name)}
          error={errors[name]?.message as string | undefined}
        />
      ))}
    </>
  );
}
