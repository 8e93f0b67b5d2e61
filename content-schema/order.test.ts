import { describe, expect, it } from 'vitest';
import { byOrderThenTitle, byTitle, compareByActivity } from './order.ts';

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
});
