/** The wallet pages' modal dialog: the shared ModalDialog with the wallet look and close label. */
import type { ReactNode } from 'react';
import { ModalDialog } from '../../components/ModalDialog/ModalDialog.tsx';
import { tr } from '../strings.ts';

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** Render `children` in a modal dialog while `open`. */
export function Modal(props: Props) {
  return <ModalDialog {...props} closeLabel={tr('common.close')} classPrefix="wallet-modal" />;
}
