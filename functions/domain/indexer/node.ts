/**
 * Which N3 nodes the indexer reads: `NEO_N3_RPC_URLS` (comma-separated; the local privnet under LOCAL_CHAINS=1);
 * when it is unset, the public N3 mainnet endpoints in live mode (`DATA_SOURCES=live`), and none offline. Kept
 * apart from job.ts so the API (the back-office's conversions read `symbol()`/`decimals()`) does not carry the
 * indexer itself.
 */
import { dataMode } from '../sync/recordings.ts';

/** Public N3 mainnet RPC endpoints used in live mode when NEO_N3_RPC_URLS is unset (NEO.md §2: COZ's seed nodes). */
export const MAINNET_RPC_URLS = ['https://mainnet1.neo.coz.io:443', 'https://mainnet2.neo.coz.io:443'];

/** The node URLs the indexer reads (see the module comment), or undefined when it has none. */
export function indexerRpcUrls(env: NodeJS.ProcessEnv = process.env): string[] | undefined {
  const configured = (env.NEO_N3_RPC_URLS ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);
  if (configured.length) return configured;
  return dataMode() === 'live' ? MAINNET_RPC_URLS : undefined;
}
