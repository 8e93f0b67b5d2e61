import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, chainEndpoints, bridgeTrackerOrigin } from '../functions/edge/headers.ts';
import { configuredEndpoints } from '../chain/endpoints.ts';
import { resolveWalletConfig } from '../site/src/wallets/config.ts';
import { auditedBuildEnv } from './audited-stack.ts';

// The shape of local/chains.ts `LocalChains.env`, with ports as a run picks them.
const CHAINS_ENV = {
  PUBLIC_CHAIN_NETWORK: 'privnet',
  NEO_N3_RPC_URLS: 'http://127.0.0.1:36001',
  NEO_X_RPC_URLS: 'http://127.0.0.1:34997',
  PUBLIC_NEO_N3_RPC_URLS: 'http://127.0.0.1:36001',
  PUBLIC_NEO_X_RPC_URLS: 'http://127.0.0.1:34997',
  PUBLIC_BRIDGE_TRACKER_URL: 'http://127.0.0.1:35583',
  PUBLIC_N3_CONTRACT_BNEO: '0x633c3ae37014b497ed65cbe8923011192e0b3899',
  PUBLIC_N3_CONTRACT_SWAP_ROUTER: '0xac9848d97fd582888c0114f69b386e334c71abc0',
  PUBLIC_N3_CONTRACT_BRIDGE: '0x1260c2313160a024c3f1f40124a49be380d1128c',
  PUBLIC_N3_SWAP_TOKENS:
    'GAS:0xd2a4cff31913016155e38e474a2c06d08be276cf:8,bNEO:0x633c3ae37014b497ed65cbe8923011192e0b3899:8,FLM:0x499e51538c98bbd22e0cb45f418df3fb19ec5e58:8',
};

describe('the audited build’s settings', () => {
  const env = auditedBuildEnv(CHAINS_ENV);

  it('point the wallet pages at the local nodes, the stand-in contracts and the local tracker, on the mainnet profile', () => {
    const config = resolveWalletConfig(env);
    expect(config.network.network).toBe('mainnet');
    expect(config.n3.rpcUrls).toEqual(['http://127.0.0.1:36001']);
    expect(config.neoX.rpcUrls).toEqual(['http://127.0.0.1:34997']);
    expect(config.n3.contracts.BNEO).toBe('0x633c3ae37014b497ed65cbe8923011192e0b3899');
    expect(config.n3.contracts.BRIDGE).toBe('0x1260c2313160a024c3f1f40124a49be380d1128c');
    expect(config.n3.swapTokens.map((t) => t.symbol)).toEqual(['GAS', 'bNEO', 'FLM']);
    expect(config.bridge.trackerUrl).toBe('http://127.0.0.1:35583');
  });

  it('let the CSP allow exactly those nodes and that tracker, and no public node the pages no longer call', () => {
    const csp = contentSecurityPolicy({ chainEndpoints: chainEndpoints(env), bridgeTracker: bridgeTrackerOrigin(env) });
    const connect = csp
      .split('; ')
      .find((d) => d.startsWith('connect-src '))!
      .split(' ');
    expect(connect).toEqual(
      expect.arrayContaining(['http://127.0.0.1:36001', 'http://127.0.0.1:34997', 'http://127.0.0.1:35583']),
    );
    expect(connect.filter((s) => /neo\.coz\.io|ngd\.network|banelabs\.org|xexplorer/.test(s))).toEqual([]);
  });

  it('give the server side no node, so no indexer or sync job of the audited stack reads one', () => {
    expect(configuredEndpoints(env, 'n3', 'server')).toBeUndefined();
    expect(configuredEndpoints(env, 'neoX', 'server')).toBeUndefined();
    expect(Object.keys(env).every((name) => name.startsWith('PUBLIC_'))).toBe(true);
  });
});
