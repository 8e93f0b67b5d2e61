import { serializeWatchlist, watchKey, type WatchItem } from '../../../lib/watchlist.ts';
import { parseWatchlistFile } from '../../../lib/watchlist-file.ts';
import { watchlist } from '../../../lib/watchlist-store.ts';
import { parseStarKey } from '../../../components/WatchStar/watch-star.ts';

/** The page's strings (i18n `watchlist.*`, as the build wrote them into `data-strings`). */
interface Strings {
  remove: string;
  removeButton: string;
  gone: string;
  error: Record<string, string>;
  [plural: string]: unknown;
}

/** The `<key>_zero|_one|_other` string for `count` in `locale`, with `{{count}}` filled in. */
function plural(strings: Strings, key: string, count: number, locale: string): string {
  const form = count === 0 ? 'zero' : new Intl.PluralRules(locale).select(count);
  const text = (strings[`${key}_${form}`] ?? strings[`${key}_other`] ?? '') as string;
  return text.replace('{{count}}', String(count));
}

/** A row for a watched record the catalogue no longer lists: its stored name, "No longer listed" and Remove. */
function goneRow(item: WatchItem, strings: Strings, columns: number): HTMLTableRowElement {
  const row = document.createElement('tr');
  row.dataset.watchRow = watchKey(item);
  const name = row.appendChild(document.createElement('th'));
  name.scope = 'row';
  name.textContent = item.name || item.id;
  const note = row.appendChild(document.createElement('td'));
  note.colSpan = columns;
  note.className = 'muted';
  note.textContent = strings.gone;
  const cell = row.appendChild(document.createElement('td'));
  cell.className = 'remove';
  const button = cell.appendChild(document.createElement('button'));
  button.type = 'button';
  button.className = 'btn';
  button.dataset.watchRemove = '';
  button.textContent = strings.removeButton;
  button.setAttribute('aria-label', strings.remove.replace('{{name}}', item.name || item.id));
  return row;
}

/** Offer `items` as the file `neo-watchlist-<date>.json` (`{ version, items: [{ kind, id, name, addedAt }] }`). */
function download(items: readonly WatchItem[]): void {
  const url = URL.createObjectURL(new Blob([serializeWatchlist(items)], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: `neo-watchlist-${new Date().toISOString().slice(0, 10)}.json`,
  });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Wire the Watchlist page: show the watched rows of each kind in the order they were starred (a stored record the
 * catalogue lost gets a "No longer listed" row), the count or the empty state; Remove; Export; Import (merged,
 * never replacing what is watched; a bad file gets its reason in the page's language). Follows other tabs.
 */
export function initWatchlistPage(): void {
  const root = document.querySelector<HTMLElement>('[data-watchlist-page]');
  if (!root) return;
  const strings = JSON.parse(root.dataset.strings ?? '{}') as Strings;
  const locale = root.dataset.locale ?? 'en-US';
  const store = watchlist();
  const rows = new Map(
    [...root.querySelectorAll<HTMLElement>('[data-watch-row]')].map((r) => [r.dataset.watchRow!, r]),
  );
  const groups = [...root.querySelectorAll<HTMLElement>('[data-watch-group]')];
  const count = root.querySelector<HTMLElement>('[data-watch-count]')!;
  const message = root.querySelector<HTMLElement>('[data-watch-import-message]')!;
  const shown = new Set<HTMLElement>();

  store.$items.subscribe((items) => {
    for (const row of shown) row.hidden = true;
    shown.clear();
    for (const group of groups) {
      const body = group.querySelector<HTMLElement>('tbody')!;
      const mine = items.filter((item) => item.kind === group.dataset.watchGroup);
      for (const item of mine) {
        let row = rows.get(watchKey(item));
        if (!row) rows.set(watchKey(item), (row = goneRow(item, strings, Number(body.dataset.columns))));
        row.hidden = false;
        shown.add(row);
        body.append(row);
      }
      group.hidden = mine.length === 0;
    }
    count.textContent = plural(strings, 'count', items.length, locale);
    root.querySelector<HTMLElement>('[data-watch-empty]')!.hidden = items.length > 0;
  });

  root.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-watch-remove]');
    const key = parseStarKey(button?.closest<HTMLElement>('[data-watch-row]')?.dataset.watchRow);
    if (!button || !key) return;
    // Focus goes on to the next Remove button (or the count), not to the page's top.
    const buttons = [...root.querySelectorAll<HTMLElement>('tr:not([hidden]) [data-watch-remove]')];
    const next = buttons[buttons.indexOf(button) + 1] ?? buttons[buttons.indexOf(button) - 1];
    store.remove(key.kind, key.id);
    (next ?? count).focus();
  });
  root.querySelector('[data-watch-export]')?.addEventListener('click', () => download(store.$items.get()));
  const input = root.querySelector<HTMLInputElement>('[data-watch-import]')!;
  input.addEventListener('change', async () => {
    const file = input.files?.[0];
    if (!file) return;
    const text = await file.text().catch(() => undefined);
    const parsed = text === undefined ? undefined : parseWatchlistFile(text);
    if (!parsed?.ok) {
      message.dataset.kind = 'error';
      message.textContent = strings.error[parsed?.error ?? 'unreadable'] ?? '';
    } else {
      message.dataset.kind = 'ok';
      message.textContent = plural(strings, 'imported', store.importItems(parsed.items), locale);
    }
    input.value = '';
  });
}
