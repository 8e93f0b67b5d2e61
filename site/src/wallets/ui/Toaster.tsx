/** The wallet pages' toast region (components/Toasts/ToastRegion.tsx in the wallet look, wallet.css). */
import { ToastRegion } from '../../components/Toasts/ToastRegion.tsx';
import { tr } from '../strings.ts';
import { walletToasts } from './toasts.ts';

/** Mount once per wallet page. */
export function Toaster() {
  return (
    <ToastRegion
      store={walletToasts}
      className="wallet-toaster"
      label={tr('common.notifications')}
      dismissLabel={tr('common.close')}
    />
  );
}
