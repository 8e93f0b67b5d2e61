import { describe, expect, it } from 'vitest';
import { createWatchlistStore, type WatchStorage } from './watchlist-store.ts';
import { serializeWatchlist, WATCHLIST_STORAGE_KEY } from './watchlist.ts';

const at = new Date('2026-11-27T14:00:00.000Z');
const memory = (initial?: string): WatchStorage & { map: Map<string, string> } => {
  const map = new Map<string, string>(initial ? [[WATCHLIST_STORAGE_KEY, initial]] : []);
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
};

describe('the watchlist store', () => {
  it('stars and unstars, telling its subscribers and keeping the list in storage', () => {
    const storage = memory();
    const store = createWatchlistStore(storage, () => at);
    const seen: number[] = [];
    store.$items.listen((items) => seen.push(items.length));
    expect(store.toggle('dapp', 'flamingo-finance', 'Flamingo Finance')).toBe(true);
    expect(store.toggle('token', '7', 'Flamingo (FLM)')).toBe(true);
    expect(seen).toEqual([1, 2]);
    // A new page (a reload) reads the same list back.
    expect(createWatchlistStore(storage).$items.get()).toEqual([
      { kind: 'dapp', id: 'flamingo-finance', name: 'Flamingo Finance', addedAt: at.toISOString() },
      { kind: 'token', id: '7', name: 'Flamingo (FLM)', addedAt: at.toISOString() },
    ]);
    expect(store.toggle('dapp', 'flamingo-finance', 'Flamingo Finance')).toBe(false);
    store.remove('token', '7');
    expect(createWatchlistStore(storage).$items.get()).toEqual([]);
  });

  it('merges an import into what is watched', () => {
    const storage = memory();
    const store = createWatchlistStore(storage, () => at);
    store.toggle('nft', '3', 'Neo Punks');
    const added = store.importItems([
      { kind: 'nft', id: '3', name: 'Renamed', addedAt: '2025-01-01T00:00:00.000Z' },
      { kind: 'app', id: 'neoline', name: 'NeoLine', addedAt: '2025-01-01T00:00:00.000Z' },
    ]);
    expect(added).toBe(1);
    expect(
      createWatchlistStore(storage)
        .$items.get()
        .map((i) => `${i.kind}:${i.id}:${i.name}`),
    ).toEqual(['nft:3:Neo Punks', 'app:neoline:NeoLine']);
  });

  it('follows another tab on reload (the storage event)', () => {
    const storage = memory();
    const store = createWatchlistStore(storage, () => at);
    storage.map.set(
      WATCHLIST_STORAGE_KEY,
      serializeWatchlist([{ kind: 'dapp', id: 'ghostmarket', name: 'GhostMarket', addedAt: at.toISOString() }]),
    );
    store.reload();
    expect(store.$items.get().map((i) => i.id)).toEqual(['ghostmarket']);
  });

  it('keeps the list for the page when storage refuses to write', () => {
    const store = createWatchlistStore(
      {
        getItem: () => null,
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
      },
      () => at,
    );
    expect(store.toggle('dapp', 'flamingo-finance', 'Flamingo Finance')).toBe(true);
    expect(store.$items.get()).toHaveLength(1);
  });
});
