import { describe, expect, it } from 'vitest';
import {
  mergeItems,
  parseStoredWatchlist,
  serializeWatchlist,
  toggleItem,
  WATCHLIST_MAX_ITEMS,
  type WatchItem,
} from './watchlist.ts';

const at = '2026-11-27T14:00:00.000Z';
const flamingo: WatchItem = { kind: 'dapp', id: 'flamingo-finance', name: 'Flamingo Finance', addedAt: at };
const flm: WatchItem = { kind: 'token', id: '7', name: 'Flamingo (FLM)', addedAt: at };

describe('watchlist items', () => {
  it('toggles an item in and out by kind and id', () => {
    const once = toggleItem([], flamingo);
    expect(once).toEqual([flamingo]);
    expect(toggleItem(once, { ...flamingo, name: 'renamed' })).toEqual([]);
    // The same id of another kind is another record.
    expect(toggleItem(once, { ...flamingo, kind: 'app' })).toHaveLength(2);
  });

  it('merges an import without losing or replacing what is watched', () => {
    const current = [flamingo];
    const { items, added } = mergeItems(current, [{ ...flamingo, name: 'Other name' }, flm, flm]);
    expect(items).toEqual([flamingo, flm]);
    expect(added).toBe(1);
  });

  it('stops at the largest list it keeps', () => {
    const many = Array.from({ length: WATCHLIST_MAX_ITEMS + 5 }, (_, i) => ({ ...flm, id: String(i) }));
    expect(mergeItems([flamingo], many).items).toHaveLength(WATCHLIST_MAX_ITEMS);
  });
});

describe('the stored list', () => {
  it('reads back what it wrote', () => {
    expect(parseStoredWatchlist(serializeWatchlist([flamingo, flm]))).toEqual([flamingo, flm]);
  });

  it('drops a damaged item and keeps the rest; other versions and garbage read as empty', () => {
    const text = JSON.stringify({ version: 1, items: [flamingo, { kind: 'coin', id: 'x' }, flm] });
    expect(parseStoredWatchlist(text)).toEqual([flamingo, flm]);
    expect(parseStoredWatchlist(JSON.stringify({ version: 2, items: [flamingo] }))).toEqual([]);
    expect(parseStoredWatchlist('{not json')).toEqual([]);
    expect(parseStoredWatchlist(null)).toEqual([]);
  });
});
