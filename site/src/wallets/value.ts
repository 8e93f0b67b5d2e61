/**
 * What the wallet pages say a token is worth (issue 32, "money only where it is money"): a price only for a token of
 * the public mainnet that a source measured — the token list's own price, quote and as-of (the live-data snapshot,
 * page-data.ts), so the figure is the one /tokens shows. Assets of a local or test network have no market value: a
 * privnet NEO is not worth a mainnet NEO's price even where its script hash is the same, so nothing is multiplied.
 */
import type { ChainNetwork } from '../../../chain/config.ts';
import type { Quote } from '../lib/live-format.ts';
import { toNumber } from './amounts.ts';
import type { KnownToken } from './config.ts';

/** Why no price or value is shown: a local/test network's asset, no measured price, or no amount read. */
export type NoValueReason = 'testNetwork' | 'notMeasured' | 'noAmount';

/** A measured price: `price` in `quote` (USD or USDT) as of `priceAt` (UTC ISO-8601, absent when the source gave none). */
export interface MeasuredPrice {
  state: 'price';
  price: number;
  quote: Quote;
  priceAt: string | undefined;
}

export type TokenPrice = MeasuredPrice | { state: 'none'; reason: NoValueReason };
export type TokenValue = (MeasuredPrice & { value: number }) | { state: 'none'; reason: NoValueReason };

/** The price to show for `token` on `network`: its measured price on mainnet; none on any other network. */
export function tokenPrice(token: KnownToken | undefined, network: ChainNetwork): TokenPrice {
  if (network !== 'mainnet') return { state: 'none', reason: 'testNetwork' };
  if (token?.price === undefined || !Number.isFinite(token.price)) return { state: 'none', reason: 'notMeasured' };
  return { state: 'price', price: token.price, quote: token.quote === 'USDT' ? 'USDT' : 'USD', priceAt: token.priceAt };
}

/**
 * What `amount` of `token` (in its smallest unit, `decimals` of them) is worth on `network`: `value` = amount × price
 * in the price's quote; none with the reason when the price is not shown (tokenPrice) or the amount was not read.
 */
export function tokenValue(
  amount: bigint | undefined,
  decimals: number,
  token: KnownToken | undefined,
  network: ChainNetwork,
): TokenValue {
  const price = tokenPrice(token, network);
  if (price.state === 'none') return price;
  if (amount === undefined) return { state: 'none', reason: 'noAmount' };
  return { ...price, value: toNumber(amount, decimals) * price.price };
}

/** The total of an account's holdings in one quote: the sum of the measured values, as of the oldest price in it. */
export interface QuoteTotal {
  quote: Quote;
  value: number;
  /** The oldest as-of among the prices summed (UTC ISO-8601), undefined when none of them gave one. */
  priceAt: string | undefined;
}

/** The holdings' total (totalValue): one sum per quote and how many holdings have no value, or none with why. */
export type HoldingsTotal =
  { state: 'total'; totals: QuoteTotal[]; unvalued: number } | { state: 'none'; reason: NoValueReason };

/**
 * What the holdings are worth in all (issue 28): one total per quote (USD, USDT — never added together), each the sum
 * of the holdings whose value is measured (tokenValue), and how many holdings have no value. None, with the reason,
 * when no holding has a value: a local or test network's assets, or no measured price at all.
 */
export function totalValue(
  holdings: { amount: bigint | undefined; decimals: number; token: KnownToken | undefined }[],
  network: ChainNetwork,
): HoldingsTotal {
  if (network !== 'mainnet') return { state: 'none', reason: 'testNetwork' };
  const totals = new Map<Quote, QuoteTotal>();
  let unvalued = 0;
  for (const h of holdings) {
    const v = tokenValue(h.amount, h.decimals, h.token, network);
    if (v.state === 'none') {
      unvalued += 1;
      continue;
    }
    const sum = totals.get(v.quote) ?? { quote: v.quote, value: 0, priceAt: undefined };
    sum.value += v.value;
    if (v.priceAt && (!sum.priceAt || v.priceAt < sum.priceAt)) sum.priceAt = v.priceAt;
    totals.set(v.quote, sum);
  }
  if (totals.size === 0) return { state: 'none', reason: 'notMeasured' };
  return { state: 'total', totals: [...totals.values()], unvalued };
}
