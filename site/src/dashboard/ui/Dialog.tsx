/** The dashboard's modal dialog: the shared ModalDialog, registered as the toasts' host while open (ui/modal-host.ts). */
import type { ReactNode } from 'react';
import { ModalDialog } from '../../components/ModalDialog/ModalDialog.tsx';
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

/** Render `children` in a modal dialog while `open`; toasts render inside it so they stay reachable. */
export function Dialog({ wide, className, ...props }: Props) {
  return (
    <ModalDialog
      {...props}
      closeLabel={t('dashboard.dialog.close')}
      classPrefix="dialog"
      className={[wide ? 'dialog-wide' : '', className ?? ''].filter(Boolean).join(' ') || undefined}
      onShown={(dialog, shown) => {
        if (shown) $modalHost.set(dialog);
        else if ($modalHost.get() === dialog) $modalHost.set(null);
      }}
    />
  );
}
