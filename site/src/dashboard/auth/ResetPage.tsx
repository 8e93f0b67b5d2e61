/** /password/reset/<hash>: choose a new password; on success the API's session cookie signs in and /dashboard opens. */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formResolver, placeServerErrors } from '../entities/form-errors.ts';
import type { FormValues } from '../entities/form-values.ts';
import { t, uiPath } from '../i18n.ts';
import { splitLocale } from '../../lib/locale-routes.ts';
import { resetPassword } from '../session/session.ts';
import { AuthCard } from './AuthCard.tsx';
import { AuthForm } from './AuthForm.tsx';
import { NEW_PASSWORD_FIELDS, NewPasswordFields } from './NewPasswordFields.tsx';
import { RESET_FIELDS, ResetForm } from './schemas.ts';

/** The reset hash of a `/password/reset/<hash>` path ('' when there is none). */
export const hashFromPath = (pathname: string): string =>
  decodeURIComponent(splitLocale(pathname).path.match(/^\/password\/reset\/([^/?#]+)/)?.[1] ?? '');

/** The island of /password/reset/<hash>. */
export default function ResetPage() {
  const hash = hashFromPath(window.location.pathname);
  // Set once the page is being left for the dashboard, so the button is not pressed twice.
  const [leaving, setLeaving] = useState(false);
  const form = useForm<FormValues>({
    defaultValues: { newPassword: '', confirmPassword: '' },
    resolver: formResolver(ResetForm, RESET_FIELDS, () => ({})),
  });
  const onValid = async (values: FormValues) => {
    try {
      await resetPassword(hash, String(values.newPassword), String(values.confirmPassword));
      setLeaving(true);
    } catch (error) {
      // The HTTP layer showed the error (e.g. an expired link); a refused field gets the server's message beside it.
      placeServerErrors(error, NEW_PASSWORD_FIELDS, form.setError);
    }
  };
  return (
    <AuthCard title={t('dashboard.reset.title')} lead={hash ? t('dashboard.reset.lead') : undefined}>
      {!hash ? (
        <p className="notice notice-error" role="alert">
          {t('dashboard.reset.noHash')}
        </p>
      ) : (
        <AuthForm form={form} onValid={onValid} submit={t('dashboard.reset.submit')} leaving={leaving}>
          <NewPasswordFields form={form} />
        </AuthForm>
      )}
      <p className="auth-links">
        <a href={uiPath('/password/recover')}>{t('dashboard.reset.again')}</a> ·{' '}
        <a href={uiPath('/sign-in')}>{t('dashboard.recover.back')}</a>
      </p>
    </AuthCard>
  );
}
