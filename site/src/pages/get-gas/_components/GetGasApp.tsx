/**
 * The /get-gas island: swap NEO for GAS in one transaction (NEO.md §4.3: wrap into bNEO, then bNEO → GAS on
 * Flamingo), with SPEC §5's rules and messages, honouring the global `isSwapFeatureActive` switch (build-time value,
 * refreshed from GET /client/settings/public).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { formatUnits } from '../../../wallets/amounts.ts';
import { serviceUsable } from '../../../wallets/availability.ts';
import { DEADLINE, quoteExactIn, SLIPPAGE } from '../../../wallets/n3/flamingo.ts';
import type { N3Service } from '../../../wallets/n3/index.ts';
import { BNEO_PER_NEO } from '../../../wallets/n3/invocations.ts';
import { loadN3Service } from '../../../wallets/services.ts';
import { getWallets, startWallets } from '../../../wallets/store/index.ts';
import { decodeWalletProps } from '../../../wallets/page-props.ts';
import { setWalletStrings, tr } from '../../../wallets/strings.ts';
import { LoadNotice } from '../../../wallets/ui/LoadNotice.tsx';
import { N3ActionDialog } from '../../../wallets/ui/N3ActionDialog.tsx';
import { SwapSettings } from '../../../wallets/ui/SwapSettings.tsx';
import { Toaster } from '../../../wallets/ui/Toaster.tsx';
import { useLoad } from '../../../wallets/ui/useLoad.ts';
import { WalletBar } from '../../../wallets/ui/WalletBar.tsx';
import { fetchSwapActive, getGasProblem } from './rules.ts';

/** `props`: the page's encoded configuration and strings; `swapActive`: the switch as of the build. */
export default function GetGasApp({ props, swapActive: builtActive }: { props: string; swapActive: boolean }) {
  const { config, strings } = decodeWalletProps(props);
  setWalletStrings(strings);
  const wallets = getWallets(config);
  const store = wallets.n3;
  const wallet = useStore(store.$wallet);
  const [swapActive, setSwapActive] = useState(builtActive);
  const [service, setService] = useState<N3Service>();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [slippage, setSlippage] = useState<number>(SLIPPAGE.defaultPercent);
  const [deadlineMinutes, setDeadline] = useState<number>(DEADLINE.defaultMinutes);
  const [open, setOpen] = useState<{ neo: bigint; minOut: bigint; deadlineMs: number } | undefined>();
  // The N3 code (neon-js) loads once the visitor starts: typing an amount or connecting a wallet.
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    startWallets(config);
    void fetchSwapActive().then((active) => active !== undefined && setSwapActive(active));
  }, [config]);
  useEffect(() => {
    if (wanted || wallet.address) void loadN3Service(config).then(setService);
  }, [config, wanted, wallet.address]);
  const c = config.n3.contracts;
  const [view, reload] = useLoad(service && wallet.address ? wallet.address : undefined, () => service!.readAccount(wallet.address!));
  const [reserves] = useLoad(service && config.services.flamingo === 'auto' ? 'bneo-gas' : undefined, () => service!.readReserves([c.BNEO, c.GAS]));
  const account = view.state === 'ready' ? view.data : undefined;
  // The pool not answering (a FAULT) means Flamingo is unavailable; no node at all is said separately.
  const flamingo = serviceUsable(config.services.flamingo, reserves.state === 'ready' ? true : reserves.state === 'failed' ? false : undefined);
  const bneo = serviceUsable(config.services.bneo, account ? account.bneo !== undefined : true);
  const problem = getGasProblem(text, account?.neo);
  const neo = !problem || problem === 'exceeds' ? BigInt(text.trim() || '0') : 0n;
  const quote = useMemo(
    () => (reserves.state === 'ready' && neo > 0n ? quoteExactIn(neo * BNEO_PER_NEO, reserves.data, slippage) : undefined),
    [reserves, neo, slippage],
  );
  const shownProblem = problem === 'notEnoughNeo' || (touched && problem) ? problem : undefined;
  const disabled = !swapActive || flamingo !== true || bneo === false || !!problem || !quote || quote.amountOut <= 0n;
  const start = () => {
    setTouched(true);
    if (disabled || !quote) return;
    store.executeWithWallet(() => setOpen({ neo, minOut: quote.minimumReceived, deadlineMs: Date.now() + deadlineMinutes * 60_000 }));
  };
  return (
    <div className="wallet-app">
      <div className="wallet-bars"><WalletBar store={store} /></div>
      {!swapActive && <p className="wallet-warning" role="alert">{tr('getGas.off')}</p>}
      <form className="card wallet-card wallet-getgas" noValidate onSubmit={(e) => { e.preventDefault(); start(); }}>
        <label className="wallet-field" htmlFor="getgas-neo">
          <span>{tr('getGas.amount')}</span>
          <input id="getgas-neo" type="text" inputMode="numeric" autoComplete="off" value={text} aria-invalid={!!shownProblem}
            onFocus={() => setWanted(true)} onChange={(e) => { setText(e.target.value); setTouched(true); setWanted(true); }} />
          <span className="muted">NEO</span>
        </label>
        {account && <p className="muted">{tr('getGas.balance', { neo: formatUnits(account.neo, 0), gas: formatUnits(account.gas, 8) })}</p>}
        {shownProblem && <p className="wallet-error" role="alert">{tr(`getGas.errors.${shownProblem}`)}</p>}
        {quote && (
          <dl className="wallet-facts" aria-live="polite">
            <dt>{tr('swap.expected')}</dt><dd>{formatUnits(quote.amountOut, 8)} GAS</dd>
            <dt>{tr('swap.minimum')}</dt><dd>{formatUnits(quote.minimumReceived, 8)} GAS</dd>
            <dt>{tr('swap.fee')}</dt><dd>{formatUnits(quote.fee, 8)} bNEO</dd>
            <dt>{tr('swap.priceImpact')}</dt><dd>{(quote.priceImpact * 100).toFixed(2)} %</dd>
          </dl>
        )}
        <SwapSettings slippage={slippage} onSlippage={setSlippage} deadlineMinutes={deadlineMinutes} onDeadline={setDeadline} idPrefix="getgas" />
        <button type="submit" className="btn btn-primary" disabled={!swapActive || flamingo === false || bneo === false}>{tr('getGas.action')}</button>
      </form>
      {/* Below the form, so what arrives from the chain later moves nothing the visitor is using. */}
      {flamingo === false && <p className="wallet-warning" role="alert">{tr('unavailable.flamingo')}</p>}
      {bneo === false && <p className="wallet-warning" role="alert">{tr('unavailable.bneo')}</p>}
      {reserves.state !== 'ready' && reserves.state !== 'loading' && <LoadNotice load={reserves} chain="n3" />}
      {wallet.address && view.state !== 'ready' && <LoadNotice load={view} chain="n3" />}
      {open && service && (
        <N3ActionDialog
          kind="getGas"
          title={tr('getGas.dialogTitle')}
          summary={<p>{tr('getGas.summary', { neo: open.neo.toString(), minimum: formatUnits(open.minOut, 8) })}</p>}
          service={service}
          store={store}
          build={(a) => service.requests.neoToGas(a, open.neo, open.minOut, open.deadlineMs)}
          gasBalance={account?.gas}
          msPerBlock={account?.msPerBlock}
          deadlineMs={open.deadlineMs}
          dependsOn="flamingo"
          onClose={() => setOpen(undefined)}
          onSettled={reload}
        />
      )}
      <Toaster />
    </div>
  );
}
