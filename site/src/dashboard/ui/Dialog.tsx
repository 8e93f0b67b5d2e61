/** A modal `<dialog>` (native focus trap, Esc closes, focus returns to the opener), titled for screen readers. */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { t } from '../i18n.ts';
import { $modalHost } from './modal-host.ts';

interface Props {
  open: boolean;
  title: string;
  /** Called on Esc, the close button or a click on the backdrop. */
  onClose: () => void;
  children: ReactNode;
  /** Wider dialog (e.g. the crop step). */
  wide?: boolean;
  className?: string;
}

/** Render `children` in a modal dialog while `open`; registers itself as the toasts' host (ui/modal-host.ts). */
export function Dialog({ open, title, onClose, children, wide, className }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      $modalHost.set(dialog);
    }
    if (!open && dialog.open) {
      dialog.close();
      if ($modalHost.get() === dialog) $modalHost.set(null);
    }
  }, [open]);
  // Unmounted while open (e.g. the page changed): give the toasts back to the page.
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if ($modalHost.get() === dialog) $modalHost.set(null);
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={`dialog${wide ? ' dialog-wide' : ''}${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className="dialog-body">
          <header className="dialog-head">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="icon-btn" aria-label={t('dashboard.dialog.close')} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          </header>
          {children}
        </div>
      )}
    </dialog>
  );
}
