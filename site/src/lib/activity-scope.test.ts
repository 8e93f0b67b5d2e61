import { describe, expect, it } from 'vitest';
import type { LiveSnapshot } from '../../../content-schema/live-snapshot.ts';
import type { PublicContract } from '../../../content-schema/snapshot.ts';
import { contractActivity, indexedNetwork, measuredNetwork, unindexedNetworks } from './activity-scope.ts';

const n3 = { idBlockchainVersionPk: 2, title: 'Neo N3', tagName: 'neo-n3', color: '#00E599' };
const neoX = { idBlockchainVersionPk: 3, title: 'Neo X', tagName: 'neo-x', color: '#00AF92' };
const contract = (id: number, over: Partial<PublicContract> = {}): PublicContract => ({
  idContractPk: id,
  idDappFk: 1,
  dappTitle: 'Flamingo Finance',
  dappSlug: 'flamingo-finance',
  isDapp: true,
  title: `C${id}`,
  hash: `0x${String(id).padStart(40, '0')}`,
  network: 'mainnet',
  blockchainVersion: n3,
  ...over,
});
const privnetIndexer = {
  'n3-indexer': { mode: 'live' as const, asOf: '2026-11-27T00:00:00Z', block: 9, network: 'private' as const },
};
const live = (
  contracts: LiveSnapshot['contracts'],
  sources: LiveSnapshot['sources'] = privnetIndexer,
): Pick<LiveSnapshot, 'contracts' | 'sources'> => ({ contracts, sources });

describe('what a page may say of a contract', () => {
  it('shows figures measured on the contract’s network', () => {
    const figures = { invocationsLast7Days: 120, rank: 1, network: 'private' as const };
    expect(contractActivity(contract(1, { network: 'private' }), live({ 1: figures }))).toEqual({
      state: 'measured',
      network: 'private',
      figures,
    });
  });

  it('says which network would have to be indexed for an N3 contract of another one, or with no indexer', () => {
    expect(contractActivity(contract(1), live({ 1: {} }))).toEqual({ state: 'notIndexed', network: 'mainnet' });
    expect(contractActivity(contract(1), live({}, {}))).toEqual({ state: 'notIndexed', network: 'mainnet' });
    expect(indexedNetwork({})).toBeUndefined();
  });

  it('is only "not measured yet" where its network is indexed, or for a chain no indexer reads', () => {
    expect(contractActivity(contract(1, { network: 'private' }), live({}))).toEqual({ state: 'notMeasured' });
    expect(contractActivity(contract(1, { blockchainVersion: neoX }), live({}))).toEqual({ state: 'notMeasured' });
  });
});

describe('what a page may say of a dApp', () => {
  it('names the unindexed networks of an unmeasured dApp’s N3 contracts, mainnet first, and none once measured', () => {
    const dapp = {
      contracts: [contract(1, { network: 'testnet' }), contract(2), contract(3, { blockchainVersion: neoX })],
      invocationsLast7Days: undefined,
    };
    expect(unindexedNetworks(dapp, 'private')).toEqual(['mainnet', 'testnet']);
    expect(unindexedNetworks(dapp, 'mainnet')).toEqual(['testnet']);
    expect(unindexedNetworks({ ...dapp, invocationsLast7Days: 4 }, 'private')).toEqual([]);
  });

  it('tells the network a dApp’s count was measured on', () => {
    const measured = contract(2, { network: 'private', invocationsLast7Days: 120 });
    expect(measuredNetwork({ contracts: [contract(1), measured], invocationsLast7Days: 120 }, 'private')).toBe(
      'private',
    );
    expect(measuredNetwork({ contracts: [contract(1)], invocationsLast7Days: undefined }, 'private')).toBeUndefined();
  });
});
