/**
 * The polled table of the dashboard's list screens and cards (changelog, discovered contracts, sync status): a list
 * read from the API every few seconds, shown as "loading", an empty notice or an entity table with translated heads.
 */
import { useState, type ReactNode } from 'react';
import { t } from '../i18n.ts';
import { usePoll } from './usePoll.ts';

/**
 * Poll a list: `load` answers the rows (undefined keeps the rows shown) or throws; `onError` answers 'empty' to show
 * an empty list when nothing was loaded yet. `interval(last)` is the delay in ms before the next read; `refresh()`
 * reads again now. `rows` is undefined until the first answer.
 */
export function usePolledRows<T>(
  load: () => Promise<T[] | undefined>,
  interval: (last: T[] | undefined) => number,
  onError: (error: unknown) => 'empty' | undefined,
): { rows: T[] | undefined; refresh: () => void } {
  const [rows, setRows] = useState<T[] | undefined>();
  const [generation, setGeneration] = useState(0);
  usePoll<T[] | undefined>(
    async () => {
      try {
        const answer = await load();
        if (answer !== undefined) setRows(answer);
        return answer;
      } catch (error) {
        if (onError(error) === 'empty') setRows((r) => r ?? []);
        return undefined;
      }
    },
    interval,
    [generation],
  );
  return { rows, refresh: () => setGeneration((n) => n + 1) };
}

/** Props of {@link PolledTable}: `columns` are i18n keys under `colPrefix`; `empty`, when given, is shown for []. */
interface PolledTableProps<T> {
  rows: T[] | undefined;
  colPrefix: string;
  columns: readonly string[];
  empty?: string;
  row: (row: T) => ReactNode;
}

/** "Loading" while `rows` is undefined, the `empty` notice for an empty list, else the table of `row(r)` per row. */
export function PolledTable<T>({ rows, colPrefix, columns, empty, row }: PolledTableProps<T>) {
  if (!rows)
    return (
      <p className="loading" role="status">
        {t('dashboard.loading')}
      </p>
    );
  if (!rows.length && empty !== undefined) return <p className="notice">{empty}</p>;
  return (
    <div className="table-wrap">
      <table className="entity-table">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {t(`${colPrefix}.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{rows.map(row)}</tbody>
      </table>
    </div>
  );
}
