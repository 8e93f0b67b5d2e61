/**
 * The one place that turns the RPC settings into endpoint lists, per chain: the wallet pages (site/src/wallets/
 * config.ts), the CSP's connect-src (functions/edge/headers.ts), the indexer (functions/domain/indexer/node.ts) and
 * the sync jobs (functions/domain/sync/chain/n3-rpc.ts) all read them here, with the defaults below.
 *
 * Settings (comma-separated URLs; blank entries ignored):
 * - `NEO_N3_RPC_URLS`, `NEO_X_RPC_URLS`: the nodes the server side reads (indexer, sync jobs) and the CSP allows;
 * - `PUBLIC_NEO_N3_RPC_URLS`, `PUBLIC_NEO_X_RPC_URLS`: the nodes the wallet pages call from the browser (read at
 *   `astro build`), taking precedence over the unprefixed ones for the pages and the CSP.
 * The local stack (`LOCAL_CHAINS=1`, chain/local.ts) sets all four to the privnet and the Hardhat node, whose ports
 * are picked at start: the privnet has no defaults. Unset, the mainnet defaults apply.
 */

/** Which chain's endpoints. */
export type EndpointChain = 'n3' | 'neoX';
/** Who reads them: the server side (indexer, sync jobs) or the wallet pages and the CSP that guards them. */
export type EndpointReader = 'server' | 'page';
type Env = Record<string, string | undefined>;

/** Public mainnet endpoints when the deployment names none. */
export const MAINNET_ENDPOINTS = {
  /** Public N3 mainnet seed nodes run by COZ and NGD (NEO.md §2). */
  n3: [
    'https://mainnet1.neo.coz.io:443',
    'https://mainnet2.neo.coz.io:443',
    'https://n3seed1.ngd.network:10332',
    'https://n3seed2.ngd.network:10332',
  ],
  /** Neo X mainnet RPC (NEO.md §5.1: bane-labs/docs development/networks.md); mainnet-5 is Anti-MEV only and left out. */
  neoX: [
    'https://mainnet-1.rpc.banelabs.org',
    'https://mainnet-2.rpc.banelabs.org',
    'https://mainnet-3.rpc.banelabs.org',
  ],
  /** The Neo X mainnet websocket host (NEO.md §5.1), allowed by the CSP besides the RPC hosts. */
  neoXWebsocket: ['wss://mainnet.wss1.banelabs.org'],
} as const;

/**
 * Public testnet endpoints (listed on the networks page, site/src/lib/networks.ts; no tool of the site reads a
 * testnet): N3 TestNet (CityOfZion/blockchain-services BSNeo3Constants.ts) and Neo X TestNet T4 (viem `neoxT4`).
 */
export const TESTNET_ENDPOINTS = {
  n3: ['https://testnet1.neo.coz.io:443', 'https://testnet2.neo.coz.io:443'],
  neoX: ['https://neoxt4seed1.ngd.network', 'https://neoxt4seed2.ngd.network', 'https://neoxt4seed3.ngd.network'],
  neoXWebsocket: ['wss://neoxt4wss1.ngd.network', 'wss://neoxt4wss2.ngd.network', 'wss://neoxt4wss3.ngd.network'],
} as const;

/**
 * The nodes the indexers read in live mode when none is configured: COZ's N3 seed nodes (NEO.md §2) and the Neo X
 * RPC hosts of viem's `neoxMainnet` (NEO.md §5.1), each the first two of MAINNET_ENDPOINTS.
 */
export const INDEXER_DEFAULTS: Record<EndpointChain, readonly string[]> = {
  n3: MAINNET_ENDPOINTS.n3.slice(0, 2),
  neoX: MAINNET_ENDPOINTS.neoX.slice(0, 2),
};

const SETTINGS: Record<EndpointChain, Record<EndpointReader, string[]>> = {
  n3: { server: ['NEO_N3_RPC_URLS'], page: ['PUBLIC_NEO_N3_RPC_URLS', 'NEO_N3_RPC_URLS'] },
  neoX: { server: ['NEO_X_RPC_URLS'], page: ['PUBLIC_NEO_X_RPC_URLS', 'NEO_X_RPC_URLS'] },
};

/** A comma-separated setting as a list (trimmed, blanks left out); undefined when unset or blank. */
export function urlList(value: string | undefined): string[] | undefined {
  const list = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return list.length ? list : undefined;
}

/** The URLs the deployment names for `chain` as `reader` reads them (the first setting that is set), or undefined. */
export function configuredEndpoints(env: Env, chain: EndpointChain, reader: EndpointReader): string[] | undefined {
  for (const name of SETTINGS[chain][reader]) {
    const list = urlList(env[name]);
    if (list) return list;
  }
  return undefined;
}

/** The URLs for `chain` as `reader` reads them: the configured ones, else the mainnet defaults (MAINNET_ENDPOINTS). */
export function rpcEndpoints(env: Env, chain: EndpointChain, reader: EndpointReader): string[] {
  return configuredEndpoints(env, chain, reader) ?? [...MAINNET_ENDPOINTS[chain]];
}

/**
 * The endpoints the CSP's connect-src allows: the pages' N3 and Neo X nodes (their defaults with the Neo X
 * websocket host when none is configured).
 */
export function cspEndpoints(env: Env): string[] {
  return [
    ...rpcEndpoints(env, 'n3', 'page'),
    ...(configuredEndpoints(env, 'neoX', 'page') ?? [...MAINNET_ENDPOINTS.neoX, ...MAINNET_ENDPOINTS.neoXWebsocket]),
  ];
}

/**
 * The nodes an indexer (or a check that reads beside it, e.g. the claims) reads: the configured server-side ones,
 * else INDEXER_DEFAULTS when `live` (`DATA_SOURCES=live`), else undefined (offline: no node).
 */
export function indexerEndpoints(env: Env, chain: EndpointChain, live: boolean): string[] | undefined {
  return configuredEndpoints(env, chain, 'server') ?? (live ? [...INDEXER_DEFAULTS[chain]] : undefined);
}
