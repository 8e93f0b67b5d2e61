/** Balances of an N3 account: NEO, GAS, bNEO and other NEP-17 tokens, with USD values where a price is known. */
import { toNumber } from '../../../wallets/amounts.ts';
import type { KnownToken } from '../../../wallets/config.ts';
import type { N3AccountView } from '../../../wallets/n3/index.ts';
import { formatCount, formatLocalUnits, pageLocale, tr } from '../../../wallets/strings.ts';
import { formatDateUtc, formatUsd } from '../../../lib/format.ts';

interface Row {
  symbol: string;
  amount: bigint | undefined;
  decimals: number;
  token?: KnownToken | undefined;
}

function Value({ row }: { row: Row }) {
  const t = row.token;
  if (row.amount === undefined || t?.price === undefined) return <span className="muted">—</span>;
  return (
    <span
      title={tr('balances.priceAsOf', { date: formatDateUtc(t.priceAt ?? '', pageLocale()), quote: t.quote ?? 'USD' })}
    >
      {formatUsd(toNumber(row.amount, row.decimals) * t.price, pageLocale())}
    </span>
  );
}

/** The balances table of an N3 account. */
export function BalancesCard({
  view,
  tokens,
  contracts,
}: {
  view: N3AccountView;
  tokens: KnownToken[];
  contracts: { NEO: string; GAS: string; BNEO: string };
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
  const priced = tokens.find((t) => t.priceAt);
  return (
    <section className="card wallet-card" aria-labelledby="balances-title">
      <h3 id="balances-title">{tr('balances.title')}</h3>
      <table className="wallet-table">
        <thead>
          <tr>
            <th scope="col">{tr('balances.token')}</th>
            <th scope="col">{tr('balances.amount')}</th>
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
                <Value row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {view.others === undefined && <p className="muted">{tr('balances.othersUnavailable')}</p>}
      {priced && (
        <p className="muted">
          {tr('balances.pricesNote', { date: formatDateUtc(priced.priceAt ?? '', pageLocale()) })}
        </p>
      )}
      <p className="muted">{tr('balances.height', { height: formatCount(view.height) })}</p>
    </section>
  );
}
