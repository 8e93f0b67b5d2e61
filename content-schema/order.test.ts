import { describe, expect, it } from 'vitest';
import {
  byOrderThenTitle,
  byTitle,
  compareByActivity,
  compareListings,
  competitionRanks,
  listingTier,
} from './order.ts';

const sorted = (titles: string[]) => [...titles].sort(byTitle);

describe('the catalogue order', () => {
  it('orders numbers in titles by value, not digit by digit', () => {
    expect(sorted(['Neo 10', 'Neo 2', 'Neo 1'])).toEqual(['Neo 1', 'Neo 2', 'Neo 10']);
    expect(sorted(['3Dapp', '12Dapp', 'Alpha'])).toEqual(['3Dapp', '12Dapp', 'Alpha']);
  });

  it('ignores case and accents: they neither split nor reorder titles', () => {
    expect(byTitle('neoline', 'NeoLine')).toBe(0);
    expect(byTitle('Émile', 'emile')).toBe(0);
    expect(sorted(['zeta', 'Éclair', 'alpha', 'Delta'])).toEqual(['alpha', 'Delta', 'Éclair', 'zeta']);
  });

  it('puts curated lists by order, then title; dApps by measured activity, then title, then id', () => {
    const lists = [{ order: 1, title: 'b' }, { order: 0, title: 'Z' }, { order: 1, title: 'A' }, { title: 'y' }];
    expect([...lists].sort(byOrderThenTitle).map((x) => x.title)).toEqual(['y', 'Z', 'A', 'b']);
    const dapps = [
      { idDappPk: 4, title: 'Dapp 10' },
      { idDappPk: 3, title: 'Dapp 2' },
      { idDappPk: 2, title: 'Quiet', invocationsLast7Days: 0 },
      { idDappPk: 1, title: 'Busy', invocationsLast7Days: 50 },
      { idDappPk: 5, title: 'dapp 2' },
    ];
    expect(dapps.sort(compareByActivity).map((d) => d.idDappPk)).toEqual([1, 2, 3, 5, 4]);
  });

  it('ranks measured values only, highest first, ties sharing a rank and the next one skipping their places', () => {
    const items = [
      { id: 'a', n: 4 },
      { id: 'b', n: 9 },
      { id: 'c', n: undefined },
      { id: 'd', n: 9 },
      { id: 'e', n: 0 },
    ];
    const ranks = competitionRanks(
      items,
      (x) => x.id,
      (x) => x.n,
    );
    expect([...ranks].sort()).toEqual([
      ['a', 3],
      ['b', 1],
      ['d', 1],
      ['e', 4],
    ]);
    expect(ranks.has('c')).toBe(false);
    expect(
      competitionRanks(
        items,
        (x) => x.id,
        () => undefined,
      ).size,
    ).toBe(0);
  });
});

describe('the order of wallets, explorers and exchanges', () => {
  const wallets = [
    { title: 'Legacy first in the file', order: 0, chains: ['neo-legacy'] },
    { title: 'Closed', order: 1, chains: ['neo-n3'], status: 'discontinued' },
    { title: 'NeoLine', order: 3, chains: ['neo-n3', 'neo-legacy', 'neo-x'] },
    { title: 'Neon', order: 7, chains: ['neo-legacy', 'neo-n3'], status: 'active' },
    { title: 'Neo X only', order: 30, chains: ['neo-x'] },
    { title: 'No chain named', order: 2, chains: [] },
  ];

  it('puts active services for N3 and Neo X first, then older chains only, then discontinued ones', () => {
    const sorted = [...wallets].sort(compareListings((w) => w.chains)).map((w) => w.title);
    expect(sorted).toEqual(['NeoLine', 'Neon', 'Neo X only', 'Legacy first in the file', 'No chain named', 'Closed']);
  });

  it('keeps the curated order (then the title) within a group', () => {
    const same = [
      { title: 'b', order: 2 },
      { title: 'a', order: 2 },
      { title: 'z', order: 1 },
    ];
    expect(same.sort(compareListings(() => ['neo-n3'])).map((w) => w.title)).toEqual(['z', 'a', 'b']);
  });

  it('never lifts a discontinued service above an active one, whatever its chains and order', () => {
    expect(listingTier({ title: 'x', status: 'discontinued' }, ['neo-n3', 'neo-x'])).toBe(2);
    expect(listingTier({ title: 'x' }, ['neo-legacy', undefined])).toBe(1);
    expect(listingTier({ title: 'x', status: 'active' }, ['neo-x'])).toBe(0);
  });
});
