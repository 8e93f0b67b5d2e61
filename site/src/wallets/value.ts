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
