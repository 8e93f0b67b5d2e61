/** /sign-in: e-mail and password (sent as its SHA-256); on success the session goes to the remembered dashboard path. */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formResolver } from '../entities/form-errors.ts';
import type { FormValues } from '../entities/form-values.ts';
import { t, uiPath } from '../i18n.ts';
import { signIn } from '../session/session.ts';
import { TextField } from '../ui/TextField.tsx';
import { AuthCard } from './AuthCard.tsx';
import { SIGN_IN_FIELDS, SignInForm } from './schemas.ts';

/** The island of /sign-in. */
export default function SignInPage() {
  // Set once the page is being left for the dashboard, so the button is not pressed twice.
  const [leaving, setLeaving] = useState(false);
  const { register, handleSubmit, formState } = useForm<FormValues>({
    defaultValues: { email: '', password: '' },
    resolver: formResolver(SignInForm, SIGN_IN_FIELDS, () => ({})),
  });
  const onValid = async (values: FormValues) => {
    try {
      await signIn(String(values.email).trim(), String(values.password));
      setLeaving(true);
    } catch {
      /* the HTTP layer showed why (wrong credentials, too many attempts, no server) */
    }
  };
  const error = (name: string) => formState.errors[name]?.message as string | undefined;
  return (
    <AuthCard title={t('dashboard.signIn.title')} lead={t('dashboard.signIn.lead')}>
      <form noValidate onSubmit={handleSubmit(onValid)} className="stack-form" aria-busy={formState.isSubmitting}>
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          registration={register('email')}
          error={error('email')}
        />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          registration={register('password')}
          error={error('password')}
        />
        <button type="submit" className="btn btn-primary btn-block" disabled={formState.isSubmitting || leaving}>
          {formState.isSubmitting ? t('dashboard.signIn.signingIn') : t('dashboard.signIn.submit')}
        </button>
      </form>
      <p className="auth-links">
        <a href={uiPath('/password/recover')}>{t('dashboard.signIn.forgot')}</a>
      </p>
    </AuthCard>
  );
}
