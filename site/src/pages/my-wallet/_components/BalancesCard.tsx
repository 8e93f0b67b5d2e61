/**
 * Holdings of an N3 account: NEO, GAS, bNEO and every other NEP-17 balance the node's TokenTracker reports
 * (getnep17balances), each with its mark, its /tokens link when the catalogue lists it (token-href.ts), the amount,
 * the token list's price and the value where the network's assets have one (mainnet) and a source measured the price
 * (TokenWorth.tsx, value.ts), and the total value with the as-of of its oldest price.
 */
import type { ChainNetwork } from '../../../../../chain/config.ts';
import type { KnownToken } from '../../../wallets/config.ts';
import type { N3AccountView } from '../../../wallets/n3/index.ts';
import { formatCount, formatLocalUnits, pageLocale, tr } from '../../../wallets/strings.ts';
import { totalValue } from '../../../wallets/value.ts';
import { formatDateUtc } from '../../../lib/format.ts';
import { TableScroll } from '../../../wallets/ui/TableScroll.tsx';
import { PriceCell, TokenName, TotalCell, ValueCell } from './TokenWorth.tsx';

interface Row {
  symbol: string;
  amount: bigint | undefined;
  decimals: number;
  token?: KnownToken | undefined;
}

/** The holdings table of an N3 account. */
export function BalancesCard({
  view,
  tokens,
  contracts,
  network,
}: {
  view: N3AccountView;
  tokens: KnownToken[];
  contracts: { NEO: string; GAS: string; BNEO: string };
  /** The network the account was read on: only mainnet assets have a price and a value. */
  network: ChainNetwork;
}) {
  const byHash = new Map(tokens.map((t) => [t.hash.toLowerCase(), t]));
  const rows: Row[] = [
    { symbol: 'NEO', amount: view.neo, decimals: 0, token: byHash.get(contracts.NEO.toLowerCase()) },
    { symbol: 'GAS', amount: view.gas, decimals: 8, token: byHash.get(contracts.GAS.toLowerCase()) },
    { symbol: 'bNEO', amount: view.bneo, decimals: 8, token: byHash.get(contracts.BNEO.toLowerCase()) },
    ...(view.others ?? []).map((b) => ({
      symbol: b.symbol,
      amount: b.amount,
      decimals: b.decimals,
      token: byHash.get(b.hash.toLowerCase()),
    })),
  ];
  const total = totalValue(
    rows.map((r) => ({ amount: r.amount, decimals: r.decimals, token: r.token })),
    network,
  );
  const oldest = total.state === 'total' ? total.totals.map((t) => t.priceAt).find(Boolean) : undefined;
  return (
    <section className="card wallet-card wallet-holdings" aria-labelledby="balances-title">
      <h3 id="balances-title">{tr('balances.title')}</h3>
      <TableScroll label={tr('balances.title')}>
        <table className="wallet-table">
          <thead>
            <tr>
              <th scope="col">{tr('balances.token')}</th>
              <th scope="col" className="wallet-num">
                {tr('balances.amount')}
              </th>
              <th scope="col" className="wallet-num">
                {tr('balances.price')}
              </th>
              <th scope="col" className="wallet-num">
                {tr('balances.value')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.symbol}>
                <th scope="row">
                  <TokenName symbol={row.symbol} token={row.token} />
                </th>
                <td className="wallet-num">
                  {row.amount === undefined ? (
                    <span className="muted">{tr('balances.unavailable')}</span>
                  ) : (
                    formatLocalUnits(row.amount, row.decimals)
                  )}
                </td>
                <td className="wallet-num">
                  <PriceCell symbol={row.symbol} token={row.token} network={network} />
                </td>
                <td className="wallet-num">
                  <ValueCell amount={row.amount} decimals={row.decimals} token={row.token} network={network} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {tr('balances.total')}
              </th>
              <td className="wallet-num">
                <TotalCell total={total} />
              </td>
            </tr>
          </tfoot>
        </table>
      </TableScroll>
      {view.others === undefined && <p className="muted">{tr('balances.othersUnavailable')}</p>}
      {network !== 'mainnet' && <p className="muted">{tr('balances.noValue.testNetwork')}</p>}
      {total.state === 'total' && oldest && (
        <p className="muted">{tr('balances.pricesNote', { date: formatDateUtc(oldest, pageLocale()) })}</p>
      )}
      {total.state === 'total' && total.unvalued > 0 && <p className="muted">{tr('balances.unvalued')}</p>}
      <p className="muted" data-figure="wallet.block" data-value={view.height}>
        {tr('balances.height', { height: formatCount(view.height) })}
      </p>
    </section>
  );
}
