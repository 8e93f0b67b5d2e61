/** The back-office's toast region (components/Toasts/ToastRegion.tsx in the back-office look), inside an open modal dialog while there is one. */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { ToastRegion } from '../../components/Toasts/ToastRegion.tsx';
import { t } from '../i18n.ts';
import { $modalHost } from '../ui/modal-host.ts';
import { dashboardToasts, showFlashedToasts } from './store.ts';

/** Mount once per page; also shows the toasts flashed by the previous page. */
export function Toaster() {
  const host = useStore($modalHost);
  useEffect(() => showFlashedToasts(), []);
  const region = (
    <ToastRegion
      store={dashboardToasts}
      className="toaster"
      label={t('dashboard.toast.region')}
      dismissLabel={t('dashboard.toast.dismiss')}
    />
  );
  return host ? createPortal(region, host) : region;
}
