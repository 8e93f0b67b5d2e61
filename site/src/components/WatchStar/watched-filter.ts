import { watchKey } from '../../lib/watchlist.ts';
import { watchlist } from '../../lib/watchlist-store.ts';

/** Whether a URL query asks for the watched rows only (`?watched=1`). */
export const watchedOnlyFrom = (query: string): boolean => new URLSearchParams(query).get('watched') === '1';

/**
 * Wire the "Watched only" checkboxes that filter a table (WatchedOnly.astro with `table`): checked, the table shows
 * only rows whose star is pressed — following the watchlist as it changes — and says so when none is left; the
 * choice is kept in the URL (`?watched=1`, the other parameters such as the sort stay).
 */
export function initWatchedFilters(): void {
  for (const input of document.querySelectorAll<HTMLInputElement>('input[data-watched-table]')) {
    const table = document.getElementById(input.dataset.watchedTable!) as HTMLTableElement | null;
    const none = document.getElementById(`${input.dataset.watchedTable}-watched-none`);
    if (!table?.tBodies[0]) continue;
    const store = watchlist();
    const apply = () => {
      const watched = new Set(store.$items.get().map(watchKey));
      let shown = 0;
      for (const row of table.tBodies[0]!.rows) {
        const key = row.querySelector<HTMLElement>('[data-watch-star]')?.dataset.watchStar ?? '';
        row.hidden = input.checked && !watched.has(key);
        if (!row.hidden) shown += 1;
      }
      if (none) none.hidden = shown > 0;
    };
    input.checked = watchedOnlyFrom(location.search);
    input.addEventListener('change', () => {
      apply();
      const url = new URL(location.href);
      if (input.checked) url.searchParams.set('watched', '1');
      else url.searchParams.delete('watched');
      history.replaceState(null, '', url);
    });
    store.$items.listen(apply);
    apply();
  }
}
