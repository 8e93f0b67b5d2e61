/**
 * The form of the sign-in, password-recovery and password-reset pages, and the labelled fields of those forms and the
 * password dialog.
 */
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { FormValues } from '../entities/form-values.ts';
import { t } from '../i18n.ts';
import { TextField } from '../ui/TextField.tsx';

interface FieldProps {
  /** The react-hook-form form the field belongs to. */
  form: UseFormReturn<FormValues>;
  /** The field's name; its label is the `fields.<name>` string. */
  name: string;
  type: 'email' | 'password' | 'text';
  autoComplete: string;
}

/** A TextField registered under `name`, labelled `fields.<name>`, with that field's error. */
export function AuthField({ form, name, type, autoComplete }: FieldProps) {
  return (
    <TextField
      label={t(`fields.${name}`)}
      type={type}
      autoComplete={autoComplete}
      registration={form.register(name)}
      error={form.formState.errors[name]?.message as string | undefined}
    />
  );
}

interface FormProps {
  form: UseFormReturn<FormValues>;
  /** Called with the values once they pass the form's schema. */
  onValid: (values: FormValues) => Promise<void>;
  /** The submit button's text. */
  submit: string;
  /** The page is being left: the button stays disabled so it is not pressed twice. */
  leaving?: boolean;
  children: ReactNode;
}

/** The fields, then a full-width submit button disabled while the form is submitted; busy meanwhile. */
export function AuthForm({ form, onValid, submit, leaving = false, children }: FormProps) {
  const { isSubmitting } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="stack-form" aria-busy={isSubmitting}>
      {children}
      <button type="submit" className="btn btn-primary btn-block" disabled={isSubmitting || leaving}>
        {submit}
      </button>
    </form>
  );
}
