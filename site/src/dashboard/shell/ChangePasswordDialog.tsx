/** Change of the signed-in administrator's password (SPEC §3): current, new and confirmation, all sent hashed. */
import { useForm } from 'react-hook-form';
import { CHANGE_FIELDS, ChangeForm } from '../auth/schemas.ts';
import { AuthField } from '../auth/AuthForm.tsx';
import { NewPasswordFields } from '../auth/NewPasswordFields.tsx';
import { formResolver, placeServerErrors } from '../entities/form-errors.ts';
import type { FormValues } from '../entities/form-values.ts';
import { t } from '../i18n.ts';
import { changePassword } from '../session/session.ts';
import { Dialog } from '../ui/Dialog.tsx';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The change-password form in a modal dialog; closes on success. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useForm<FormValues>({
    defaultValues: EMPTY,
    resolver: formResolver(ChangeForm, CHANGE_FIELDS, () => ({})),
  });
  const { handleSubmit, formState, reset, setError } = form;
  const close = () => {
    reset(EMPTY);
    onClose();
  };
  const onValid = async (values: FormValues) => {
    try {
      await changePassword(String(values.currentPassword), String(values.newPassword), String(values.confirmPassword));
      close();
    } catch (error) {
      // The HTTP layer showed the error; the dialog stays open with the server's field messages.
      placeServerErrors(error, new Set(Object.keys(EMPTY)), setError);
    }
  };
  return (
    <Dialog open={open} title={t('dashboard.password.changeTitle')} onClose={close}>
      <form noValidate onSubmit={handleSubmit(onValid)} className="stack-form">
        <AuthField form={form} name="currentPassword" type="password" autoComplete="current-password" />
        <NewPasswordFields form={form} />
        <div className="dialog-actions">
          <button type="button" className="btn" onClick={close}>
            {t('dashboard.actions.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
            {t('dashboard.password.change')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
