/**
 * The one transaction dialog (SPEC §4): review → waiting for the signature → validating (attempt n of 25; closing
 * the dialog does not stop it) → an outcome with its message (SPEC §8), the txid and an explorer link. For the bridge
 * it also shows the approval-required step (request 1 of 2, then 2 of 2), the wait for the relay to the other chain
 * with the transaction there, and — with `keepOpen` — stays open while processing and says so.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactNode } from 'react';
import { txExplorerUrl, walletNetwork } from '../network.ts';
import { tr } from '../strings.ts';
import { MAX_VALIDATION_ATTEMPTS } from '../../../../chain/tx-outcome.ts';
import { $transactions, closeTx } from '../tx/runner.ts';
import { isBusy, type TxState } from '../tx/machine.ts';
import { localeHref } from './messages.ts';
import { Modal } from './Modal.tsx';
import { ViewOn } from './ViewOn.tsx';

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
  /** The window must stay open while processing (the bridge: tracking runs in this page). */
  keepOpen?: boolean | undefined;
}

/** A link to the explorer, or the plain note that this network has none (the local privnet). */
function ExplorerLink({ href, text }: { href: string | undefined; text: string }) {
  if (!href) return <span className="muted">{tr('network.noExplorer')}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  );
}

/** "View on …" each explorer of `chain` that shows the transaction, or the note that this network has none. */
function TxViewOn({ chain, txid }: { chain: TxState['chain']; txid: string }) {
  if (walletNetwork().network !== 'mainnet') return <span className="muted">{tr('network.noExplorer')}</span>;
  return <ViewOn chain={chain} kind="transaction" value={txid} />;
}

function TxLink({ tx }: { tx: TxState }) {
  if (!tx.txid) return <p className="muted">{tr('tx.noTxid')}</p>;
  return (
    <p className="wallet-txid">
      {tr('tx.txid')} <code>{tx.txid}</code> <TxViewOn chain={tx.chain} txid={tx.txid} />
    </p>
  );
}

/** The transaction the relay delivered on the other chain, with its explorer link. */
function LinkedTx({ tx }: { tx: TxState }) {
  if (!tx.relay?.txid) return null;
  return (
    <p className="wallet-txid">
      {tr('tx.linkedTxid', { chain: tr(`chains.${tx.relay.chain}`) })} <code>{tx.relay.txid}</code>{' '}
      <TxViewOn chain={tx.relay.chain} txid={tx.relay.txid} />
    </p>
  );
}

/** What the dialog says while the wallet is asked: with an approval first, which of the two requests this is. */
function Signing({ tx, walletName }: { tx: TxState; walletName: string }) {
  return (
    <div role="status">
      {tx.step === 'approval' && <p className="wallet-notice-inline">{tr('tx.approvalRequired')}</p>}
      <p className="wallet-wait">
        {tx.step ? tr(`tx.signing_${tx.step}`, { wallet: walletName }) : tr('tx.signing', { wallet: walletName })}
      </p>
    </div>
  );
}

/** What the dialog says while validating: the attempt, or the wait for the relay to the other chain. */
function Validating({ tx, keepOpen }: { tx: TxState; keepOpen: boolean }) {
  return (
    <div role="status">
      {tx.relay ? (
        <p className="wallet-wait">
          {tr('tx.relaying', { chain: tr(`chains.${tx.relay.chain}`), nonce: tx.relay.nonce })}
        </p>
      ) : (
        <p className="wallet-wait">
          {tx.step === 'approval' && `${tr('tx.validatingApproval')} `}
          {tr('tx.validating', { attempt: Math.max(1, tx.attempt), max: MAX_VALIDATION_ATTEMPTS })}
        </p>
      )}
      {!keepOpen && <p className="muted">{tr('tx.canClose')}</p>}
      <TxLink tx={tx} />
    </div>
  );
}

function Outcome({ tx }: { tx: TxState }) {
  const outcome = tx.outcome ?? 'unknownError';
  return (
    <div className={`wallet-outcome wallet-outcome-${outcome}`} role="status" data-outcome={outcome}>
      <h3>{tr(`tx.outcome.${outcome}.title`)}</h3>
      <p>{tr(`tx.outcome.${outcome}.body`)}</p>
      {outcome === 'insufficientGas' && (
        <p>
          <a href={localeHref('/get-gas')}>{tr('tx.howToGetGas')}</a>
        </p>
      )}
      {outcome === 'unknownStatus' && tx.txid && (
        <p>
          <ExplorerLink href={txExplorerUrl(tx.chain, tx.txid)} text={tr('tx.reviewInExplorer')} />
        </p>
      )}
      {tx.detail && outcome !== 'success' && <p className="muted wallet-detail">{tx.detail}</p>}
      <TxLink tx={tx} />
      <LinkedTx tx={tx} />
    </div>
  );
}

/** The dialog of transaction `id` in whatever phase it is; closing it does not stop validation. */
export function TxDialog({ id, title, review, canConfirm, onConfirm, onClose, walletName, keepOpen = false }: Props) {
  const tx = useStore($transactions)[String(id)];
  const holding = keepOpen && !!tx && isBusy(tx);
  const [insisted, setInsisted] = useState(false);
  // Leaving the page would stop the processing: the browser asks first.
  useEffect(() => {
    if (!holding) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [holding]);
  const close = () => {
    if (holding) return setInsisted(true);
    closeTx(id);
    onClose?.();
  };
  if (!tx) return null;
  return (
    <Modal open={tx.open} title={title} onClose={close}>
      <div className="wallet-tx" data-phase={tx.phase}>
        {(tx.phase === 'review' || tx.phase === 'form') && (
          <>
            {review}
            <div className="wallet-actions">
              <button type="button" className="btn" onClick={close}>
                {tr('common.cancel')}
              </button>
              <button type="button" className="btn btn-primary" disabled={!canConfirm} onClick={onConfirm}>
                {tr('tx.confirm')}
              </button>
            </div>
          </>
        )}
        {tx.phase === 'signing' && <Signing tx={tx} walletName={walletName} />}
        {tx.phase === 'validating' && <Validating tx={tx} keepOpen={keepOpen} />}
        {holding && (
          <p className="wallet-warning" role={insisted ? 'alert' : undefined} data-keep-open>
            {tr('tx.keepOpen')}
          </p>
        )}
        {tx.phase === 'done' && (
          <>
            <Outcome tx={tx} />
            <div className="wallet-actions">
              <button type="button" className="btn btn-primary" onClick={close}>
                {tr('common.close')}
              </button>
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}
