import {
  ariaSort,
  compareSortValues,
  competitionRanks,
  nextSort,
  parseSort,
  writeSort,
  type TableSort,
} from '../../lib/table-sort.ts';

/**
 * Sortable tables (`[data-sortable-table]`, SortHeader.astro): a header button sorts the rows by the row's
 * `data-sort-<key>` (numbers numerically, text alphabetically; unmeasured rows — no value — always last),
 * toggling descending/ascending; aria-sort follows. The sort lives in the URL (`?sort=price&dir=desc`), so a
 * sorted table is shareable and survives a reload; the curated order is the rows' `data-sort-order`.
 * Several tables on one page each get a name (`data-sortable-table="repo"` → `?repo-sort=stars&repo-dir=desc`).
 * A table may start sorted (`data-default-sort="commits:desc"`, the order the page was built in), and a row's
 * `[data-rank]` cell shows its rank in the current figure sort (ties share it; "—" for an unmeasured figure).
 */

const attr = (key: string) => `sort${key.charAt(0).toUpperCase()}${key.slice(1)}`;

/** The sort keys of `table`'s headers and which of them are text columns. */
const headers = (table: HTMLTableElement) => [...table.querySelectorAll<HTMLElement>('th[data-sort-key]')];

/**
 * Order `table`'s body rows by `sort` (the curated order when undefined), set aria-sort on its headers and, in a
 * figure sort, each row's `[data-rank]` (none in a text sort).
 */
export function sortTable(table: HTMLTableElement, sort: TableSort | undefined): void {
  const body = table.tBodies[0]!;
  const rows = [...body.rows];
  const key = sort?.key ?? 'order';
  rows.sort(
    (r1, r2) =>
      compareSortValues(r1.dataset[attr(key)] ?? '', r2.dataset[attr(key)] ?? '', sort?.descending ?? false) ||
      Number(r1.dataset.sortOrder ?? 0) - Number(r2.dataset.sortOrder ?? 0),
  );
  body.append(...rows);
  const sorted = headers(table).find((th) => th.dataset.sortKey === sort?.key);
  if (sort && sorted) {
    const figure = sorted.dataset.sortText === undefined;
    const ranks = figure
      ? competitionRanks(
          rows.map((r) => r.dataset[attr(sort.key)] ?? ''),
          sort.descending,
        )
      : [];
    rows.forEach((row, i) => {
      const cell = row.querySelector<HTMLElement>('[data-rank]');
      if (cell) cell.textContent = figure ? String(ranks[i] ?? '—') : '';
    });
  }
  for (const th of headers(table)) {
    th.setAttribute('aria-sort', ariaSort(th.dataset.sortKey, sort));
  }
}

/** The sort `table` was built in (`data-default-sort="key:desc"`), if any. */
function defaultSort(table: HTMLTableElement): TableSort | undefined {
  const [key, dir] = (table.dataset.defaultSort ?? '').split(':');
  return key ? { key, descending: dir !== 'asc' } : undefined;
}

/** Keep `sort` of the table named `name` in the URL query (replacing the history entry; other parameters stay). */
function remember(sort: TableSort | undefined, name: string): void {
  const url = new URL(location.href);
  writeSort(url.searchParams, sort, name);
  history.replaceState(null, '', url);
}

/**
 * Wire the page's sortable tables: the header buttons, and a `[data-sort-select]` (`key:desc` values, '' for the
 * curated order; `data-sort-select="<name>"` for a named table) for small screens where the headers are hidden.
 * A sort in the URL is applied at once.
 */
export function initSortableTables(): void {
  for (const table of document.querySelectorAll<HTMLTableElement>('[data-sortable-table]')) {
    const name = table.dataset.sortableTable ?? '';
    const select = document.querySelector<HTMLSelectElement>(`[data-sort-select="${name}"]`);
    const keys = headers(table).map((th) => th.dataset.sortKey!);
    const built = defaultSort(table);
    let sort = parseSort(new URLSearchParams(location.search), keys, name) ?? built;
    const apply = (next: TableSort | undefined, write: boolean) => {
      sort = next;
      sortTable(table, sort);
      if (select) select.value = sort ? `${sort.key}:${sort.descending ? 'desc' : 'asc'}` : '';
      if (write) remember(sort, name);
    };
    if (sort && sort !== built) apply(sort, false);
    table.addEventListener('click', (event) => {
      const th = (event.target as HTMLElement).closest<HTMLElement>('th[data-sort-key]');
      if (!th || !(event.target as HTMLElement).closest('button')) return;
      apply(nextSort(sort, th.dataset.sortKey!, th.dataset.sortText !== undefined), true);
    });
    select?.addEventListener('change', () => {
      const [key, order] = select.value.split(':');
      apply(key ? { key, descending: order === 'desc' } : built, true);
    });
  }
}
