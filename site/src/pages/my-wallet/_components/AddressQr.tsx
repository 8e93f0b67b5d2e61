/**
 * The address as a QR code (issue 28): a "QR code" button opening a dialog (ModalDialog: focus kept inside, Escape
 * or the close button closes it, focus goes back to the button) with the code and the whole address beneath it. The
 * QR encoder (wallets/ui/qr.ts) is loaded when the dialog first opens, never with the page.
 */
import { useState } from 'react';
import { loadChunk } from '../../../lib/load-chunk.ts';
import { tr } from '../../../wallets/strings.ts';
import { Modal } from '../../../wallets/ui/Modal.tsx';
import type { QrPath } from '../../../wallets/ui/qr.ts';

/** Modules of light margin around the code (the QR "quiet zone" is 4). */
const QUIET = 4;

/** The "QR code" button of `address` and its dialog. */
export function AddressQr({ address }: { address: string }) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState<{ address: string; qr: QrPath } | { address: string; failed: true }>();
  const show = () => {
    setOpen(true);
    if (code?.address === address && !('failed' in code)) return;
    loadChunk('QR code', () => import('../../../wallets/ui/qr.ts')).then(
      (m) => setCode({ address, qr: m.qrPath(address) }),
      () => setCode({ address, failed: true }),
    );
  };
  const current = code?.address === address ? code : undefined;
  return (
    <>
      <button type="button" className="btn wallet-copy wallet-qr-open" onClick={show} aria-haspopup="dialog">
        {tr('qr.action')}
      </button>
      <Modal open={open} title={tr('qr.title')} onClose={() => setOpen(false)}>
        <figure className="wallet-qr">
          {!current ? (
            <p className="muted">{tr('common.loading')}</p>
          ) : 'failed' in current ? (
            <p role="alert">{tr('qr.failed')}</p>
          ) : (
            <svg
              role="img"
              aria-label={tr('qr.label', { address })}
              viewBox={`${-QUIET} ${-QUIET} ${current.qr.size + 2 * QUIET} ${current.qr.size + 2 * QUIET}`}
              shapeRendering="crispEdges"
              data-qr={address}
            >
              <rect
                x={-QUIET}
                y={-QUIET}
                width={current.qr.size + 2 * QUIET}
                height={current.qr.size + 2 * QUIET}
                fill="#fff"
              />
              <path d={current.qr.path} fill="#000" />
            </svg>
          )}
          <figcaption className="mono">{address}</figcaption>
        </figure>
      </Modal>
    </>
  );
}
