/**
 * The one table of the React islands (the wallet's holdings and transfers, the bridge's deposits, the calculator's
 * periods), beside DataTable.astro for the static lists: a focusable scrolling region named by `label` (a table wider
 * than a phone scrolls in it, the page does not; keyboard users can scroll it too, WCAG 2.1.1), an optional caption,
 * one header row of `columns` (`th scope="col"`), a row per item (the `rowHeader` column's cells as
 * `th scope="row"`) and an optional footer. Figure columns are right-aligned in tabular figures with the class the
 * static tables use (`num`, styles/tables.css) beside the wallet tables' own (`wallet-num`, wallets/ui/wallet.css).
 */
import type { ReactNode } from 'react';

/** `data-*` attributes of an element; an undefined one is left out. */
export type DataAttributes = { [name: `data-${string}`]: string | undefined };

/** One column of a DataTable of `Row`s (named as DataTable.astro's columns: `label`, `numeric`). */
export interface DataColumn<Row> {
  /** The header cell's text; also the column's React key. */
  label: string;
  /** The body cell of `row`: text or elements. */
  cell: (row: Row) => ReactNode;
  /** A figure column: header and cells right-aligned in tabular figures. */
  numeric?: boolean | undefined;
  /** The column that names the row: its cells are row headers (`th scope="row"`). */
  rowHeader?: boolean | undefined;
  /** More classes on the body cells (e.g. `mono`). */
  className?: string | undefined;
  /** `data-*` attributes of `row`'s cell (e.g. the `data-figure` a figure check reads). */
  data?: ((row: Row) => DataAttributes) | undefined;
}

export interface DataTableProps<Row> {
  /** The scrolling region's accessible name (the table's heading or caption). */
  label: string;
  columns: DataColumn<Row>[];
  rows: readonly Row[];
  /** A row's React key, stable while the rows change (a hash, an id); the row's index when not given. */
  rowKey?: ((row: Row, index: number) => string) | undefined;
  /** `data-*` attributes of `row`'s `tr`. */
  rowData?: ((row: Row) => DataAttributes) | undefined;
  /** The table's own classes, beside `wallet-table`. */
  className?: string | undefined;
  /** `data-*` attributes of the table. */
  data?: DataAttributes | undefined;
  caption?: ReactNode;
  captionClassName?: string | undefined;
  /** The `tfoot` rows (a total). */
  footer?: ReactNode;
  /** What shows instead of the table when `rows` is empty (`null`: nothing); without it the table shows its header. */
  empty?: ReactNode;
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ') || undefined;
const NUMERIC = 'num wallet-num';

/** The table of `rows` in `columns`, or `empty` when there are none and it is given. */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { label, columns, rows, rowKey, rowData, className, data, caption, captionClassName, footer, empty } = props;
  if (!rows.length && empty !== undefined) return <>{empty}</>;
  return (
    <div className="wallet-table-scroll" role="region" aria-label={label} tabIndex={0}>
      <table className={classes('wallet-table', className)} {...data}>
        {caption ? <caption className={captionClassName}>{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={c.numeric ? NUMERIC : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={rowKey ? rowKey(row, i) : i} {...rowData?.(row)}>
              {columns.map((c) => {
                const Cell = c.rowHeader ? 'th' : 'td';
                return (
                  <Cell
                    key={c.label}
                    scope={c.rowHeader ? 'row' : undefined}
                    className={classes(c.numeric && NUMERIC, c.className)}
                    {...c.data?.(row)}
                  >
                    {c.cell(row)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
        {footer ? <tfoot>{footer}</tfoot> : null}
      </table>
    </div>
  );
}
