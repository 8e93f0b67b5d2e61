/**
 * Token swap through the Flamingo router (NEO.md §4.2, §4.4): quote with the 0.3 % fee, price impact, slippage in
 * ± steps with the frontrun warning, deadline. Flamingo not answering (or switched off) shows SPEC §8's
 * temporary-unavailability message; the global swap switch off disables it with its own message. Reserves that cannot
 * be read for want of a node say so (SPEC §8 'Error getting reserve values').
 */
import { useMemo, useState } from 'react';
import { serviceUsable } from '../../../wallets/availability.ts';
import type { ServiceSetting, SwapToken } from '../../../wallets/config.ts';
import { quoteExactIn } from '../../../wallets/n3/flamingo.ts';
import type { N3AccountView, N3Service } from '../../../wallets/n3/index.ts';
import type { WalletStore } from '../../../wallets/store/wallet-store.ts';
import { formatLocalUnits, parseLocalUnits, tr } from '../../../wallets/strings.ts';
import { AmountInput } from '../../../wallets/ui/AmountInput.tsx';
import { N3ActionDialog } from '../../../wallets/ui/N3ActionDialog.tsx';
import { SwapQuoteFacts, useSwapSettings } from '../../../wallets/ui/SwapQuote.tsx';
import { SwapSettings } from '../../../wallets/ui/SwapSettings.tsx';
import { LoadNotice } from '../../../wallets/ui/LoadNotice.tsx';
import { claimStepCause } from '../../../wallets/claim-steps.ts';
import { isNodeUnreachable } from '../../../../../chain/node-error.ts';
import { useLoad } from '../../../wallets/ui/useLoad.ts';
import { candidatePaths, findRoute } from './swap-path.ts';

interface Props {
  view: N3AccountView;
  setting: ServiceSetting;
  swapActive: boolean;
  service: N3Service;
  store: WalletStore<'n3'>;
  readOnly: boolean;
  onSettled: () => void;
}

/** The account's balance of a swap token (smallest unit), undefined when not read. */
function balanceOf(view: N3AccountView, token: SwapToken, c: { GAS: string; BNEO: string }): bigint | undefined {
  const hash = token.hash.toLowerCase();
  if (hash === c.GAS.toLowerCase()) return view.gas;
  if (hash === c.BNEO.toLowerCase()) return view.bneo;
  return view.others?.find((b) => b.hash.toLowerCase() === hash)?.amount ?? (view.others ? 0n : undefined);
}

/** One token choice of the swap form: a labelled select of `tokens` by their index. */
function TokenSelect(props: {
  label: string;
  tokens: readonly SwapToken[];
  index: number;
  onIndex: (index: number) => void;
  disabled: boolean;
}) {
  return (
    <label className="wallet-field">
      <span>{props.label}</span>
      <select value={props.index} onChange={(e) => props.onIndex(Number(e.target.value))} disabled={props.disabled}>
        {props.tokens.map((t, i) => (
          <option key={t.hash} value={i}>
            {t.symbol}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The Flamingo swap card of an N3 account (actions disabled when `readOnly`). */
export function SwapCard({ view, setting, swapActive, service, store, readOnly, onSettled }: Props) {
  const c = service.contracts;
  const [inIndex, setIn] = useState(0);
  const [outIndex, setOut] = useState(2);
  const [text, setText] = useState('');
  const settings = useSwapSettings();
  const { slippage, deadlineMinutes } = settings;
  const [open, setOpen] = useState<{ deadlineMs: number } | undefined>();
  const tokens = service.swapTokens;
  const tokenIn = tokens[inIndex]!;
  const tokenOut = tokens[outIndex]!;
  const [route, reroute] = useLoad(
    setting === 'auto' && inIndex !== outIndex ? `${tokenIn.hash}>${tokenOut.hash}` : undefined,
    async () =>
      (await findRoute(
        candidatePaths(tokenIn.hash, tokenOut.hash, [c.GAS, c.BNEO]),
        service.readReserves,
        (e) => !isNodeUnreachable(claimStepCause(e)),
      )) ?? null,
  );
  // No node answering is not Flamingo being unavailable: that failure shows its own notice.
  const usable = serviceUsable(
    setting,
    route.state === 'ready' ? route.data !== null : route.state === 'failed' ? false : undefined,
  );
  const amountIn = parseLocalUnits(text, tokenIn.decimals);
  const balance = balanceOf(view, tokenIn, c);
  const quote = useMemo(
    () =>
      route.state === 'ready' && route.data && amountIn && amountIn > 0n
        ? quoteExactIn(amountIn, route.data.hops, slippage)
        : undefined,
    [route, amountIn, slippage],
  );
  const problem = !text.trim()
    ? 'required'
    : amountIn === undefined || amountIn <= 0n
      ? 'invalid'
      : balance !== undefined && amountIn > balance
        ? 'exceeds'
        : undefined;
  const disabled =
    readOnly || !swapActive || !usable || !!problem || !quote || quote.amountOut <= 0n || inIndex === outIndex;
  const path = route.state === 'ready' && route.data ? route.data.path : [];
  return (
    <section className="card wallet-card" aria-labelledby="swap-title">
      <h3 id="swap-title">{tr('swap.title')}</h3>
      {!swapActive && (
        <p className="wallet-warning" role="alert">
          {tr('swap.off')}
        </p>
      )}
      {usable === false && inIndex !== outIndex && (
        <p className="wallet-warning" role="alert">
          {tr('unavailable.flamingo')}
        </p>
      )}
      {route.state === 'unreachable' && <LoadNotice load={route} chain="n3" retry={reroute} />}
      <div className="wallet-swap-row">
        <TokenSelect label={tr('swap.from')} tokens={tokens} index={inIndex} onIndex={setIn} disabled={readOnly} />
        <TokenSelect label={tr('swap.to')} tokens={tokens} index={outIndex} onIndex={setOut} disabled={readOnly} />
      </div>
      <AmountInput
        label={tr('swap.amount')}
        unit={tokenIn.symbol}
        value={text}
        disabled={readOnly}
        onChange={setText}
        ariaLabel={tr('swap.amountOf', { symbol: tokenIn.symbol })}
      />
      {balance !== undefined && (
        <p className="muted">
          {tr('swap.balance', { amount: formatLocalUnits(balance, tokenIn.decimals), symbol: tokenIn.symbol })}
        </p>
      )}
      {text.trim() && problem && <p className="wallet-error">{tr(`swap.errors.${problem}`)}</p>}
      {quote && <SwapQuoteFacts quote={quote} paid={tokenIn} received={tokenOut} />}
      <SwapSettings {...settings} idPrefix="swap" />
      <button
        type="button"
        className="btn btn-primary"
        disabled={disabled}
        onClick={() => store.executeWithWallet(() => setOpen({ deadlineMs: Date.now() + deadlineMinutes * 60_000 }))}
      >
        {tr('swap.action')}
      </button>
      {open && quote && amountIn && (
        <N3ActionDialog
          kind="swap"
          title={tr('swap.dialogTitle')}
          summary={
            <p>
              {tr('swap.summary', {
                amountIn: formatLocalUnits(amountIn, tokenIn.decimals),
                symbolIn: tokenIn.symbol,
                minimum: formatLocalUnits(quote.minimumReceived, tokenOut.decimals),
                symbolOut: tokenOut.symbol,
              })}
            </p>
          }
          service={service}
          store={store}
          build={(account) =>
            service.requests.swap(account, {
              path,
              amountIn,
              amountOutMin: quote.minimumReceived,
              deadlineMs: open.deadlineMs,
            })
          }
          gasBalance={view.gas}
          extraGas={tokenIn.hash.toLowerCase() === c.GAS.toLowerCase() ? amountIn : 0n}
          msPerBlock={view.msPerBlock}
          deadlineMs={open.deadlineMs}
          dependsOn="flamingo"
          onClose={() => setOpen(undefined)}
          onSettled={onSettled}
        />
      )}
    </section>
  );
}
