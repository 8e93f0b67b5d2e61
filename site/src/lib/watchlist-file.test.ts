import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseWatchlistFile, WatchItemSchema } from './watchlist-file.ts';
import { isWatchItem, serializeWatchlist, type WatchItem } from './watchlist.ts';

const at = '2026-11-27T14:00:00.000Z';
const flamingo: WatchItem = { kind: 'dapp', id: 'flamingo-finance', name: 'Flamingo Finance', addedAt: at };
const flm: WatchItem = { kind: 'token', id: '7', name: 'FLM', addedAt: at };

describe('an imported file', () => {
  it('accepts an exported file', () => {
    expect(parseWatchlistFile(serializeWatchlist([flamingo]))).toEqual({ ok: true, items: [flamingo] });
  });

  it('refuses text that is not JSON', () => {
    expect(parseWatchlistFile('kind,id\ndapp,flamingo')).toEqual({ ok: false, error: 'notJson' });
  });

  it('refuses JSON that is not a watchlist file, whole', () => {
    for (const value of [
      [flamingo],
      { version: 2, items: [flamingo] },
      { version: 1, items: [flamingo, { ...flm, kind: 'coin' }] },
      { version: 1, items: [{ ...flamingo, addedAt: 'yesterday' }] },
      { version: 1, items: [{ ...flamingo, id: '' }] },
    ]) {
      expect(parseWatchlistFile(JSON.stringify(value))).toEqual({ ok: false, error: 'notWatchlist' });
    }
  });

  it('refuses a file too large to be a watchlist', () => {
    expect(parseWatchlistFile(' '.repeat(600 * 1024))).toEqual({ ok: false, error: 'tooLarge' });
  });
});

describe('the stored list and the file', () => {
  it('accept and refuse the same items (isWatchItem follows the schema)', () => {
    const samples: unknown[] = [
      flamingo,
      flm,
      { ...flm, kind: 'nft', addedAt: '2026-11-27T14:00:00Z' },
      { ...flm, addedAt: '2026-11-27T14:00Z' },
      { ...flm, addedAt: '2026-11-27T14:00:00+01:00' },
      { ...flm, name: '' },
      { ...flm, kind: 'coin' },
      { ...flm, id: '' },
      { ...flm, id: 'x'.repeat(201) },
      { ...flm, name: 'x'.repeat(201) },
      { ...flm, addedAt: 'yesterday' },
      { ...flm, addedAt: '2026-11-27' },
      { ...flm, id: 7 },
      { kind: 'dapp', id: 'x', name: 'X' },
      null,
      'dapp:x',
    ];
    for (const sample of samples)
      expect(isWatchItem(sample), JSON.stringify(sample)).toBe(v.is(WatchItemSchema, sample));
    expect(samples.filter(isWatchItem)).toHaveLength(5);
  });
});
