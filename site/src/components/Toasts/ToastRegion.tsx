/**
 * The one toast region of the site (SPEC §9: bottom right, newest on top, each closing itself after
 * TOAST_LIMITS.timeoutMs, paused while hovered or focused). The back-office (dashboard/toasts/Toaster.tsx) and the
 * wallet pages (wallets/ui/Toaster.tsx) each mount it over their own store; `className` picks the look
 * (`toaster`: dashboard/styles/toasts.css, `wallet-toaster`: wallets/ui/wallet.css).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { TOAST_LIMITS, type Toast, type ToastStore } from '../../lib/toasts.ts';

interface ItemProps {
  toast: Toast;
  dismissLabel: string;
  dismiss: (id: number) => void;
}

function ToastItem({ toast, dismissLabel, dismiss }: ItemProps) {
  const [paused, setPaused] = useState(false);
  const left = useRef<number>(TOAST_LIMITS.timeoutMs);
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = window.setTimeout(() => dismiss(toast.id), left.current);
    return () => {
      window.clearTimeout(timer);
      left.current = Math.max(1000, left.current - (Date.now() - started));
    };
  }, [paused, toast.id, dismiss]);
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
      <button type="button" className="toast-close" aria-label={dismissLabel} onClick={() => dismiss(toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

export interface ToastRegionProps {
  /** The toasts to draw (a lib/toasts.ts store). */
  store: ToastStore;
  /** The region's accessible name, e.g. "Notifications". */
  label: string;
  /** The close button's accessible name. */
  dismissLabel: string;
  /** The region's class, which picks its look: `toaster` (back-office) or `wallet-toaster` (wallet pages). */
  className: string;
}

/** A polite live region (role=status) listing the store's toasts, each with a close button. */
export function ToastRegion({ store, label, dismissLabel, className }: ToastRegionProps) {
  const toasts = useStore(store.$toasts);
  return (
    <div className={className} role="status" aria-live="polite" aria-label={label}>
      <ol>
        {toasts.map((item) => (
          <ToastItem key={item.id} toast={item} dismissLabel={dismissLabel} dismiss={store.dismiss} />
        ))}
      </ol>
    </div>
  );
}
