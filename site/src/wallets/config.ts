/**
 * The wallet pages' configuration: `resolveWalletConfig(env)` applies per-environment overrides at build time to the
 * chain facts of chain/config.ts (contract hashes, endpoints, network profiles), the WalletConnect project and the
 * status of the third-party services; pages pass the result to their island.
 *
 * Overrides (all optional, read at `astro build`):
 * - `PUBLIC_NEO_N3_RPC_URLS`, `PUBLIC_NEO_X_RPC_URLS` (comma-separated; otherwise `NEO_N3_RPC_URLS` /
 *   `NEO_X_RPC_URLS`, then the mainnet defaults: chain/endpoints.ts, which the CSP's connect-src reads too);
 * - `PUBLIC_WALLETCONNECT_PROJECT_ID` (without it the neon option says it is not configured);
 * - `PUBLIC_N3_CONTRACT_<NAME>` / `PUBLIC_NEOX_CONTRACT_<NAME>` for any key of N3_CONTRACTS / NEOX_CONTRACTS
 *   (e.g. `PUBLIC_N3_CONTRACT_BNEO=0x…`);
 * - `PUBLIC_WALLET_SERVICE_<VOTE|BNEO|FLAMINGO>` = `auto` (default: decided by what the chain answers) |
 *   `unavailable` | `discontinued` (the service shows SPEC §8's temporary-unavailability message);
 * - `PUBLIC_BRIDGE_TRACKER_URL` (the deposit tracker's base URL, or `off` to skip tracking on Neo X),
 *   `PUBLIC_BRIDGE_CAP_GAS` (the first-phase cap in whole GAS when the contract cannot be read);
 * - `PUBLIC_CHAIN_NETWORK` = `mainnet` (default) | `privnet`: the network profile (NETWORK_PROFILES) the wallets are
 *   checked against — network magic, NeoLine chainId, WalletConnect chain, explorers and the page label. `privnet`
 *   is the local private network of `LOCAL_CHAINS=1 npm start` and the chain tests (local/chains.ts).
 */
import type { LinkableExplorer } from '../lib/explorer-links.ts';
import {
  BRIDGE_FALLBACK,
  BRIDGE_TRACKER_URL,
  FLAMINGO_SWAP_TOKENS,
  N3_CONTRACTS,
  NEOX_CONTRACTS,
  NETWORK_PROFILES,
  type ContractFact,
  type N3ContractName,
  type NeoXContractName,
  type NetworkProfile,
} from '../../../chain/config.ts';
import { rpcEndpoints } from '../../../chain/endpoints.ts';

/** The profile `PUBLIC_CHAIN_NETWORK` names (mainnet when unset); an unknown name is an error. */
export function networkProfile(env: Env): NetworkProfile {
  const name = env.PUBLIC_CHAIN_NETWORK?.trim().toLowerCase() || 'mainnet';
  if (name !== 'mainnet' && name !== 'privnet') throw new Error('PUBLIC_CHAIN_NETWORK must be mainnet or privnet');
  return NETWORK_PROFILES[name];
}

/** The bridge settings the page uses (amounts as decimal strings of datoshi, so they travel in the page's JSON props). */
export interface BridgeConfig {
  /** Deposit tracker base URL; undefined when tracking is switched off (the outcome is then "unknown status"). */
  trackerUrl: string | undefined;
  fallback: { feeDatoshi: string; minDatoshi: string; maxDatoshi: string; capDatoshi: string };
}

/** The bridge settings with `PUBLIC_BRIDGE_TRACKER_URL` / `PUBLIC_BRIDGE_CAP_GAS` applied; a malformed cap is an error. */
export function bridgeConfig(env: Env): BridgeConfig {
  const tracker = env.PUBLIC_BRIDGE_TRACKER_URL?.trim();
  const cap = env.PUBLIC_BRIDGE_CAP_GAS?.trim();
  if (cap && !/^\d+$/.test(cap)) throw new Error('PUBLIC_BRIDGE_CAP_GAS must be a whole number of GAS');
  const f = BRIDGE_FALLBACK;
  return {
    trackerUrl: tracker === 'off' ? undefined : (tracker || BRIDGE_TRACKER_URL).replace(/\/+$/, ''),
    fallback: {
      feeDatoshi: f.feeDatoshi.toString(),
      minDatoshi: f.minDatoshi.toString(),
      maxDatoshi: f.maxDatoshi.toString(),
      capDatoshi: cap ? (BigInt(cap) * 100_000_000n).toString() : f.capDatoshi.toString(),
    },
  };
}

/** What a third-party service is, as configured: `auto` lets the chain's answers decide. */
export type ServiceSetting = 'auto' | 'unavailable' | 'discontinued';
export type ServiceName = 'vote' | 'bneo' | 'flamingo';

/** A NEP-17 token the wallet area knows (from the catalogue), with its price where a source measured one. */
export interface KnownToken {
  symbol: string;
  /** The catalogue's token id (`idTokenPricedPk`): its row on /tokens; absent for a token from the environment. */
  id?: number | undefined;
  /** Its page's slug (`/tokens/<slug>`, site/src/lib/token-page.ts); absent for a token from the environment. */
  slug?: string | undefined;
  /** Script hash, `0x` + 40 hex. */
  hash: string;
  decimals: number;
  /** Price in `quote` (USD or USDT) as of `priceAt`, from the live-data snapshot; absent when unmeasured. */
  price?: number | undefined;
  quote?: string | undefined;
  priceAt?: string | undefined;
}

/** A Neo X token of the holdings (the catalogue's Neo X list): `hash` its contract, or `native` for GAS. */
export interface NeoXKnownToken extends KnownToken {
  native?: boolean | undefined;
}

/** An NEP-11 collection the catalogue lists: its name and, once it has a page, its slug (`/nfts/<slug>`). */
export interface KnownCollection {
  /** Script hash, `0x` + 40 hex, lower case. */
  hash: string;
  name: string;
  symbol?: string | undefined;
  slug?: string | undefined;
}

/** A token the swap offers (symbol, decimals, script hash). */
export interface SwapToken {
  symbol: string;
  decimals: number;
  hash: string;
}

/**
 * The swap's tokens: `PUBLIC_N3_SWAP_TOKENS` (`SYMBOL:0xhash:decimals,…`, e.g. the local privnet's stand-in tokens)
 * replaces the mainnet list; otherwise FLAMINGO_SWAP_TOKENS with a `PUBLIC_N3_CONTRACT_BNEO` override applied to bNEO.
 * A malformed entry is an error.
 */
export function swapTokens(env: Env, bneo: string): SwapToken[] {
  const listed = env.PUBLIC_N3_SWAP_TOKENS?.trim();
  if (!listed) return FLAMINGO_SWAP_TOKENS.map((t) => ({ ...t, hash: t.symbol === 'bNEO' ? bneo : t.hash }));
  return listed.split(',').map((entry) => {
    const [symbol, hash, decimals] = entry.trim().split(':');
    if (!symbol || !hash || !HASH_N3.test(hash) || !/^\d+$/.test(decimals ?? ''))
      throw new Error(`PUBLIC_N3_SWAP_TOKENS: "${entry}" is not SYMBOL:0x<40 hex>:decimals`);
    return { symbol, hash: hash.toLowerCase(), decimals: Number(decimals) };
  });
}

export interface WalletConfig {
  /** The network the wallets must be on, and what the pages say about it. */
  network: NetworkProfile;
  n3: { rpcUrls: string[]; contracts: Record<N3ContractName, string>; swapTokens: SwapToken[] };
  /** `tokens`: the Neo X holdings' tokens (the catalogue's Neo X list, native GAS first), priced like `tokens`. */
  neoX: { rpcUrls: string[]; contracts: Record<NeoXContractName, string>; tokens: NeoXKnownToken[] };
  walletConnect: { projectId?: string | undefined };
  services: Record<ServiceName, ServiceSetting>;
  /** N3 tokens shown in balances and offered for swaps (NEO, GAS and bNEO are always first). */
  tokens: KnownToken[];
  bridge: BridgeConfig;
  /** The catalogue's explorers with URL templates, for "View on …" beside addresses and hashes (network.ts). */
  explorers: LinkableExplorer[];
  /** The catalogue's N3 NFT collections, naming the account's NEP-11 holdings. */
  collections: KnownCollection[];
}

type Env = Record<string, string | undefined>;

const HASH_N3 = /^0x[0-9a-f]{40}$/i;

/** The contract table with `PUBLIC_<prefix>_CONTRACT_<NAME>` overrides applied; a malformed override is an error. */
function contracts<K extends string>(facts: Record<K, ContractFact>, env: Env, prefix: string): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const key of Object.keys(facts) as K[]) {
    const override = env[`PUBLIC_${prefix}_CONTRACT_${key}`]?.trim();
    if (override && !HASH_N3.test(override))
      throw new Error(`PUBLIC_${prefix}_CONTRACT_${key} must be 0x followed by 40 hex digits`);
    out[key] = override || facts[key].hash;
  }
  return out;
}

function service(env: Env, name: ServiceName): ServiceSetting {
  const value = env[`PUBLIC_WALLET_SERVICE_${name.toUpperCase()}`]?.trim().toLowerCase();
  return value === 'unavailable' || value === 'discontinued' ? value : 'auto';
}

/**
 * The wallet configuration for an environment (`process.env` at build). `tokens` are the catalogue's N3 tokens
 * (with prices), `explorers` its explorers that link (explorer-links.ts linkableExplorers), `more` its Neo X tokens
 * and N3 NFT collections, all passed in by the page. Throws on a malformed contract override.
 */
export function resolveWalletConfig(
  env: Env,
  tokens: KnownToken[] = [],
  explorers: LinkableExplorer[] = [],
  more: { neoXTokens?: NeoXKnownToken[]; collections?: KnownCollection[] } = {},
): WalletConfig {
  return {
    network: networkProfile(env),
    n3: (() => {
      const n3Contracts = contracts(N3_CONTRACTS, env, 'N3');
      return {
        rpcUrls: rpcEndpoints(env, 'n3', 'page'),
        contracts: n3Contracts,
        swapTokens: swapTokens(env, n3Contracts.BNEO),
      };
    })(),
    neoX: {
      rpcUrls: rpcEndpoints(env, 'neoX', 'page'),
      contracts: contracts(NEOX_CONTRACTS, env, 'NEOX'),
      tokens: more.neoXTokens ?? [],
    },
    walletConnect: { projectId: env.PUBLIC_WALLETCONNECT_PROJECT_ID?.trim() || undefined },
    services: { vote: service(env, 'vote'), bneo: service(env, 'bneo'), flamingo: service(env, 'flamingo') },
    tokens,
    bridge: bridgeConfig(env),
    explorers,
    collections: more.collections ?? [],
  };
}
