/**
 * NEO → GAS in one transaction (NEO.md §4.3: wrap into bNEO, then bNEO → GAS on Flamingo), the one implementation
 * behind /get-gas and the /my-wallet card: SPEC §5's rules and messages, the quote from the pool's reserves, the
 * global swap switch (`swapActive`), and SPEC §8's claim-step errors where the token hash or reserves cannot be read.
 */
import { useMemo, useState } from 'react';
import { serviceUsable } from '../availability.ts';
import type { WalletConfig } from '../config.ts';
import { quoteExactIn } from '../n3/flamingo.ts';
import type { N3AccountView, N3Service } from '../n3/index.ts';
import { BNEO_PER_NEO } from '../n3/invocations.ts';
import { getGasProblem } from '../neo-to-gas/rules.ts';
import type { WalletStore } from '../store/wallet-store.ts';
import { formatLocalUnits, tr } from '../strings.ts';
import { AmountInput } from './AmountInput.tsx';
import { LoadNotice } from './LoadNotice.tsx';
import { N3ActionDialog } from './N3ActionDialog.tsx';
import { SwapQuoteFacts, useSwapSettings } from './SwapQuote.tsx';
import { SwapSettings } from './SwapSettings.tsx';
import { useLoad } from './useLoad.ts';

/** The quote's units: bNEO is paid into the pool (its fee too), GAS received. */
const BNEO = { symbol: 'bNEO', decimals: 8 };
const GAS = { symbol: 'GAS', decimals: 8 };

export interface NeoToGasProps {
  config: WalletConfig;
  store: WalletStore<'n3'>;
  /** The N3 service once loaded (the quote waits for it). */
  service: N3Service | undefined;
  /** The connected account as read from chain; undefined while no wallet is connected or it is not read yet. */
  account: N3AccountView | undefined;
  /** The global swap feature switch (GET /client/global/public isSwapFeatureActive). */
  swapActive: boolean;
  /** Watch-only: the form shows but nothing can be sent. */
  readOnly?: boolean;
  /** The visitor started (focused or typed): the page may load the N3 code now. */
  onWanted?: () => void;
  /** After a transaction settled: read the account again. */
  onSettled: () => void;
  /** `page`: /get-gas's form; `card`: a card of the wallet area, with its heading. */
  variant: 'page' | 'card';
  /** Prefix of the element ids (one form per page each). */
  idPrefix: string;
}

/** The NEO → GAS form with its quote, notices and transaction dialog. */
export function NeoToGas({
  config,
  store,
  service,
  account,
  swapActive,
  readOnly = false,
  onWanted,
  onSettled,
  variant,
  idPrefix,
}: NeoToGasProps) {
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const typed = (value: string) => {
    setText(value);
    setTouched(true);
    onWanted?.();
  };
  const settings = useSwapSettings();
  const { slippage, deadlineMinutes } = settings;
  const [open, setOpen] = useState<{ neo: bigint; minOut: bigint; deadlineMs: number } | undefined>();
  const [pool, reloadPool] = useLoad(service && config.services.flamingo === 'auto' ? 'bneo-gas' : undefined, () =>
    service!.readNeoToGasPool(),
  );
  // The pool not answering (a FAULT of the router) means Flamingo is unavailable; no node, or the token's contract
  // not found, is said by its own claim-step message.
  const poolFault = pool.state === 'failed' && pool.step === 'reserves';
  const flamingo = serviceUsable(
    config.services.flamingo,
    pool.state === 'ready' ? true : poolFault ? false : undefined,
  );
  const bneo = serviceUsable(config.services.bneo, account ? account.bneo !== undefined : true);
  const problem = getGasProblem(text, account?.neo);
  const neo = !problem || problem === 'exceeds' ? BigInt(text.trim() || '0') : 0n;
  const quote = useMemo(
    () => (pool.state === 'ready' && neo > 0n ? quoteExactIn(neo * BNEO_PER_NEO, pool.data, slippage) : undefined),
    [pool, neo, slippage],
  );
  const shownProblem = problem === 'notEnoughNeo' || (touched && problem) ? problem : undefined;
  const blocked = readOnly || !swapActive || flamingo === false || bneo === false;
  const disabled = blocked || pool.state !== 'ready' || !!problem || !quote || quote.amountOut <= 0n;
  const start = () => {
    setTouched(true);
    if (disabled || !quote) return;
    store.executeWithWallet(() =>
      setOpen({ neo, minOut: quote.minimumReceived, deadlineMs: Date.now() + deadlineMinutes * 60_000 }),
    );
  };
  const titleId = `${idPrefix}-title`;
  const fields = (
    <>
      {variant === 'card' && <h3 id={titleId}>{tr('getGas.title')}</h3>}
      {!swapActive && (
        <p className="wallet-warning" role="alert">
          {tr('getGas.off')}
        </p>
      )}
      <AmountInput
        id={`${idPrefix}-neo`}
        label={tr('getGas.amount')}
        unit="NEO"
        inputMode="numeric"
        value={text}
        invalid={!!shownProblem}
        disabled={readOnly}
        onFocus={onWanted}
        onChange={typed}
      />
      {account && (
        <p className="muted">
          {tr('getGas.balance', { neo: formatLocalUnits(account.neo, 0), gas: formatLocalUnits(account.gas, 8) })}
        </p>
      )}
      {shownProblem && !readOnly && (
        <p className="wallet-error" role="alert">
          {tr(`getGas.errors.${shownProblem}`)}
        </p>
      )}
      {/* The pool's answer for this amount: a chain figure of the figure ledger (tests/chain/figures.test.ts). */}
      {quote && <SwapQuoteFacts quote={quote} paid={BNEO} received={GAS} figure="swap.expected-gas" />}
      <SwapSettings {...settings} idPrefix={idPrefix} />
      {/* On /get-gas the button stays usable while the quote loads, so pressing it says what is missing. */}
      <button type="submit" className="btn btn-primary" disabled={variant === 'card' ? disabled : blocked}>
        {tr('getGas.action')}
      </button>
      {/* Below the form, so what arrives from the chain later moves nothing the visitor is using. */}
      {flamingo === false && (
        <p className="wallet-warning" role="alert">
          {tr('unavailable.flamingo')}
        </p>
      )}
      {bneo === false && (
        <p className="wallet-warning" role="alert">
          {tr('unavailable.bneo')}
        </p>
      )}
      {pool.state !== 'ready' && pool.state !== 'loading' && <LoadNotice load={pool} chain="n3" retry={reloadPool} />}
    </>
  );
  const submit = (e: { preventDefault(): void }) => {
    e.preventDefault();
    start();
  };
  return (
    <>
      {variant === 'card' ? (
        <section className="card wallet-card" aria-labelledby={titleId}>
          <form noValidate onSubmit={submit}>
            {fields}
          </form>
        </section>
      ) : (
        <form className="card wallet-card wallet-getgas" noValidate onSubmit={submit}>
          {fields}
        </form>
      )}
      {open && service && (
        <N3ActionDialog
          kind="getGas"
          title={tr('getGas.dialogTitle')}
          summary={
            <p>
              {tr('getGas.summary', { neo: formatLocalUnits(open.neo, 0), minimum: formatLocalUnits(open.minOut, 8) })}
            </p>
          }
          service={service}
          store={store}
          build={(a) => service.requests.neoToGas(a, open.neo, open.minOut, open.deadlineMs)}
          gasBalance={account?.gas}
          msPerBlock={account?.msPerBlock}
          deadlineMs={open.deadlineMs}
          dependsOn="flamingo"
          onClose={() => setOpen(undefined)}
          onSettled={onSettled}
        />
      )}
    </>
  );
}
