import { describe, expect, it } from 'vitest';
import {
  WATCHED_KEY,
  WATCHED_NAME_MAX,
  readWatched,
  removeAddress,
  renameAddress,
  stopWatching,
  watchAddress,
  writeWatched,
  type WatchedState,
} from './watched.ts';

const N3 = 'NZNovDWiVbr7qNb5Bg1VPPXbWi9bbAZGBf';
const X = '0x1234567890abcdef1234567890abcdef12345678';

function memory() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('addresses watched in this browser', () => {
  it('keeps several addresses with their names and the current one across visits', () => {
    const storage = memory();
    let state: WatchedState = readWatched(storage);
    expect(state).toEqual({ current: undefined, addresses: [] });
    state = watchAddress(state, { address: N3, chain: 'n3' });
    state = watchAddress(state, { address: X, chain: 'neoX' });
    state = renameAddress(state, N3, '  Savings  ');
    state = watchAddress(state, { address: N3, chain: 'n3' });
    writeWatched(storage, state);
    expect(readWatched(storage)).toEqual({
      current: N3,
      addresses: [
        { address: N3, chain: 'n3', name: 'Savings' },
        { address: X, chain: 'neoX', name: undefined },
      ],
    });
  });

  it('forgets a removed address (nothing current when it was), and stops without forgetting', () => {
    let state = watchAddress(watchAddress(readWatched(memory()), { address: N3, chain: 'n3' }), {
      address: X,
      chain: 'neoX',
    });
    expect(stopWatching(state)).toMatchObject({ current: undefined, addresses: [{ address: N3 }, { address: X }] });
    state = removeAddress(state, X);
    expect(state).toEqual({ current: undefined, addresses: [{ address: N3, chain: 'n3' }] });
  });

  it('trims a long name, and an empty name removes it', () => {
    let state = watchAddress(readWatched(memory()), { address: N3, chain: 'n3' });
    state = renameAddress(state, N3, 'x'.repeat(WATCHED_NAME_MAX + 10));
    expect(state.addresses[0]!.name).toHaveLength(WATCHED_NAME_MAX);
    expect(renameAddress(state, N3, '   ').addresses[0]!.name).toBeUndefined();
  });

  it('reads anything unreadable or tampered with as nothing watched, and drops entries that are not addresses', () => {
    const storage = memory();
    storage.setItem(WATCHED_KEY, '{not json');
    expect(readWatched(storage)).toEqual({ current: undefined, addresses: [] });
    storage.setItem(
      WATCHED_KEY,
      JSON.stringify({
        current: 'javascript:alert(1)',
        addresses: [
          { address: 'javascript:alert(1)', chain: 'n3' },
          { address: X, chain: 'n3' },
          { address: N3, chain: 'n3', name: 7 },
        ],
      }),
    );
    expect(readWatched(storage)).toEqual({
      current: undefined,
      addresses: [{ address: N3, chain: 'n3', name: undefined }],
    });
  });
});
