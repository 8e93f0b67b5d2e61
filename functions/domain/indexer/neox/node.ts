/**
 * Which Neo X nodes the indexer reads: `NEO_X_RPC_URLS` (comma-separated; the local Hardhat node under
 * LOCAL_CHAINS=1, local/chains.ts); when it is unset, the public Neo X mainnet endpoints in live mode
 * (`DATA_SOURCES=live`), and none offline — the settings are read by chain/endpoints.ts.
 */
import { INDEXER_DEFAULTS, indexerEndpoints } from '../../../../chain/endpoints.ts';
import { dataMode } from '../../sync/recordings.ts';

/** Public Neo X mainnet RPC endpoints (chain/endpoints.ts INDEXER_DEFAULTS; NEO.md §5.1: viem's `neoxMainnet`). */
export const NEOX_MAINNET_RPC_URLS: readonly string[] = INDEXER_DEFAULTS.neoX;

/** The node URLs the Neo X indexer reads (see the module comment), or undefined when it has none. */
export function neoXIndexerRpcUrls(env: NodeJS.ProcessEnv = process.env): string[] | undefined {
  return indexerEndpoints(env, 'neoX', dataMode() === 'live');
}
