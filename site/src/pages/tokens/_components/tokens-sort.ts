/**
 * Sortable tables (`[data-sortable-table]`): a header button sorts the rows by the row's `data-sort-<key>`
 * (numbers numerically, text alphabetically; rows without a value always last), toggling ascending/descending.
 * The order lives in the URL (`?sort=price&order=desc`), so a sorted list is shareable and survives reload.
 */

/** Compare two sort values; empty ('') means unmeasured and always sorts last. */
export function compareSortValues(a: string, b: string, descending: boolean): number {
  if (a === '' || b === '') return a === b ? 0 : a === '' ? 1 : -1;
  const na = Number(a);
  const nb = Number(b);
  const order = !Number.isNaN(na) && !Number.isNaN(nb) ? na - nb : a.localeCompare(b);
  return descending ? -order : order;
}

const attr = (key: string) => `sort${key.charAt(0).toUpperCase()}${key.slice(1)}`;

function sortTable(table: HTMLTableElement, key: string, descending: boolean): void {
  const body = table.tBodies[0]!;
  const rows = [...body.rows];
  rows.sort((r1, r2) => compareSortValues(r1.dataset[attr(key)] ?? '', r2.dataset[attr(key)] ?? '', descending));
  body.append(...rows);
  for (const th of table.querySelectorAll<HTMLElement>('th[data-sort-key]')) {
    th.setAttribute('aria-sort', th.dataset.sortKey === key ? (descending ? 'descending' : 'ascending') : 'none');
  }
}

function remember(key: string, descending: boolean): void {
  const url = new URL(location.href);
  url.searchParams.set('sort', key);
  url.searchParams.set('order', descending ? 'desc' : 'asc');
  history.replaceState(null, '', url);
}

/** Wire the sortable tables of the page (header buttons, and the `[data-sort-select]` shown on small screens). */
export function initSortableTables(): void {
  const params = new URLSearchParams(location.search);
  const select = document.querySelector<HTMLSelectElement>('[data-sort-select]');
  for (const table of document.querySelectorAll<HTMLTableElement>('[data-sortable-table]')) {
    const initial = params.get('sort');
    if (initial && table.querySelector(`th[data-sort-key="${CSS.escape(initial)}"]`)) {
      const descending = params.get('order') !== 'asc';
      sortTable(table, initial, descending);
      if (select) select.value = `${initial}:${descending ? 'desc' : 'asc'}`;
    }
    table.addEventListener('click', (event) => {
      const th = (event.target as HTMLElement).closest<HTMLElement>('th[data-sort-key]');
      if (!th || !(event.target as HTMLElement).closest('button')) return;
      const key = th.dataset.sortKey!;
      const descending =
        th.getAttribute('aria-sort') === 'descending'
          ? false
          : th.getAttribute('aria-sort') === 'ascending'
            ? true
            : key !== 'symbol';
      sortTable(table, key, descending);
      if (select) select.value = `${key}:${descending ? 'desc' : 'asc'}`;
      remember(key, descending);
    });
    select?.addEventListener('change', () => {
      const [key, order] = select.value.split(':');
      if (!key) {
        sortTable(table, 'order', false); // back to the curated order
        history.replaceState(null, '', location.pathname);
        return;
      }
      sortTable(table, key, order === 'desc');
      remember(key, order === 'desc');
    });
  }
}
