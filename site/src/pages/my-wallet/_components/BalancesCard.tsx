/**
 * Balances of an N3 account: NEO, GAS, bNEO and other NEP-17 tokens, with the token list's price and the value where
 * the network's assets have one (mainnet) and a source measured the price (TokenWorth.tsx, value.ts).
 */
import type { ChainNetwork } from '../../../../../chain/config.ts';
import type { KnownToken } from '../../../wallets/config.ts';
import type { N3AccountView } from '../../../wallets/n3/index.ts';
import { formatCount, formatLocalUnits, pageLocale, tr } from '../../../wallets/strings.ts';
import { formatDateUtc } from '../../../lib/format.ts';
import { PriceCell, ValueCell } from './TokenWorth.tsx';

interface Row {
  symbol: string;
  amount: bigint | undefined;
  decimals: number;
  token?: KnownToken | undefined;
}

/** The balances table of an N3 account. */
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
  const priced = network === 'mainnet' ? tokens.find((t) => t.priceAt) : undefined;
  return (
    <section className="card wallet-card" aria-labelledby="balances-title">
      <h3 id="balances-title">{tr('balances.title')}</h3>
      <table className="wallet-table">
        <thead>
          <tr>
            <th scope="col">{tr('balances.token')}</th>
            <th scope="col">{tr('balances.amount')}</th>
            <th scope="col">{tr('balances.price')}</th>
            <th scope="col">{tr('balances.value')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.symbol}>
              <th scope="row">{row.symbol}</th>
              <td className="mono">
                {row.amount === undefined ? (
                  <span className="muted">{tr('balances.unavailable')}</span>
                ) : (
                  formatLocalUnits(row.amount, row.decimals)
                )}
              </td>
              <td>
                <PriceCell symbol={row.symbol} token={row.token} network={network} />
              </td>
              <td>
                <ValueCell amount={row.amount} decimals={row.decimals} token={row.token} network={network} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {view.others === undefined && <p className="muted">{tr('balances.othersUnavailable')}</p>}
      {network !== 'mainnet' && <p className="muted">{tr('balances.noValue.testNetwork')}</p>}
      {priced && (
        <p className="muted">
          {tr('balances.pricesNote', { date: formatDateUtc(priced.priceAt ?? '', pageLocale()) })}
        </p>
      )}
      <p className="muted" data-figure="wallet.block" data-value={view.height}>
        {tr('balances.height', { height: formatCount(view.height) })}
      </p>
    </section>
  );
}
