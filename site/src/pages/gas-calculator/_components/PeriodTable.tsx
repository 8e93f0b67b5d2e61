/** GAS per period (SPEC §9: daily, weekly 7, monthly 30, yearly 365 days), one column per share; amounts in datoshi. */
import { DataTable, type DataColumn } from '../../../components/SortableTable/DataTable.tsx';
import type { Period } from '../../../wallets/n3/rewards.ts';
import { formatLocalUnits, tr } from '../../../wallets/strings.ts';

const PERIODS: Period[] = ['daily', 'weekly', 'monthly', 'yearly'];

export interface PeriodColumn {
  label: string;
  values: Record<Period, bigint>;
  /** `data-figure` of the column's daily cell (e.g. `calculator.daily-total`), with its datoshi as `data-value`. */
  figure?: string | undefined;
}

/** A table of `columns` (each a share's amounts per period) under `caption`. */
export function PeriodTable({ caption, columns }: { caption: string; columns: PeriodColumn[] }) {
  const shares = columns.map((c): DataColumn<Period> => ({
    label: c.label,
    cell: (p) => formatLocalUnits(c.values[p], 8),
    data: (p) => ({
      'data-figure': p === 'daily' ? c.figure : undefined,
      'data-value': p === 'daily' && c.figure ? c.values[p].toString() : undefined,
    }),
  }));
  return (
    <DataTable
      label={caption}
      caption={caption}
      className="calculator-table"
      data={{ 'data-periods': 'true' }}
      columns={[
        { label: tr('calculator.table.period'), rowHeader: true, cell: (p) => tr(`calculator.periods.${p}`) },
        ...shares,
      ]}
      rows={PERIODS}
      rowKey={(p) => p}
      rowData={(p) => ({ 'data-period': p })}
    />
  );
}
