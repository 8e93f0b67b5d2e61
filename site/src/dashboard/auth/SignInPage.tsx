/** /sign-in: e-mail and password (sent as its SHA-256); on success the session goes to the remembered dashboard path. */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formResolver } from '../entities/form-errors.ts';
import type { FormValues } from '../entities/form-values.ts';
import { t, uiPath } from '../i18n.ts';
import { signIn } from '../session/session.ts';
import { AuthCard } from './AuthCard.tsx';
import { AuthField, AuthForm } from './AuthForm.tsx';
import { SIGN_IN_FIELDS, SignInForm } from './schemas.ts';

/** The island of /sign-in. */
export default function SignInPage() {
  // Set once the page is being left for the dashboard, so the button is not pressed twice.
  const [leaving, setLeaving] = useState(false);
  const form = useForm<FormValues>({
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
  return (
    <AuthCard title={t('dashboard.signIn.title')} lead={t('dashboard.signIn.lead')}>
      <AuthForm
        form={form}
        onValid={onValid}
        leaving={leaving}
        submit={form.formState.isSubmitting ? t('dashboard.signIn.signingIn') : t('dashboard.signIn.submit')}
      >
        <AuthField form={form} name="email" type="email" autoComplete="username" />
        <AuthField form={form} name="password" type="password" autoComplete="current-password" />
      </AuthForm>
      <p className="auth-links">
        <a href={uiPath('/password/recover')}>{t('dashboard.signIn.forgot')}</a>
      </p>
    </AuthCard>
  );
}
