/** GAS per period (SPEC §9: daily, weekly 7, monthly 30, yearly 365 days), one column per share; amounts in datoshi. */
import type { Period } from '../../../wallets/n3/rewards.ts';
import { formatLocalUnits, tr } from '../../../wallets/strings.ts';
import { TableScroll } from '../../../wallets/ui/TableScroll.tsx';

const PERIODS: Period[] = ['daily', 'weekly', 'monthly', 'yearly'];

export interface PeriodColumn {
  label: string;
  values: Record<Period, bigint>;
  /** `data-figure` of the column's daily cell (e.g. `calculator.daily-total`), with its datoshi as `data-value`. */
  figure?: string | undefined;
}

/** A table of `columns` (each a share's amounts per period) under `caption`. */
export function PeriodTable({ caption, columns }: { caption: string; columns: PeriodColumn[] }) {
  return (
    <TableScroll label={caption}>
      <table className="wallet-table calculator-table" data-periods>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{tr('calculator.table.period')}</th>
            {columns.map((c) => (
              <th scope="col" key={c.label}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {PERIODS.map((p) => (
            <tr key={p} data-period={p}>
              <th scope="row">{tr(`calculator.periods.${p}`)}</th>
              {columns.map((c) => (
                <td
                  key={c.label}
                  data-figure={p === 'daily' ? c.figure : undefined}
                  data-value={p === 'daily' && c.figure ? c.values[p].toString() : undefined}
                >
                  {formatLocalUnits(c.values[p], 8)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
