/**
 * Unclaimed GAS and the claim (NEO.md §2.1: a 0-NEO self transfer), blocked while the claimable amount is below the
 * transaction fee (SPEC §5). Also the live reward parameters read from chain (GasPerBlock, block time) and the
 * account's estimated daily GAS (NEO.md §1.5).
 */
import { useState } from 'react';
import { ActionButton } from './ActionButton.tsx';
import type { Candidate, N3AccountView, N3Service } from '../../../wallets/n3/index.ts';
import { dailyAccountReward } from '../../../wallets/n3/rewards.ts';
import type { WalletStore } from '../../../wallets/store/wallet-store.ts';
import { formatNumber } from '../../../lib/format.ts';
import { formatLocalUnits, pageLocale, tr } from '../../../wallets/strings.ts';
import { N3ActionDialog } from '../../../wallets/ui/N3ActionDialog.tsx';
import { useLoad } from '../../../wallets/ui/useLoad.ts';

interface Props {
  view: N3AccountView;
  candidates: Candidate[] | undefined;
  service: N3Service;
  store: WalletStore<'n3'>;
  readOnly: boolean;
  onSettled: () => void;
}

/**
 * Estimated GAS per day (datoshi) for the account's NEO: the holder share plus its vote's share from the node's
 * committee, validators and the candidate's votes (NEO.md §1.5); undefined when it votes and those were not read.
 */
const dailyGas = (view: N3AccountView, candidates: Candidate[] | undefined): bigint | undefined =>
  dailyAccountReward(view.neo, view.voteTo, { ...view, candidates });

/** The unclaimed-GAS card of an N3 account: the claim button unless `readOnly`, disabled below the fee. */
export function ClaimCard({ view, candidates, service, store, readOnly, onSettled }: Props) {
  const [open, setOpen] = useState(false);
  const [fee] = useLoad(readOnly ? undefined : `${view.account.address}:${view.height}`, async () => {
    const { adapter } = await store.connected();
    return (await service.estimateFees(service.requests.claim(view.account), await adapter.publicKey?.())).total;
  });
  const feeKnown = fee.state === 'ready' ? fee.data : undefined;
  const belowFee = feeKnown !== undefined && view.unclaimedGas < feeKnown;
  const disabled = readOnly || view.unclaimedGas === 0n || feeKnown === undefined || belowFee;
  const daily = dailyGas(view, candidates);
  return (
    <section className="card wallet-card" aria-labelledby="claim-title">
      <h3 id="claim-title">{tr('claim.title')}</h3>
      <p className="wallet-figure">
        <span className="mono" data-figure="wallet.unclaimed-gas" data-value={view.unclaimedGas.toString()}>
          {formatLocalUnits(view.unclaimedGas, 8)}
        </span>{' '}
        GAS
      </p>
      <dl className="wallet-facts">
        <dt>{tr('claim.gasPerBlock')}</dt>
        <dd data-figure="wallet.gas-per-block" data-value={view.gasPerBlock.toString()}>
          {formatLocalUnits(view.gasPerBlock, 8)} GAS
        </dd>
        <dt>{tr('claim.blockTime')}</dt>
        <dd data-figure="wallet.block-time" data-value={view.msPerBlock}>
          {formatNumber(view.msPerBlock / 1000, pageLocale())} s
        </dd>
        <dt>{tr('claim.daily')}</dt>
        {daily === undefined ? (
          <dd data-figure="wallet.daily-gas">
            — <span className="muted">{tr('claim.dailyUnknown')}</span>
          </dd>
        ) : (
          <dd data-figure="wallet.daily-gas" data-value={daily.toString()}>
            {formatLocalUnits(daily, 8, 8)} GAS
          </dd>
        )}
        {feeKnown !== undefined && (
          <>
            <dt>{tr('claim.fee')}</dt>
            <dd>{formatLocalUnits(feeKnown, 8)} GAS</dd>
          </>
        )}
      </dl>
      <p className="muted" data-figure="wallet.rewards-block" data-value={view.height}>
        {tr('claim.fromChain', { height: formatNumber(view.height, pageLocale()) })}
      </p>
      {belowFee && <p className="wallet-warning">{tr('claim.belowFee')}</p>}
      {!readOnly && fee.state === 'failed' && <p className="wallet-error">{tr('claim.feeFailed')}</p>}
      {!readOnly && (
        <ActionButton label={tr('claim.action')} disabled={disabled} store={store} onOpen={() => setOpen(true)} />
      )}
      {open && (
        <N3ActionDialog
          kind="claim"
          title={tr('claim.dialogTitle')}
          summary={<p>{tr('claim.summary', { amount: formatLocalUnits(view.unclaimedGas, 8) })}</p>}
          service={service}
          store={store}
          build={service.requests.claim}
          gasBalance={view.gas}
          msPerBlock={view.msPerBlock}
          onClose={() => setOpen(false)}
          onSettled={onSettled}
        />
      )}
    </section>
  );
}
