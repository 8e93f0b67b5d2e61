import { describe, expect, it } from 'vitest';
import type { PublicContract } from '../../../content-schema/snapshot.ts';
import { chainScopeOf, dappChainCells, dappPeriodCells } from './dapp-activity.ts';

const n3 = { idBlockchainVersionPk: 1, title: 'Neo N3', tagName: 'neo-n3', color: '#00E599' };
const contract = (network: PublicContract['network']) => ({ network, blockchainVersion: n3 }) as PublicContract;
const activity = {
  network: 'private' as const,
  periods: {
    '24H': { invocations: 4, users: 2, transfers: 1, changePercent: 100 },
    '7D': { invocations: 9, users: 3, transfers: 1 },
  },
};

describe("a dApp's figures on the Detailed view", () => {
  it("shows the indexer's figures of the period, with the network they were measured on", () => {
    const dapp = { contracts: [contract('private')], invocationsLast7Days: undefined };
    expect(dappPeriodCells(dapp, activity, '24H', 'private')).toEqual({
      tx: { value: 4, network: 'private' },
      users: { value: 2, network: 'private' },
      transfers: { value: 1, network: 'private' },
      change: { value: 100, network: 'private' },
    });
    // No change without the week before; a period the index does not cover is missing, never a partial number.
    expect(dappPeriodCells(dapp, activity, '7D', 'private').change).toEqual({ missing: 'notComparable' });
    expect(dappPeriodCells(dapp, activity, '30D', 'private').users).toEqual({ missing: 'notCovered' });
  });

  it("without the indexer's figures: only another source's 7-day invocations, else why nothing is shown", () => {
    const mainnet = { contracts: [{ ...contract('mainnet'), invocationsLast7Days: 50 }], invocationsLast7Days: 50 };
    const measured = dappPeriodCells(mainnet, undefined, '7D', 'private');
    expect(measured.tx).toEqual({ value: 50, network: 'mainnet' });
    expect(measured.users).toEqual({ missing: 'notMeasured' });
    expect(dappPeriodCells(mainnet, undefined, '24H', 'private').tx).toEqual({ missing: 'notMeasured' });
    const unmeasured = { contracts: [contract('mainnet')], invocationsLast7Days: undefined };
    expect(dappPeriodCells(unmeasured, undefined, '7D', 'private').users).toEqual({
      missing: 'notIndexed',
      network: 'mainnet',
    });
  });
});

describe("a dApp's figures under the chain filter", () => {
  const neoXActivity = {
    network: 'private' as const,
    periods: {
      '24H': { invocations: 1, users: 1, transfers: 2, changePercent: -50 },
      '7D': { invocations: 3, users: 2, transfers: 5 },
    },
  };
  const dapp = { contracts: [contract('private')], invocationsLast7Days: undefined };

  it("shows each chain's own figures, and their sum with no chain chosen", () => {
    const cells = dappChainCells(dapp, { n3: activity, neoX: neoXActivity }, '7D', 'private');
    expect(cells['neo-n3'].tx).toEqual({ value: 9, network: 'private' });
    expect(cells['neo-x'].tx).toEqual({ value: 3, network: 'private' });
    expect(cells.all.tx).toEqual({ value: 12, network: 'private' });
    expect(cells.all.users).toEqual({ value: 5, network: 'private' });
    expect(cells.all.transfers).toEqual({ value: 6, network: 'private' });
    // Neo Legacy, which no indexer follows: nothing measured, never a 0.
    expect(cells.other.tx).toEqual({ missing: 'notMeasured' });
    // 24 h: N3 4 (2 the day before), Neo X 1 (2 the day before): 5 against 4.
    expect(dappChainCells(dapp, { n3: activity, neoX: neoXActivity }, '24H', 'private').all.change).toEqual({
      value: 25,
      network: 'private',
    });
  });

  it('a chain nobody measured is missing under its filter, and the combined figures are the measured chain', () => {
    const cells = dappChainCells(dapp, { n3: activity }, '7D', 'private');
    expect(cells['neo-x'].tx).toEqual({ missing: 'notMeasured' });
    expect(cells.all).toEqual(cells['neo-n3']);
    const onlyNeoX = dappChainCells(dapp, { neoX: neoXActivity }, '7D', 'private');
    expect(onlyNeoX.all.tx).toEqual({ value: 3, network: 'private' });
  });

  it("maps the list's chain filter to a scope", () => {
    expect([undefined, '', 'neo-n3', 'neo-x', 'neo-legacy'].map(chainScopeOf)).toEqual([
      'all',
      'all',
      'neo-n3',
      'neo-x',
      'other',
    ]);
  });
});
