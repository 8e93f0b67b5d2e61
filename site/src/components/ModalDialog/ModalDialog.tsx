/**
 * The one modal `<dialog>` of the React islands (dashboard and wallet pages): native focus trap, Esc, the close
 * button or a backdrop click close it, focus returns to the opener, titled for screen readers. Class names are
 * `<classPrefix>`, `<classPrefix>-body` and `<classPrefix>-head`, so each island keeps its own look.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface ModalDialogProps {
  open: boolean;
  title: string;
  /** Called on Esc, the close button or a click on the backdrop. */
  onClose: () => void;
  children: ReactNode;
  /** Accessible name of the close button, in the page's language. */
  closeLabel: string;
  classPrefix: string;
  /** Extra classes on the `<dialog>`. */
  className?: string;
  /** Told when the dialog is shown (true) and hidden or unmounted while open (false), e.g. to host toasts inside it. */
  onShown?: (dialog: HTMLDialogElement, shown: boolean) => void;
}

/** Render `children` in a modal dialog while `open`. */
export function ModalDialog({
  open,
  title,
  onClose,
  children,
  closeLabel,
  classPrefix,
  className,
  onShown,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const shownRef = useRef(onShown);
  shownRef.current = onShown;
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      shownRef.current?.(dialog, true);
    }
    if (!open && dialog.open) {
      dialog.close();
      shownRef.current?.(dialog, false);
    }
  }, [open]);
  // Unmounted while open (e.g. the page changed).
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) shownRef.current?.(dialog, false);
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={`${classPrefix}${className ? ` ${className}` : ''}`}
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
        <div className={`${classPrefix}-body`}>
          <header className={`${classPrefix}-head`}>
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="icon-btn" aria-label={closeLabel} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          </header>
          {children}
        </div>
      )}
    </dialog>
  );
}
