import { describe, expect, it } from 'vitest';
import { citations, docSections } from '../../../tests/support/doc-citations.ts';
import { MAINNET_ENDPOINTS } from '../../../chain/endpoints.ts';
import {
  explorerAddressUrl,
  explorerTxUrl,
  N3_CONTRACTS,
  NEOX_CONTRACTS,
  NETWORK_PROFILES,
} from '../../../chain/config.ts';
import { resolveWalletConfig } from './config.ts';

describe('wallet configuration', () => {
  it('uses the sourced defaults', () => {
    const config = resolveWalletConfig({});
    expect(config.n3.rpcUrls).toEqual(MAINNET_ENDPOINTS.n3);
    expect(config.n3.contracts.BNEO).toBe(N3_CONTRACTS.BNEO.hash);
    expect(config.walletConnect.projectId).toBeUndefined();
    expect(config.services).toEqual({ vote: 'auto', bneo: 'auto', flamingo: 'auto' });
  });
  it('cites for every configured contract hash a section of docs/NEO.md that exists (SPEC §9 for the unsourced ones)', () => {
    const sections = { NEO: docSections('NEO'), SPEC: docSections('SPEC') };
    for (const [name, fact] of Object.entries({ ...N3_CONTRACTS, ...NEOX_CONTRACTS })) {
      const cited = citations(fact.source);
      expect(
        cited.filter((c) => c.doc === (fact.hash ? 'NEO' : 'SPEC')),
        name,
      ).not.toEqual([]);
      for (const c of cited) expect(sections[c.doc].has(c.section), `${name}: ${c.text}`).toBe(true);
    }
  });
  it('takes overrides per environment', () => {
    const config = resolveWalletConfig({
      PUBLIC_NEO_N3_RPC_URLS: 'http://a:1, http://b:2',
      NEO_X_RPC_URLS: 'http://x:3',
      PUBLIC_WALLETCONNECT_PROJECT_ID: ' abc ',
      PUBLIC_N3_CONTRACT_BNEO: '0x85deac50febfd93988d3f391dea54e8289e43e9e',
      PUBLIC_WALLET_SERVICE_BNEO: 'discontinued',
      PUBLIC_WALLET_SERVICE_VOTE: 'nonsense',
    });
    expect(config.n3.rpcUrls).toEqual(['http://a:1', 'http://b:2']);
    expect(config.neoX.rpcUrls).toEqual(['http://x:3']);
    expect(config.walletConnect.projectId).toBe('abc');
    expect(config.n3.contracts.BNEO).toBe('0x85deac50febfd93988d3f391dea54e8289e43e9e');
    expect(config.services).toEqual({ vote: 'auto', bneo: 'discontinued', flamingo: 'auto' });
  });
  it('refuses a malformed contract override', () => {
    expect(() => resolveWalletConfig({ PUBLIC_N3_CONTRACT_NEO: 'ef40' })).toThrow(/PUBLIC_N3_CONTRACT_NEO/);
  });
  it('links transactions to the explorers', () => {
    expect(explorerTxUrl('n3', '0xab')).toBe('https://dora.coz.io/transaction/neo3/mainnet/0xab');
    expect(explorerTxUrl('neoX', '0xcd')).toBe('https://xexplorer.neo.org/tx/0xcd');
  });
  it('selects the network profile: mainnet by default, the local privnet by PUBLIC_CHAIN_NETWORK', () => {
    const mainnet = resolveWalletConfig({}).network;
    expect(mainnet).toMatchObject({
      network: 'mainnet',
      n3: { networkMagic: 860833102, neolineChainId: 3, walletConnectChain: 'neo3:mainnet' },
    });
    expect(mainnet.label).toBeUndefined();
    const privnet = resolveWalletConfig({ PUBLIC_CHAIN_NETWORK: 'privnet' }).network;
    expect(privnet).toMatchObject({
      network: 'privnet',
      label: 'privnet',
      n3: { networkMagic: 5129551, neolineChainId: 0, walletConnectChain: 'neo3:private' },
      neoX: { chainId: 47763 },
    });
    expect(explorerTxUrl('n3', '0xab', privnet)).toBeUndefined();
    expect(explorerAddressUrl('neoX', '0xcd', privnet)).toBeUndefined();
    expect(explorerAddressUrl('n3', 'Nx', NETWORK_PROFILES.mainnet)).toBe(
      'https://dora.coz.io/address/neo3/mainnet/Nx',
    );
    expect(() => resolveWalletConfig({ PUBLIC_CHAIN_NETWORK: 'testnet' })).toThrow(/PUBLIC_CHAIN_NETWORK/);
  });
});
