import { describe, expect, it } from 'vitest';
import { PROTOCOL_SNAPSHOT } from './params.ts';
import { buildTimeSnapshot, snapshotFromLive } from './snapshot.ts';

import type { NetworkStats } from '../../../../content-schema/entities/live.ts';

/** The live snapshot's network section as the N3 indexer writes it on the privnet (functions/domain/live/snapshot.ts). */
const PRIVNET_STATS: NetworkStats = {
  network: 'private',
  committeeSize: 1,
  validatorsCount: 1,
  gasPerBlock: 5,
  msPerBlock: 1000,
  paramsAtBlock: 1151,
  paramsAt: '2026-11-27T10:00:00.000Z',
  paramsNode: 'http://127.0.0.1:40332',
  blockHeight: 1152,
  measuredAt: '2026-11-27T09:59:59.000Z',
  source: 'n3-indexer: http://127.0.0.1:40332 (getblock, getapplicationlog, getcommittee)',
};
const MAINNET_STATS: NetworkStats = {
  ...PRIVNET_STATS,
  network: 'mainnet',
  committeeSize: 21,
  validatorsCount: 7,
  gasPerBlock: 0.1,
  msPerBlock: 15000,
  paramsNode: 'https://mainnet1.neo.coz.io:443',
};

describe('build-time snapshot from the live snapshot', () => {
  it("the indexer's chain parameters of the page's network, labelled with when they were read, the node and its block", () => {
    expect(snapshotFromLive(PRIVNET_STATS, 'privnet')).toEqual({
      origin: 'build',
      asOf: '2026-11-27T10:00:00.000Z',
      node: 'http://127.0.0.1:40332',
      height: 1151,
      gasPerBlock: '500000000',
      msPerBlock: 1000,
      candidates: null,
      committee: null,
      committeeCounts: { members: 1, validators: 1 },
      bneo: null,
    });
    // GAS per block is carried in whole GAS: back in datoshi exactly (0.1 GAS is 10,000,000, not 9,999,999).
    expect(snapshotFromLive(MAINNET_STATS, 'mainnet')).toMatchObject({
      gasPerBlock: '10000000',
      committeeCounts: { members: 21, validators: 7 },
    });
  });

  it('without a reading of that network: the protocol snapshot on mainnet, nothing elsewhere', () => {
    expect(snapshotFromLive(undefined, 'mainnet')).toBe(PROTOCOL_SNAPSHOT);
    expect(snapshotFromLive(undefined, 'privnet')).toBeNull();
    // Another network's reading is not this page's: the privnet's committee of one is not mainnet's.
    expect(snapshotFromLive(PRIVNET_STATS, 'mainnet')).toBe(PROTOCOL_SNAPSHOT);
    expect(snapshotFromLive(MAINNET_STATS, 'privnet')).toBeNull();
  });

  it("a third-party reading without the indexer's parameters (no block, time or node they were read at) is not used", () => {
    const { paramsAtBlock: _b, paramsAt: _a, paramsNode: _n, ...thirdParty } = MAINNET_STATS;
    expect(snapshotFromLive(thirdParty, 'mainnet')).toBe(PROTOCOL_SNAPSHOT);
    const { gasPerBlock: _g, ...partial } = MAINNET_STATS;
    expect(snapshotFromLive(partial, 'mainnet')).toBe(PROTOCOL_SNAPSHOT);
  });

  it('reads the page network from PUBLIC_CHAIN_NETWORK', () => {
    expect(buildTimeSnapshot(PRIVNET_STATS, { PUBLIC_CHAIN_NETWORK: 'privnet' })?.node).toBe('http://127.0.0.1:40332');
    expect(buildTimeSnapshot(PRIVNET_STATS, {})).toBe(PROTOCOL_SNAPSHOT);
  });

  it("the protocol snapshot holds only mainnet's sourced protocol parameters: 5 GAS per 15 s block, 21/7, no votes, no bNEO state", () => {
    expect(PROTOCOL_SNAPSHOT).toMatchObject({
      origin: 'protocol',
      gasPerBlock: '500000000',
      msPerBlock: 15000,
      candidates: null,
      committee: null,
      committeeCounts: { members: 21, validators: 7 },
      bneo: null,
    });
    expect(PROTOCOL_SNAPSHOT.sources?.gasPerBlock).toMatch(/NeoToken\.cs InitializeAsync/);
    expect(PROTOCOL_SNAPSHOT.sources?.msPerBlock).toMatch(/config\.mainnet\.json/);
    expect(PROTOCOL_SNAPSHOT.sources?.committee).toMatch(/ValidatorsCount 7: .*config\.mainnet\.json/);
    expect(Number.isNaN(Date.parse(PROTOCOL_SNAPSHOT.asOf))).toBe(false);
  });
});
