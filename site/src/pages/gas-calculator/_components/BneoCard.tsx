/**
 * The bNEO card (NEO.md §3): bNEO owned and its GAS per period while NeoBurger distributes rewards; "distribution
 * has stopped" when the contract's rewardEnabled() says so; offline, NeoBurger's announced sunset, labelled as an
 * announcement. Wrap and unwrap go through the shared dialog and wait for the lock (SPEC §4).
 */
import { useState } from 'react';
import { formatDateUtc } from '../../../lib/format.ts';
import { estimateBneo } from '../../../wallets/calculator/estimate.ts';
import { BNEO_SUNSET } from '../../../../../chain/config.ts';
import { type ServiceSetting } from '../../../wallets/config.ts';
import { formatLocalUnits, parseLocalUnits, tr } from '../../../wallets/strings.ts';
import { AmountInput } from '../../../wallets/ui/AmountInput.tsx';
import { WrapDialog, wrapProblem, type WrapDirection } from '../../../wallets/ui/WrapDialog.tsx';
import { AmountField } from './AmountField.tsx';
import type { CalculatorCardProps } from './card-props.ts';
import { PeriodTable } from './PeriodTable.tsx';

interface Props extends CalculatorCardProps {
  setting: ServiceSetting;
  locale: string;
}

/** The bNEO card. */
export function BneoCard({
  params,
  text,
  onText,
  locked,
  block,
  setting,
  account,
  service,
  store,
  hydrated,
  locale,
  onSettled,
}: Props) {
  const [amount, setAmount] = useState('');
  const [open, setOpen] = useState<WrapDirection | undefined>();
  const bneo = parseLocalUnits(text, 8);
  const estimate = estimateBneo(setting === 'auto' ? params : { ...params, bneo: null }, bneo ?? 0n);
  const usable = setting === 'auto' && account?.bneo !== undefined;
  const problem = (direction: WrapDirection) => (account ? wrapProblem(amount, direction, account) : 'required');
  const shown = amount.trim() && problem('wrap') && problem('unwrap') ? problem('wrap') : undefined;
  const disabled = (direction: WrapDirection) => !!block || !service || !usable || !!problem(direction);
  return (
    <section className="card wallet-card" aria-labelledby="calc-bneo-title" data-card="bneo" data-bneo={estimate.state}>
      <h2 id="calc-bneo-title">{tr('calculator.bneo.title')}</h2>
      <AmountField
        id="calc-bneo"
        label={tr('calculator.bneo.owned')}
        unit="bNEO"
        value={text}
        onChange={onText}
        locked={locked}
        error={bneo === undefined && text.trim() ? tr('calculator.bneo.invalid') : undefined}
      />
      {estimate.state === 'stopped' && (
        <p className="wallet-warning" role="note">
          {tr('calculator.bneo.stopped')}
        </p>
      )}
      {estimate.state === 'unavailable' && (
        <>
          {params.origin !== 'protocol' && !params.bneo && <p className="wallet-warning">{tr('unavailable.bneo')}</p>}
          <p className="muted">{tr('calculator.bneo.notRead')}</p>
          <p className="muted" data-sunset>
            {tr('calculator.bneo.announced', {
              rewardsEnd: formatDateUtc(BNEO_SUNSET.rewardsEndAt, locale),
              servicesEnd: formatDateUtc(BNEO_SUNSET.servicesEndAt, locale),
            })}{' '}
            <a href={BNEO_SUNSET.source} rel="noopener noreferrer" target="_blank">
              {BNEO_SUNSET.source.replace(/^https:\/\//, '')}
            </a>
          </p>
        </>
      )}
      {estimate.state === 'ready' && bneo !== undefined && (
        <>
          <p className="muted">{tr('calculator.bneo.model')}</p>
          <PeriodTable
            caption={tr('calculator.table.captionBneo', { bneo: formatLocalUnits(bneo, 8) })}
            columns={[{ label: tr('calculator.table.gas'), values: estimate.periods, figure: 'calculator.bneo-daily' }]}
          />
        </>
      )}
      <AmountInput
        id="calc-convert"
        label={tr('calculator.bneo.convertAmount')}
        unit="NEO"
        inputMode="numeric"
        value={amount}
        invalid={!!shown}
        onChange={setAmount}
      />
      {shown && account && (
        <p className="wallet-error" role="alert">
          {tr(`wrap.errors.${shown}`)}
        </p>
      )}
      {account && setting === 'auto' && !usable && (
        <p className="wallet-warning" role="alert">
          {tr('unavailable.bneo')}
        </p>
      )}
      {block === 'relock' && (
        <p className="wallet-warning" id="calc-convert-reason">
          {tr('calculator.lock.relock')}
        </p>
      )}
      {block === 'connect' ? (
        <button type="button" className="btn" disabled={!hydrated} onClick={store.openModal}>
          {tr('calculator.bneo.connectToConvert')}
        </button>
      ) : (
        <div className="wallet-actions">
          {(['wrap', 'unwrap'] as const).map((direction) => (
            <button
              key={direction}
              type="button"
              className={direction === 'wrap' ? 'btn btn-primary' : 'btn'}
              disabled={disabled(direction)}
              aria-describedby={block ? 'calc-convert-reason' : undefined}
              onClick={() => store.executeWithWallet(() => setOpen(direction))}
            >
              {tr(direction === 'wrap' ? 'wrap.wrapAction' : 'wrap.unwrapAction')}
            </button>
          ))}
        </div>
      )}
      {open && service && (
        <WrapDialog
          direction={open}
          neo={parseLocalUnits(amount, 0) ?? 0n}
          service={service}
          store={store}
          gasBalance={account?.gas}
          msPerBlock={account?.msPerBlock}
          onClose={() => setOpen(undefined)}
          onSettled={onSettled}
        />
      )}
    </section>
  );
}
