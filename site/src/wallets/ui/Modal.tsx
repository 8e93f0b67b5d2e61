/** A modal `<dialog>` for the wallet pages (native focus trap, Esc closes, focus returns), titled for screen readers. */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { tr } from '../strings.ts';

interface Props { open: boolean; title: string; onClose: () => void; children: ReactNode }

/** Render `children` in a modal dialog while `open`. */
export function Modal({ open, title, onClose, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="wallet-modal"
      aria-labelledby={titleId}
      onCancel={(event) => { event.preventDefault(); onClose(); }}
      onClick={(event) => { if (event.target === ref.current) onClose(); }}
    >
      {open && (
        <div className="wallet-modal-body">
          <header className="wallet-modal-head">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="icon-btn" aria-label={tr('common.close')} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          </header>
          {children}
        </div>
      )}
    </dialog>
  );
}
