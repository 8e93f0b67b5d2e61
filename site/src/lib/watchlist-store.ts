import { atom, type ReadableAtom } from 'nanostores';
import {
  isWatched,
  mergeItems,
  parseStoredWatchlist,
  removeItem,
  serializeWatchlist,
  toggleItem,
  WATCHLIST_STORAGE_KEY,
  type WatchItem,
  type WatchKind,
} from './watchlist.ts';

/** The few Storage methods the store uses (localStorage in the browser, a Map in tests). */
export type WatchStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The watchlist of one page: read from storage once, written back on every change, and told of other tabs' changes. */
export interface WatchlistStore {
  /** The watched items, oldest first; every star and list on the page subscribes to it. */
  $items: ReadableAtom<WatchItem[]>;
  /** Star or unstar `kind`/`id` (named `name`); answers whether it is watched now. */
  toggle(kind: WatchKind, id: string, name: string): boolean;
  /** Stop watching `kind`/`id`. */
  remove(kind: WatchKind, id: string): void;
  /** Add the items of an imported file that are not watched yet; answers how many were added. */
  importItems(items: readonly WatchItem[]): number;
  /** Re-read storage (another tab wrote it: the `storage` event). */
  reload(): void;
}

/**
 * A watchlist kept in `storage` under {@link WATCHLIST_STORAGE_KEY}. A storage that refuses writes (full, private
 * mode) keeps the list for this page only. `now` gives the `addedAt` time (tests pass a fixed clock).
 */
export function createWatchlistStore(storage: WatchStorage, now: () => Date = () => new Date()): WatchlistStore {
  const read = () => {
    try {
      return parseStoredWatchlist(storage.getItem(WATCHLIST_STORAGE_KEY));
    } catch {
      return [];
    }
  };
  const $items = atom<WatchItem[]>(read());
  const write = (items: WatchItem[]) => {
    $items.set(items);
    try {
      storage.setItem(WATCHLIST_STORAGE_KEY, serializeWatchlist(items));
    } catch {
      /* storage refused: the change lasts for this page only */
    }
  };
  return {
    $items,
    toggle(kind, id, name) {
      const next = toggleItem($items.get(), { kind, id, name, addedAt: now().toISOString() });
      write(next);
      return isWatched(next, kind, id);
    },
    remove: (kind, id) => write(removeItem($items.get(), kind, id)),
    importItems(items) {
      const merged = mergeItems($items.get(), items);
      write(merged.items);
      return merged.added;
    },
    reload: () => $items.set(read()),
  };
}

let shared: WatchlistStore | undefined;

/**
 * The page's one watchlist (browser only): over localStorage when the browser allows it, re-read when another tab
 * changes it (the `storage` event), so every star of every open tab shows the same list.
 */
export function watchlist(): WatchlistStore {
  if (shared) return shared;
  let storage: WatchStorage;
  try {
    storage = window.localStorage;
  } catch {
    const memory = new Map<string, string>();
    storage = { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v) };
  }
  const store = createWatchlistStore(storage);
  window.addEventListener('storage', (event) => {
    if (event.key === WATCHLIST_STORAGE_KEY || event.key === null) store.reload();
  });
  shared = store;
  return store;
}
