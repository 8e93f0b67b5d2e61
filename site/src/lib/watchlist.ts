/**
 * The watchlist (issue #27 item 3): the dApps, apps, tokens and NFT collections a visitor stars, kept in their own
 * browser only (no account). This module is the pure part — the item shape, the stored and exported file format
 * and the operations on a list; `watchlist-store.ts` keeps it in localStorage and shares it across tabs.
 */

// Only valibot's timestamp pattern (the same one `v.isoTimestamp()` uses), not the library: the stars stay small.
import { ISO_TIMESTAMP_REGEX } from 'valibot';

/** What can be watched, in the order the Watchlist page groups them. */
export const WATCH_KINDS = ['dapp', 'app', 'token', 'nft'] as const;
export type WatchKind = (typeof WATCH_KINDS)[number];

/**
 * One watched record: `id` is the dApp's or app's slug, the token's `idTokenPricedPk` or the NFT collection's
 * `idNftCollectionPk` (as text); `name` is the name it had when starred (shown if the record leaves the catalogue);
 * `addedAt` an ISO 8601 UTC time. The file's valibot schema (watchlist-file.ts) checks the same shape.
 */
export interface WatchItem {
  kind: WatchKind;
  id: string;
  name: string;
  addedAt: string;
}

/** Longest id and name kept (a slug or a title is far shorter). */
export const WATCH_TEXT_MAX = 200;

/**
 * Whether `value` is a {@link WatchItem} — the same rules as the file's schema (watchlist-file.ts, the tests hold
 * the two together), written out here so the stars' script on every list page does not carry the validation library.
 */
export function isWatchItem(value: unknown): value is WatchItem {
  const item = value as Partial<Record<keyof WatchItem, unknown>> | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    (WATCH_KINDS as readonly unknown[]).includes(item.kind) &&
    typeof item.id === 'string' &&
    item.id.length >= 1 &&
    item.id.length <= WATCH_TEXT_MAX &&
    typeof item.name === 'string' &&
    item.name.length <= WATCH_TEXT_MAX &&
    typeof item.addedAt === 'string' &&
    ISO_TIMESTAMP_REGEX.test(item.addedAt)
  );
}

/** The version of the stored list and of the exported file; a new shape gets a new number (and key). */
export const WATCHLIST_VERSION = 1;
/** The localStorage key of the list (versioned, like the file). */
export const WATCHLIST_STORAGE_KEY = `neo-watchlist-v${WATCHLIST_VERSION}`;
/** At most this many items are kept or imported (a file is a few dozen KB at most). */
export const WATCHLIST_MAX_ITEMS = 1000;

/** The exported file (and the stored value): `{ version: 1, items: [{ kind, id, name, addedAt }] }`. */
export interface WatchlistFile {
  version: typeof WATCHLIST_VERSION;
  items: WatchItem[];
}

/** The name a token is watched by: `Flamingo (FLM)`, or just `FLM` when its title is its symbol. */
export const tokenWatchName = (token: { title: string; symbol: string }): string =>
  token.title === token.symbol ? token.symbol : `${token.title} (${token.symbol})`;

/** The identity of a watched record: `dapp:flamingo-finance`, `token:12`. */
export const watchKey = (item: { kind: WatchKind; id: string }): string => `${item.kind}:${item.id}`;

/** Whether `kind`/`id` is in `items`. */
export const isWatched = (items: readonly WatchItem[], kind: WatchKind, id: string): boolean =>
  items.some((item) => item.kind === kind && item.id === id);

/** `items` with `item` added at the end, or removed when it is there already (by kind and id). */
export function toggleItem(items: readonly WatchItem[], item: WatchItem): WatchItem[] {
  return isWatched(items, item.kind, item.id) ? removeItem(items, item.kind, item.id) : [...items, item];
}

/** `items` without `kind`/`id`. */
export const removeItem = (items: readonly WatchItem[], kind: WatchKind, id: string): WatchItem[] =>
  items.filter((item) => item.kind !== kind || item.id !== id);

/**
 * `current` with every item of `incoming` it lacks appended (an import): nothing already watched is lost or
 * replaced, duplicates within `incoming` count once, and the result stops at {@link WATCHLIST_MAX_ITEMS}.
 * Answers the merged list and how many items were added.
 */
export function mergeItems(
  current: readonly WatchItem[],
  incoming: readonly WatchItem[],
): { items: WatchItem[]; added: number } {
  const items = [...current];
  const seen = new Set(items.map(watchKey));
  for (const item of incoming) {
    if (items.length >= WATCHLIST_MAX_ITEMS) break;
    if (seen.has(watchKey(item))) continue;
    seen.add(watchKey(item));
    items.push(item);
  }
  return { items, added: items.length - current.length };
}

/**
 * Read the stored list (localStorage text, or null when none). Lenient, so a damaged entry never costs the rest:
 * unreadable text or another version gives `[]`, items that do not fit the schema are dropped one by one.
 */
export function parseStoredWatchlist(text: string | null): WatchItem[] {
  if (!text) return [];
  try {
    const value = JSON.parse(text) as { version?: unknown; items?: unknown };
    if (value?.version !== WATCHLIST_VERSION || !Array.isArray(value.items)) return [];
    return mergeItems([], value.items.filter(isWatchItem)).items;
  } catch {
    return [];
  }
}

/** The file (and stored) text of `items`: `{"version":1,"items":[…]}`. */
export const serializeWatchlist = (items: readonly WatchItem[]): string =>
  JSON.stringify({ version: WATCHLIST_VERSION, items: [...items] } satisfies WatchlistFile);
