/** /password/recover: ask for a reset link by e-mail; the answer is the same whether the address exists or not. */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formResolver } from '../entities/form-errors.ts';
import type { FormValues } from '../entities/form-values.ts';
import { t, uiPath } from '../i18n.ts';
import { recoverPassword } from '../session/session.ts';
import { toastSuccess } from '../toasts/store.ts';
import { AuthCard } from './AuthCard.tsx';
import { AuthField, AuthForm } from './AuthForm.tsx';
import { RECOVER_FIELDS, RecoverForm } from './schemas.ts';

/** The island of /password/recover. */
export default function RecoverPage() {
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<FormValues>({
    defaultValues: { email: '' },
    resolver: formResolver(RecoverForm, RECOVER_FIELDS, () => ({})),
  });
  const onValid = async (values: FormValues) => {
    try {
      const message = await recoverPassword(String(values.email).trim());
      toastSuccess(t('dashboard.recover.sentTitle'), message);
      setSent(message);
    } catch {
      /* the HTTP layer showed the error */
    }
  };
  return (
    <AuthCard title={t('dashboard.recover.title')} lead={t('dashboard.recover.lead')}>
      {sent ? (
        <p className="notice notice-success" role="status">
          {sent}
        </p>
      ) : (
        <AuthForm form={form} onValid={onValid} submit={t('dashboard.recover.submit')}>
          <AuthField form={form} name="email" type="email" autoComplete="email" />
        </AuthForm>
      )}
      <p className="auth-links">
        <a href={uiPath('/sign-in')}>{t('dashboard.recover.back')}</a>
      </p>
    </AuthCard>
  );
}
