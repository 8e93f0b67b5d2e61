/** Renders the pending confirmation (ui/confirm.ts) as a modal dialog; the cancel button has the focus first. */
import { useStore } from '@nanostores/react';
import { t } from '../i18n.ts';
import { $confirm, answerConfirm } from './confirm.ts';
import { Dialog } from './Dialog.tsx';

/** Mount once: shows the pending confirm() request. */
export function ConfirmHost() {
  const request = useStore($confirm);
  return (
    <Dialog open={!!request} title={request?.title ?? ''} onClose={() => answerConfirm(false)}>
      <p>{request?.message}</p>
      <div className="dialog-actions">
        <button type="button" className="btn" autoFocus onClick={() => answerConfirm(false)}>
          {t('dashboard.actions.cancel')}
        </button>
        <button
          type="button"
          className={`btn ${request?.danger ? 'btn-danger' : 'btn-primary'}`}
          onClick={() => answerConfirm(true)}
        >
          {request?.confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
