/** The toast region: bottom right, newest on top, each closing itself after 5 s (paused while hovered or focused). */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { t } from '../i18n.ts';
import { $modalHost } from '../ui/modal-host.ts';
import { $toasts, dismissToast, showFlashedToasts } from './store.ts';
import { TOAST_LIMITS, type Toast } from '../../lib/toasts.ts';

function ToastItem({ toast }: { toast: Toast }) {
  const [paused, setPaused] = useState(false);
  const left = useRef<number>(TOAST_LIMITS.timeoutMs);
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = window.setTimeout(() => dismissToast(toast.id), left.current);
    return () => {
      window.clearTimeout(timer);
      left.current = Math.max(1000, left.current - (Date.now() - started));
    };
  }, [paused, toast.id]);
  return (
    <li
      className={`toast toast-${toast.kind}`}
      data-toast={toast.kind}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="toast-text">
        <strong className="toast-title">{toast.title}</strong>
        {toast.body && <span className="toast-body">{toast.body}</span>}
      </div>
      <button
        type="button"
        className="toast-close"
        aria-label={t('dashboard.toast.dismiss')}
        onClick={() => dismissToast(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/** Mount once per page; also shows the toasts flashed by the previous page. Inside an open modal dialog while there is one. */
export function Toaster() {
  const toasts = useStore($toasts);
  const host = useStore($modalHost);
  useEffect(() => showFlashedToasts(), []);
  const region = (
    <div className="toaster" role="status" aria-live="polite" aria-label={t('dashboard.toast.region')}>
      <ol>
        {toasts.map((item) => (
          <ToastItem key={item.id} toast={item} />
        ))}
      </ol>
    </div>
  );
  return host ? createPortal(region, host) : region;
}
