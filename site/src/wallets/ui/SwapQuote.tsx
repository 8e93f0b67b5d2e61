/** What the two Flamingo swap forms (NEO → GAS, the token swap) share: the quote's facts and the swap settings' state. */
import { useState } from 'react';
import type { SwapToken } from '../config.ts';
import { DEADLINE, SLIPPAGE, type Quote } from '../n3/flamingo.ts';
import { formatFixed, formatLocalUnits, tr } from '../strings.ts';

type Unit = Pick<SwapToken, 'symbol' | 'decimals'>;

/** Slippage (percent) and deadline (minutes) of a swap, from their defaults: the props of SwapSettings but its ids. */
export function useSwapSettings() {
  const [slippage, onSlippage] = useState<number>(SLIPPAGE.defaultPercent);
  const [deadlineMinutes, onDeadline] = useState<number>(DEADLINE.defaultMinutes);
  return { slippage, onSlippage, deadlineMinutes, onDeadline };
}

interface Props {
  quote: Quote;
  /** The token paid (the fee is taken in it) and the token received. */
  paid: Unit;
  received: Unit;
  /** The expected amount carries the figure ledger's `data-figure` (tests/chain/figures.test.ts) under this name. */
  figure?: string;
}

/** The quote: expected and minimum received, the pool fee and the price impact. */
export function SwapQuoteFacts({ quote, paid, received, figure }: Props) {
  return (
    <dl className="wallet-facts" aria-live="polite">
      <dt>{tr('swap.expected')}</dt>
      <dd data-figure={figure} data-value={figure && quote.amountOut.toString()}>
        {formatLocalUnits(quote.amountOut, received.decimals)} {received.symbol}
      </dd>
      <dt>{tr('swap.minimum')}</dt>
      <dd>
        {formatLocalUnits(quote.minimumReceived, received.decimals)} {received.symbol}
      </dd>
      <dt>{tr('swap.fee')}</dt>
      <dd>
        {formatLocalUnits(quote.fee, paid.decimals)} {paid.symbol}
      </dd>
      <dt>{tr('swap.priceImpact')}</dt>
      <dd>{formatFixed(quote.priceImpact * 100, 2)} %</dd>
    </dl>
  );
}
