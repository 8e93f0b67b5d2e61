import { describe, expect, it } from 'vitest';
import type { PublicContract } from '../../../content-schema/snapshot.ts';
import { dappPeriodCells } from './dapp-activity.ts';

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
