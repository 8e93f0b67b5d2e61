/**
 * Wrap NEO → bNEO and unwrap bNEO → NEO through NeoBurger (NEO.md §3.2). Both need an amount and a balance at
 * least as large (SPEC §5). bNEO is a third-party service: switched off in the configuration, or not answering
 * on chain, it shows SPEC §8's temporary-unavailability message.
 */
import { useState } from 'react';
import { serviceUsable } from '../../../wallets/availability.ts';
import { BNEO_SUNSET } from '../../../../../chain/config.ts';
import { type ServiceSetting } from '../../../wallets/config.ts';
import type { N3AccountView, N3Service } from '../../../wallets/n3/index.ts';
import { UNWRAP_GAS_PER_NEO } from '../../../wallets/n3/invocations.ts';
import type { WalletStore } from '../../../wallets/store/wallet-store.ts';
import { formatLocalUnits, pageLocale, parseLocalUnits, tr } from '../../../wallets/strings.ts';
import { WrapDialog, wrapProblem } from '../../../wallets/ui/WrapDialog.tsx';
import { formatDateUtc } from '../../../lib/format.ts';

interface Props {
  view: N3AccountView;
  setting: ServiceSetting;
  service: N3Service;
  store: WalletStore<'n3'>;
  readOnly: boolean;
  onSettled: () => void;
}

/** The wrap/unwrap card of an N3 account (actions disabled when `readOnly`). */
export function WrapCard({ view, setting, service, store, readOnly, onSettled }: Props) {
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [open, setOpen] = useState<'wrap' | 'unwrap' | undefined>();
  const usable = serviceUsable(setting, view.bneo !== undefined);
  const wrapError = wrapProblem(text, 'wrap', view);
  const unwrapError = wrapProblem(text, 'unwrap', view);
  const neo = parseLocalUnits(text, 0) ?? 0n;
  const shown = touched && wrapError && unwrapError ? wrapError : undefined;
  return (
    <section className="card wallet-card" aria-labelledby="wrap-title">
      <h3 id="wrap-title">{tr('wrap.title')}</h3>
      <p className="muted">{tr('wrap.sunset', { date: formatDateUtc(BNEO_SUNSET.servicesEndAt, pageLocale()) })}</p>
      {!usable && (
        <p className="wallet-warning" role="alert">
          {tr('unavailable.bneo')}
        </p>
      )}
      <p>
        {tr('wrap.holding', {
          neo: formatLocalUnits(view.neo, 0),
          bneo: view.bneo === undefined ? '—' : formatLocalUnits(view.bneo, 8),
        })}
      </p>
      <label className="wallet-field">
        <span>{tr('wrap.amount')}</span>
        <input
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          value={text}
          disabled={readOnly || !usable}
          onChange={(e) => {
            setText(e.target.value);
            setTouched(true);
          }}
        />
        <span className="muted">NEO</span>
      </label>
      {shown && <p className="wallet-error">{tr(`wrap.errors.${shown}`)}</p>}
      <p className="muted">{tr('wrap.unwrapFee', { fee: formatLocalUnits(neo * UNWRAP_GAS_PER_NEO, 8) })}</p>
      <div className="wallet-actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={readOnly || !usable || !!wrapError}
          onClick={() => store.executeWithWallet(() => setOpen('wrap'))}
        >
          {tr('wrap.wrapAction')}
        </button>
        <button
          type="button"
          className="btn"
          disabled={readOnly || !usable || !!unwrapError}
          onClick={() => store.executeWithWallet(() => setOpen('unwrap'))}
        >
          {tr('wrap.unwrapAction')}
        </button>
      </div>
      {open && (
        <WrapDialog
          direction={open}
          neo={neo}
          service={service}
          store={store}
          gasBalance={view.gas}
          msPerBlock={view.msPerBlock}
          onClose={() => setOpen(undefined)}
          onSettled={onSettled}
        />
      )}
    </section>
  );
}
