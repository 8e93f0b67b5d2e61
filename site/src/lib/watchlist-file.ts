import * as v from 'valibot';
import {
  WATCH_KINDS,
  WATCH_TEXT_MAX,
  WATCHLIST_MAX_ITEMS,
  WATCHLIST_VERSION,
  type WatchItem,
  type WatchlistFile,
} from './watchlist.ts';

/*
 * The watchlist's exported file, checked with valibot on import (issue #27 item 3). Loaded by the Watchlist page
 * only; the stars read the stored list with watchlist.ts's `isWatchItem`, which follows the same rules.
 */

/** One item of the file: `{ kind, id, name, addedAt }` (see watchlist.ts `WatchItem`). */
export const WatchItemSchema = v.object({
  kind: v.picklist(WATCH_KINDS),
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(WATCH_TEXT_MAX)),
  name: v.pipe(v.string(), v.maxLength(WATCH_TEXT_MAX)),
  addedAt: v.pipe(v.string(), v.isoTimestamp()),
}) satisfies v.GenericSchema<unknown, WatchItem>;

/** The file: `{ version: 1, items: [...] }`, at most {@link WATCHLIST_MAX_ITEMS} items. */
export const WatchlistFileSchema = v.object({
  version: v.literal(WATCHLIST_VERSION),
  items: v.pipe(v.array(WatchItemSchema), v.maxLength(WATCHLIST_MAX_ITEMS)),
}) satisfies v.GenericSchema<unknown, WatchlistFile>;

/** Why a file could not be imported: not JSON, or JSON that is not a watchlist file (wrong shape or version). */
export type WatchlistFileError = 'notJson' | 'notWatchlist' | 'tooLarge';

/** The largest file an import reads, in bytes (well above {@link WATCHLIST_MAX_ITEMS} items). */
export const WATCHLIST_MAX_FILE_BYTES = 512 * 1024;

/**
 * Check an exported watchlist file's text (strict, unlike the stored list: a file that does not fit is refused
 * whole, so the visitor learns it is not the file they meant). Answers its items or the reason it is refused.
 */
export function parseWatchlistFile(
  text: string,
): { ok: true; items: WatchItem[] } | { ok: false; error: WatchlistFileError } {
  if (text.length > WATCHLIST_MAX_FILE_BYTES) return { ok: false, error: 'tooLarge' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: 'notJson' };
  }
  const result = v.safeParse(WatchlistFileSchema, value);
  return result.success ? { ok: true, items: result.output.items } : { ok: false, error: 'notWatchlist' };
}
