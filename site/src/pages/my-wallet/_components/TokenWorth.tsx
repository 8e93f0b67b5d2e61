/**
 * A balance's name, price and value cells (value.ts): the token's mark and its /tokens link, the token list's price
 * in its quote with its as-of on hover, the amount times that price, the holdings' total; an em dash with why where
 * there is none (a local network's asset, no measured price). The price carries `data-figure="wallet.price-<symbol>"`
 * and the total `data-figure="wallet.total-value"` for the figure ledger (an em dash on a local network).
 */
import type { ChainNetwork } from '../../../../../chain/config.ts';
import { formatDateUtc } from '../../../lib/format.ts';
import { formatPrice } from '../../../lib/live-format.ts';
import type { KnownToken } from '../../../wallets/config.ts';
import { pageLocale, tr } from '../../../wallets/strings.ts';
import { monogramColour, monogramInitials, monogramInk } from '../../../lib/logo.ts';
import {
  tokenPrice,
  tokenValue,
  type MeasuredPrice,
  type NoValueReason,
  type HoldingsTotal,
} from '../../../wallets/value.ts';
import { tokenHref } from './token-href.ts';

const asOf = (p: MeasuredPrice) =>
  tr('balances.priceAsOf', { date: formatDateUtc(p.priceAt ?? '', pageLocale()), quote: p.quote });

function None({ reason }: { reason: NoValueReason }) {
  return (
    <span className="muted" title={tr(`balances.noValue.${reason}`)}>
      —
    </span>
  );
}

/** The price of one `symbol` of `token` on `network`. */
export function PriceCell({
  symbol,
  token,
  network,
}: {
  symbol: string;
  token?: KnownToken | undefined;
  network: ChainNetwork;
}) {
  const price = tokenPrice(token, network);
  return (
    <span data-figure={`wallet.price-${symbol}`}>
      {price.state === 'none' ? (
        <None reason={price.reason} />
      ) : (
        <span title={asOf(price)}>{formatPrice(price.price, price.quote, pageLocale())}</span>
      )}
    </span>
  );
}

/** What `amount` (smallest unit, `decimals`) of `token` is worth on `network`. */
export function ValueCell(props: {
  amount: bigint | undefined;
  decimals: number;
  token?: KnownToken | undefined;
  network: ChainNetwork;
}) {
  const value = tokenValue(props.amount, props.decimals, props.token, props.network);
  if (value.state === 'none') return <None reason={value.reason} />;
  return <span title={asOf(value)}>{formatPrice(value.value, value.quote, pageLocale())}</span>;
}

/** A holding's name: the token's mark (its monogram) and symbol, linked to its /tokens row when the catalogue lists it. */
export function TokenName({ symbol, token }: { symbol: string; token?: KnownToken | undefined }) {
  const href = tokenHref(token, pageLocale());
  const colour = monogramColour(symbol);
  return (
    <span className="wallet-token">
      <span
        className="wallet-token-mark"
        style={{ background: colour, color: monogramInk(colour) }}
        data-initials={monogramInitials(symbol)}
        aria-hidden="true"
      />
      {href ? <a href={href}>{symbol}</a> : <span>{symbol}</span>}
    </span>
  );
}

/** The holdings' total value: one sum per quote, joined with "+"; an em dash with why when nothing is valued. */
export function TotalCell({ total }: { total: HoldingsTotal }) {
  return (
    <span data-figure="wallet.total-value">
      {total.state === 'none' ? (
        <None reason={total.reason} />
      ) : (
        total.totals.map((t) => formatPrice(t.value, t.quote, pageLocale())).join(' + ')
      )}
    </span>
  );
}
