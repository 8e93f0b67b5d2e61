/** The endpoint lists every reader takes from the RPC settings: who reads which variable, and the defaults. */
import { describe, expect, it } from 'vitest';
import { INDEXER_DEFAULTS, MAINNET_ENDPOINTS, indexerEndpoints, rpcEndpoints } from './endpoints.ts';

describe('RPC endpoints from the settings', () => {
  const env = { PUBLIC_NEO_N3_RPC_URLS: ' https://page.example , ', NEO_N3_RPC_URLS: 'http://127.0.0.1:20332' };

  it('gives the pages their PUBLIC_ list first and the server side the unprefixed one', () => {
    expect(rpcEndpoints(env, 'n3', 'page')).toEqual(['https://page.example']);
    expect(rpcEndpoints(env, 'n3', 'server')).toEqual(['http://127.0.0.1:20332']);
    expect(rpcEndpoints({ NEO_X_RPC_URLS: 'http://127.0.0.1:8545' }, 'neoX', 'page')).toEqual([
      'http://127.0.0.1:8545',
    ]);
  });

  it('falls back to the public mainnet nodes when nothing (or only blanks) is configured', () => {
    expect(rpcEndpoints({ NEO_N3_RPC_URLS: ' , ' }, 'n3', 'server')).toEqual([...MAINNET_ENDPOINTS.n3]);
    expect(rpcEndpoints({}, 'neoX', 'page')).toEqual([...MAINNET_ENDPOINTS.neoX]);
  });

  it('gives an indexer the configured nodes, COZ seed nodes in live mode, and none offline', () => {
    expect(indexerEndpoints(env, 'n3', false)).toEqual(['http://127.0.0.1:20332']);
    expect(indexerEndpoints({}, 'n3', true)).toEqual([
      'https://mainnet1.neo.coz.io:443',
      'https://mainnet2.neo.coz.io:443',
    ]);
    expect(indexerEndpoints({}, 'neoX', true)).toEqual([...INDEXER_DEFAULTS.neoX]);
    expect(indexerEndpoints({}, 'n3', false)).toBeUndefined();
  });
});
