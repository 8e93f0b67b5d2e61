/**
 * The one transaction dialog (SPEC §4): review → waiting for the signature → validating (attempt n of 25; closing
 * the dialog does not stop it) → an outcome with its message (SPEC §8), the txid and an explorer link.
 */
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { explorerTxUrl } from '../config.ts';
import { tr } from '../strings.ts';
import { MAX_VALIDATION_ATTEMPTS } from '../tx/outcome.ts';
import { $transactions, closeTx } from '../tx/runner.ts';
import type { TxState } from '../tx/machine.ts';
import { localeHref } from './messages.ts';
import { Modal } from './Modal.tsx';

interface Props {
  id: number;
  title: string;
  /** What the visitor is about to sign, with the fees (the review step). */
  review: ReactNode;
  /** Confirm is offered only when true (fees known, nothing blocking). */
  canConfirm: boolean;
  onConfirm: () => void;
  onClose?: () => void;
  /** Name of the wallet that signs ("NeoLine", "Neon"). */
  walletName: string;
}

function TxLink({ tx }: { tx: TxState }) {
  if (!tx.txid) return <p className="muted">{tr('tx.noTxid')}</p>;
  return (
    <p className="wallet-txid">
      {tr('tx.txid')} <code>{tx.txid}</code>{' '}
      <a href={explorerTxUrl(tx.chain, tx.txid)} target="_blank" rel="noopener noreferrer">{tr('tx.viewExplorer')}</a>
    </p>
  );
}

function Outcome({ tx }: { tx: TxState }) {
  const outcome = tx.outcome ?? 'unknownError';
  return (
    <div className={`wallet-outcome wallet-outcome-${outcome}`} role="status" data-outcome={outcome}>
      <h3>{tr(`tx.outcome.${outcome}.title`)}</h3>
      <p>{tr(`tx.outcome.${outcome}.body`)}</p>
      {outcome === 'insufficientGas' && <p><a href={localeHref('/get-gas')}>{tr('tx.howToGetGas')}</a></p>}
      {outcome === 'unknownStatus' && tx.txid && (
        <p><a href={explorerTxUrl(tx.chain, tx.txid)} target="_blank" rel="noopener noreferrer">{tr('tx.reviewInExplorer')}</a></p>
      )}
      {tx.detail && outcome !== 'success' && <p className="muted wallet-detail">{tx.detail}</p>}
      <TxLink tx={tx} />
    </div>
  );
}

/** The dialog of transaction `id` in whatever phase it is; closing it does not stop validation. */
export function TxDialog({ id, title, review, canConfirm, onConfirm, onClose, walletName }: Props) {
  const tx = useStore($transactions)[String(id)];
  const close = () => { closeTx(id); onClose?.(); };
  if (!tx) return null;
  return (
    <Modal open={tx.open} title={title} onClose={close}>
      <div className="wallet-tx" data-phase={tx.phase}>
        {(tx.phase === 'review' || tx.phase === 'form') && (
          <>
            {review}
            <div className="wallet-actions">
              <button type="button" className="btn" onClick={close}>{tr('common.cancel')}</button>
              <button type="button" className="btn btn-primary" disabled={!canConfirm} onClick={onConfirm}>{tr('tx.confirm')}</button>
            </div>
          </>
        )}
        {tx.phase === 'signing' && <p className="wallet-wait" role="status">{tr('tx.signing', { wallet: walletName })}</p>}
        {tx.phase === 'validating' && (
          <div role="status">
            <p className="wallet-wait">{tr('tx.validating', { attempt: Math.max(1, tx.attempt), max: MAX_VALIDATION_ATTEMPTS })}</p>
            <p className="muted">{tr('tx.canClose')}</p>
            <TxLink tx={tx} />
          </div>
        )}
        {tx.phase === 'done' && (
          <>
            <Outcome tx={tx} />
            <div className="wallet-actions">
              <button type="button" className="btn btn-primary" onClick={close}>{tr('common.close')}</button>
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}
