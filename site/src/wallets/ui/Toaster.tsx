/** The wallet pages' toast region: bottom right, newest on top (SPEC §9). */
import { useStore } from '@nanostores/react';
import { tr } from '../strings.ts';
import { $walletToasts, dismissToast } from './toasts.ts';

/** Mount once per wallet page. */
export function Toaster() {
  const toasts = useStore($walletToasts);
  return (
    <div className="wallet-toaster" role="status" aria-live="polite" aria-label={tr('common.notifications')}>
      <ol>
        {toasts.map((t) => (
          <li key={t.id} className={`wallet-toast wallet-toast-${t.kind}`}>
            <strong>{t.title}</strong>
            {t.body && <span>{t.body}</span>}
            <button
              type="button"
              className="icon-btn"
              aria-label={tr('common.close')}
              onClick={() => dismissToast(t.id)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
