/**
 * The amount form (SPEC §5, §8): both wallets connected, both GAS balances, the amount checked against the bridge's
 * limits and the wallet's GAS (fee included), then the transaction dialog, which stays open while the deposit is
 * followed to Neo X. N3 → Neo X needs no allowance (bridge/flow.ts `allowanceRequired`), so no approval step here.
 */
import { useState } from 'react';
import type { BridgeService } from '../../../wallets/bridge/index.ts';
import {
  bridgeAmountProblem,
  datoshiToWei,
  GAS_DECIMALS,
  remainingCap,
  type BridgeLimits,
} from '../../../wallets/bridge/limits.ts';
import type { Wallets } from '../../../wallets/store/index.ts';
import { formatLocalUnits, parseLocalUnits, tr } from '../../../wallets/strings.ts';
import { AmountInput } from '../../../wallets/ui/AmountInput.tsx';
import { N3ActionDialog } from '../../../wallets/ui/N3ActionDialog.tsx';
import { shorten } from '../../../wallets/ui/messages.ts';
import { ViewOn } from '../../../wallets/ui/ViewOn.tsx';
import { useLoad, type Load } from '../../../wallets/ui/useLoad.ts';
import { gas } from './BridgeFacts.tsx';

interface Props {
  service: BridgeService | undefined;
  limits: BridgeLimits;
  wallets: Wallets;
  n3Address: string | undefined;
  neoXAddress: string | undefined;
  /** Told when a bridge transaction ended (balances, limits and history are read again). */
  onSettled: () => void;
  round: number;
}

/** One balance line: the figure, or SPEC §8's exact failure message. */
function Balance({ load, ok, failed }: { load: Load<bigint>; ok: (v: bigint) => string; failed: string }) {
  if (load.state === 'loading') return <p className="muted">{tr('common.loading')}</p>;
  if (load.state === 'ready') return <p className="muted">{ok(load.data)}</p>;
  return (
    <p className="wallet-error" role="alert">
      {failed}
    </p>
  );
}

/** The form card of the bridge. */
export function BridgeForm({ service, limits, wallets, n3Address, neoXAddress, onSettled, round }: Props) {
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const typed = (value: string) => {
    setText(value);
    setTouched(true);
  };
  const [open, setOpen] = useState<{ amount: bigint; to: string; fee: bigint } | undefined>();
  const [n3Gas] = useLoad(service && n3Address ? `${n3Address}#${round}` : undefined, () =>
    service!.readN3Gas(n3Address!),
  );
  const [xGas] = useLoad(service && neoXAddress ? `${neoXAddress}#${round}` : undefined, () =>
    service!.readNeoXGas(neoXAddress!),
  );
  const connected = !!n3Address && !!neoXAddress;
  const balance = n3Gas.state === 'ready' ? n3Gas.data : undefined;
  const problem = bridgeAmountProblem(text, limits, connected ? balance : undefined);
  const amount = parseLocalUnits(text, GAS_DECIMALS.n3);
  const shown = touched || problem === 'belowMinimum' ? problem : undefined;
  const vars = {
    min: formatLocalUnits(limits.minDatoshi, 8),
    max: formatLocalUnits(limits.maxDatoshi, 8),
    cap: formatLocalUnits(limits.capDatoshi, 8),
    remaining: formatLocalUnits(remainingCap(limits), 8),
    fee: formatLocalUnits(limits.feeDatoshi, 8),
  };
  const start = () => {
    setTouched(true);
    if (!n3Address) return wallets.n3.openModal();
    if (!neoXAddress) return wallets.neoX.openModal();
    if (!service || problem || amount === undefined || balance === undefined) return;
    setOpen({ amount, to: neoXAddress, fee: limits.feeDatoshi });
  };
  return (
    <>
      <form
        className="card wallet-card"
        aria-labelledby="bridge-form-title"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          start();
        }}
      >
        <h2 id="bridge-form-title">{tr('bridge.form.title')}</h2>
        {!connected && (
          <p className={touched ? 'wallet-warning' : 'wallet-notice-inline'} role={touched ? 'alert' : undefined}>
            {tr('bridge.notConnected')}
          </p>
        )}
        {n3Address && (
          <Balance
            load={n3Gas}
            ok={(v) => tr('bridge.form.balanceN3', { gas: formatLocalUnits(v, 8) })}
            failed={tr('bridge.form.balanceN3Failed')}
          />
        )}
        {neoXAddress && (
          <Balance
            load={xGas}
            ok={(v) => tr('bridge.form.balanceX', { gas: formatLocalUnits(v, 18) })}
            failed={tr('bridge.form.balanceXFailed')}
          />
        )}
        <AmountInput
          id="bridge-amount"
          label={tr('bridge.form.amount')}
          unit="GAS"
          value={text}
          invalid={!!shown}
          describedBy={shown ? 'bridge-amount-problem' : undefined}
          onChange={typed}
        />
        {shown && (
          <p
            id="bridge-amount-problem"
            className={shown === 'belowMinimum' ? 'wallet-warning' : 'wallet-error'}
            role="alert"
            data-problem={shown}
          >
            {tr(`bridge.errors.${shown}`, vars)}
          </p>
        )}
        {amount !== undefined && amount > 0n && (
          <dl className="wallet-facts" aria-live="polite">
            <dt>{tr('bridge.form.receive')}</dt>
            <dd>{`${formatLocalUnits(datoshiToWei(amount), 18)} GAS`}</dd>
            <dt>{tr('bridge.form.debit')}</dt>
            <dd>{gas(amount + limits.feeDatoshi)}</dd>
            {neoXAddress && (
              <>
                <dt>{tr('bridge.form.recipient')}</dt>
                <dd>
                  <span className="mono" title={neoXAddress}>
                    {shorten(neoXAddress)}
                  </span>
                  <ViewOn chain="neoX" kind="address" value={neoXAddress} />
                </dd>
              </>
            )}
          </dl>
        )}
        <button type="submit" className="btn btn-primary" disabled={limits.paused}>
          {tr('bridge.form.action')}
        </button>
      </form>
      {open && service && (
        <N3ActionDialog
          kind="bridge"
          title={tr('bridge.form.dialogTitle')}
          summary={
            <p>
              {tr('bridge.form.summary', {
                amount: formatLocalUnits(open.amount, 8),
                to: open.to,
                fee: formatLocalUnits(open.fee, 8),
              })}
            </p>
          }
          service={service.n3}
          store={wallets.n3}
          build={(account) => service.n3.requests.bridge(account, open.to, open.amount, open.fee)}
          gasBalance={balance}
          extraGas={open.amount + open.fee}
          validate={service.validate}
          keepOpen
          onClose={() => setOpen(undefined)}
          onSettled={onSettled}
        />
      )}
    </>
  );
}
