import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_STATE, parseListState, serializeListState } from './dapp-list-state.ts';

describe('list state in the URL', () => {
  it('reads every field', () => {
    expect(parseListState('?q=flm&category=defi&chain=neo-n3&minTx=10&maxTx=20&page=3&view=table')).toEqual({
      q: 'flm',
      category: 'defi',
      chain: 'neo-n3',
      minTx: 10,
      maxTx: 20,
      page: 3,
      view: 'table',
    });
  });

  it('falls back to defaults for empty or bad values', () => {
    expect(parseListState('?minTx=&maxTx=abc&page=0&view=grid')).toEqual({
      ...DEFAULT_LIST_STATE,
      category: undefined,
      chain: undefined,
      minTx: undefined,
      maxTx: undefined,
    });
    expect(parseListState('?minTx=-5').minTx).toBeUndefined();
    expect(parseListState('?minTx=0').minTx).toBe(0);
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(serializeListState(DEFAULT_LIST_STATE)).toBe('');
    const state = {
      q: 'neo x',
      category: 'nft',
      chain: undefined,
      minTx: 0,
      maxTx: undefined,
      page: 2,
      view: 'contracts' as const,
    };
    const query = serializeListState(state);
    expect(query).toBe('?q=neo+x&category=nft&minTx=0&page=2&view=contracts');
    expect(parseListState(query)).toEqual(state);
  });
});

describe('the health filter in the URL', () => {
  it('reads active/dormant and ignores anything else', () => {
    expect(parseListState('?health=dormant').health).toBe('dormant');
    expect(parseListState('?health=active').health).toBe('active');
    expect(parseListState('?health=sleepy').health).toBeUndefined();
  });
  it('writes it and round-trips', () => {
    const state = { ...DEFAULT_LIST_STATE, health: 'dormant' as const, category: 'defi' };
    expect(serializeListState(state)).toBe('?category=defi&health=dormant');
    expect(parseListState(serializeListState(state))).toEqual(state);
  });
});

describe('the column sort in the URL', () => {
  it('round-trips a sort of the Detailed view and ignores a column it does not have', () => {
    const state = { ...DEFAULT_LIST_STATE, view: 'table' as const, sort: { key: 'tx', descending: false } };
    expect(serializeListState(state)).toBe('?view=table&sort=tx&dir=asc');
    expect(parseListState(serializeListState(state))).toEqual(state);
    expect(parseListState('?sort=price&dir=asc').sort).toBeUndefined();
  });
});

describe('the "Watched only" filter in the URL', () => {
  it('round-trips watched=1 and reads anything else as off', () => {
    const state = { ...DEFAULT_LIST_STATE, watched: true };
    expect(serializeListState(state)).toBe('?watched=1');
    expect(parseListState(serializeListState(state)).watched).toBe(true);
    expect(parseListState('?watched=0').watched).toBeUndefined();
    expect(serializeListState({ ...DEFAULT_LIST_STATE, watched: false })).toBe('');
  });
});

describe("the Detailed view's period in the URL", () => {
  it('round-trips a sort by users over 24 hours, leaves the default 7 days out and ignores an unknown period', () => {
    const state = {
      ...DEFAULT_LIST_STATE,
      view: 'table' as const,
      sort: { key: 'users', descending: true },
      period: '24H' as const,
    };
    expect(serializeListState(state)).toBe('?view=table&sort=users&dir=desc&period=24h');
    expect(parseListState(serializeListState(state))).toEqual(state);
    expect(parseListState('?period=30D').period).toBe('30D');
    expect(serializeListState({ ...DEFAULT_LIST_STATE, period: '7D' })).toBe('');
    expect(parseListState('?period=1y').period).toBeUndefined();
  });
});
