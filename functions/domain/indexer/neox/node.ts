/**
 * Which Neo X nodes the indexer reads: `NEO_X_RPC_URLS` (comma-separated; the local Hardhat node under
 * LOCAL_CHAINS=1, local/chains.ts); when it is unset, the public Neo X mainnet endpoints in live mode
 * (`DATA_SOURCES=live`), and none offline.
 */
import { dataMode } from '../../sync/recordings.ts';

/** Public Neo X mainnet RPC endpoints (NEO.md §5.1: viem's `neoxMainnet`). */
export const NEOX_MAINNET_RPC_URLS = ['https://mainnet-1.rpc.banelabs.org', 'https://mainnet-2.rpc.banelabs.org'];

/** The node URLs the Neo X indexer reads (see the module comment), or undefined when it has none. */
export function neoXIndexerRpcUrls(env: NodeJS.ProcessEnv = process.env): string[] | undefined {
  const configured = (env.NEO_X_RPC_URLS ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);
  if (configured.length) return configured;
  return dataMode() === 'live' ? NEOX_MAINNET_RPC_URLS : undefined;
}
