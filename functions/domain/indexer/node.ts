/**
 * Which N3 nodes the indexer reads: `NEO_N3_RPC_URLS` (comma-separated; the local privnet under LOCAL_CHAINS=1);
 * when it is unset, the public N3 mainnet endpoints in live mode (`DATA_SOURCES=live`), and none offline — the
 * settings are read by chain/endpoints.ts. Kept apart from job.ts so the API (the back-office's conversions read
 * `symbol()`/`decimals()`) does not carry the indexer itself.
 */
import { INDEXER_DEFAULTS, indexerEndpoints } from '../../../chain/endpoints.ts';
import { dataMode } from '../sync/recordings.ts';

/** Public N3 mainnet RPC endpoints used in live mode when NEO_N3_RPC_URLS is unset (chain/endpoints.ts INDEXER_DEFAULTS). */
export const MAINNET_RPC_URLS: readonly string[] = INDEXER_DEFAULTS.n3;

/** The node URLs the indexer reads (see the module comment), or undefined when it has none. */
export function indexerRpcUrls(env: NodeJS.ProcessEnv = process.env): string[] | undefined {
  return indexerEndpoints(env, 'n3', dataMode() === 'live');
}
