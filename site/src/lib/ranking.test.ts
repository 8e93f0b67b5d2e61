import { describe, expect, it } from 'vitest';
import { recentlyAdded, topDapps, type RankableDapp } from './ranking.ts';

const dapp = (id: number, over: Partial<RankableDapp> = {}): RankableDapp => ({
  idDappPk: id,
  title: `D${id}`,
  isDapp: true,
  createdAt: '2025-01-01T00:00:00Z',
  contracts: [],
  ...over,
});

describe('topDapps', () => {
  it('ranks measured dApps by 7-day invocations', () => {
    const list = [
      dapp(1, { invocationsLast7Days: 5 }),
      dapp(2, { invocationsLast7Days: 50 }),
      dapp(3, { contracts: [1] }),
    ];
    expect(topDapps(list)).toEqual({ items: [list[1], list[0]], ranked: true });
  });

  it('without measurements, lists dApps with contracts in a stable order and says it is not a ranking', () => {
    const list = [
      dapp(1, { title: 'Beta', contracts: [1] }),
      dapp(2, { title: 'Alpha', contracts: [1] }),
      dapp(3, { contracts: [1, 2] }),
      dapp(4),
    ];
    const { items, ranked } = topDapps(list);
    expect(ranked).toBe(false);
    expect(items.map((d) => d.idDappPk)).toEqual([3, 2, 1]);
  });

  it('ranks only the dApps with at least the trending minimum of 7-day invocations', () => {
    const list = [
      dapp(1, { invocationsLast7Days: 99 }),
      dapp(2, { invocationsLast7Days: 100 }),
      dapp(3, { invocationsLast7Days: 250 }),
    ];
    expect(topDapps(list, 10, 100)).toEqual({ items: [list[2], list[1]], ranked: true });
    expect(topDapps(list, 10, 0).items.map((d) => d.idDappPk)).toEqual([3, 2, 1]);
  });

  it('claims no ranking when no measured dApp reaches the trending minimum', () => {
    const list = [dapp(1, { invocationsLast7Days: 5, contracts: [1] }), dapp(2, { invocationsLast7Days: 7 })];
    expect(topDapps(list, 10, 100)).toEqual({ items: [list[0]], ranked: false });
  });

  it('ranks only measured dApps, a measured 0 included, never one nobody measured', () => {
    const list = [
      dapp(1, { invocationsLast7Days: 0, contracts: [1] }),
      dapp(2, { contracts: [1, 2, 3] }),
      dapp(3, { invocationsLast7Days: 120, contracts: [1] }),
    ];
    expect(topDapps(list)).toEqual({ items: [list[2], list[0]], ranked: true });
  });

  it('leaves out apps', () => {
    expect(topDapps([dapp(1, { isDapp: false, contracts: [1] })]).items).toEqual([]);
  });
});

describe('recentlyAdded', () => {
  it('sorts by createdAt, newest first', () => {
    const list = [
      dapp(1, { createdAt: '2025-01-01T00:00:00Z' }),
      dapp(2, { createdAt: '2025-03-01T00:00:00Z' }),
      dapp(3, { createdAt: '2025-02-01T00:00:00Z' }),
    ];
    expect(recentlyAdded(list, 2).map((d) => d.idDappPk)).toEqual([2, 3]);
  });
});
