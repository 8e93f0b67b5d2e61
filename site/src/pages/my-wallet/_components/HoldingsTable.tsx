/**
 * The holdings table of an account on either chain (issue 28): each balance with its mark and token-page link, the
 * amount, the token list's price and the value where measured (TokenWorth.tsx, value.ts), the total value per quote,
 * and the notes that say why a price or value is missing and the as-of of the oldest price in the total.
 */
import type { ChainNetwork } from '../../../../../chain/config.ts';
import { DataTable, type DataColumn } from '../../../components/SortableTable/DataTable.tsx';
import { formatDateUtc } from '../../../lib/format.ts';
import type { KnownToken } from '../../../wallets/config.ts';
import { formatLocalUnits, pageLocale, tr } from '../../../wallets/strings.ts';
import { totalValue } from '../../../wallets/value.ts';
import { PriceCell, TokenName, TotalCell, ValueCell } from './TokenWorth.tsx';

/** One balance: `amount` in the token's smallest unit (`decimals`), undefined when it could not be read. */
export interface HoldingRow {
  symbol: string;
  amount: bigint | undefined;
  decimals: number;
  token?: KnownToken | undefined;
}

/** The columns of the holdings read on `network`: the token (the row's name), its amount, price and value. */
const columns = (network: ChainNetwork): DataColumn<HoldingRow>[] => [
  { label: tr('balances.token'), rowHeader: true, cell: (row) => <TokenName symbol={row.symbol} token={row.token} /> },
  {
    label: tr('balances.amount'),
    numeric: true,
    cell: (row) =>
      row.amount === undefined ? (
        <span className="muted">{tr('balances.unavailable')}</span>
      ) : (
        formatLocalUnits(row.amount, row.decimals)
      ),
  },
  {
    label: tr('balances.price'),
    numeric: true,
    cell: (row) => <PriceCell symbol={row.symbol} token={row.token} network={network} />,
  },
  {
    label: tr('balances.value'),
    numeric: true,
    cell: (row) => <ValueCell amount={row.amount} decimals={row.decimals} token={row.token} network={network} />,
  },
];

/** The table of `rows` read on `network` (only mainnet assets have a price), and its notes. */
export function HoldingsTable({ rows, network }: { rows: HoldingRow[]; network: ChainNetwork }) {
  const total = totalValue(
    rows.map((r) => ({ amount: r.amount, decimals: r.decimals, token: r.token })),
    network,
  );
  const oldest = total.state === 'total' ? total.totals.map((t) => t.priceAt).find(Boolean) : undefined;
  return (
    <>
      <DataTable
        label={tr('balances.title')}
        columns={columns(network)}
        rows={rows}
        rowKey={(row) => row.token?.hash ?? row.symbol}
        footer={
          <tr>
            <th scope="row" colSpan={3}>
              {tr('balances.total')}
            </th>
            <td className="num wallet-num">
              <TotalCell total={total} />
            </td>
          </tr>
        }
      />
      {network !== 'mainnet' && <p className="muted">{tr('balances.noValue.testNetwork')}</p>}
      {total.state === 'total' && oldest && (
        <p className="muted">{tr('balances.pricesNote', { date: formatDateUtc(oldest, pageLocale()) })}</p>
      )}
      {total.state === 'total' && total.unvalued > 0 && <p className="muted">{tr('balances.unvalued')}</p>}
    </>
  );
}
