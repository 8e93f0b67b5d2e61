import { describe, expect, it } from 'vitest';
import { CHAIN_FACTS } from '../../../chain/config.ts';
import { MAINNET_ENDPOINTS } from '../../../chain/endpoints.ts';
import { explorersOf, hexChainId, NETWORKS } from './networks.ts';
import { citations } from './source.ts';

describe('NETWORKS', () => {
  it('shows the identifiers and endpoints the wallet tools use', () => {
    const env = (tag: string, network: string) =>
      NETWORKS.find((n) => n.tagName === tag)!.environments.find((e) => e.network === network)!;
    expect(env('neo-n3', 'mainnet').magic).toBe(CHAIN_FACTS.n3.networkMagic);
    expect(env('neo-n3', 'mainnet').rpc).toEqual(MAINNET_ENDPOINTS.n3);
    expect(env('neo-x', 'mainnet').chainId).toBe(CHAIN_FACTS.neoX.chainId);
    expect(env('neo-x', 'mainnet').rpc).toEqual(MAINNET_ENDPOINTS.neoX);
    expect(NETWORKS.map((n) => n.tagName)).toEqual(['neo-n3', 'neo-x', 'neo-legacy']);
  });

  it('names for every environment at least one source file pinned to a commit', () => {
    for (const { tagName, environments } of NETWORKS) {
      for (const env of environments) {
        expect(
          citations(env.source).some((c) => c.href.includes('/blob/')),
          `${tagName} ${env.network}`,
        ).toBe(true);
      }
    }
  });
});

describe('explorersOf', () => {
  it('keeps the explorers of one chain and network, a missing network counting as mainnet', () => {
    const chain = (tagName: string) => ({ tagName });
    const explorers = [
      { title: 'A', blockchainVersion: chain('neo-n3'), network: 'mainnet' },
      { title: 'B', blockchainVersion: chain('neo-n3'), network: 'testnet' },
      { title: 'C', blockchainVersion: chain('neo-x') },
      { title: 'D', blockchainVersion: chain('neo-n3') },
    ];
    expect(explorersOf(explorers, 'neo-n3', 'mainnet').map((e) => e.title)).toEqual(['A', 'D']);
    expect(explorersOf(explorers, 'neo-x', 'mainnet').map((e) => e.title)).toEqual(['C']);
    expect(explorersOf(explorers, 'neo-x', 'testnet')).toEqual([]);
  });
});

describe('hexChainId', () => {
  it('writes chain ids as wallets show them', () => {
    expect(hexChainId(47763)).toBe('0xba93');
    expect(hexChainId(12227332)).toBe('0xba9304');
  });
});
