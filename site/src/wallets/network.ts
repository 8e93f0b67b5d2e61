/**
 * The page's network profile (config.ts NETWORK_PROFILES), installed once by the wallet stores (store/index.ts
 * `getWallets`) so that components far from the configuration — the transaction dialog, the bridge history — link to
 * the right explorers, or to none on a network without one (the local privnet).
 */
import { explorerTxUrl, NETWORK_PROFILES, type NetworkProfile } from '../../../chain/config.ts';
import {
  explorerLinks,
  type ExplorerLink,
  type ExplorerLinkKind,
  type LinkableExplorer,
} from '../lib/explorer-links.ts';
import type { Chain } from './types.ts';

let current: NetworkProfile = NETWORK_PROFILES.mainnet;
let explorers: readonly LinkableExplorer[] = [];

/**
 * Install the page's profile (the wallet configuration's `network`) and the catalogue's explorers with URL templates
 * (its `explorers`), which the "View on …" links read.
 */
export function setWalletNetwork(profile: NetworkProfile, linkable: readonly LinkableExplorer[] = []): void {
  current = profile;
  explorers = linkable;
}

/** The catalogue's tagName of each wallet chain (blockchain versions: `neo-n3`, `neo-x`). */
const CHAIN_TAGS: Record<Chain, string> = { n3: 'neo-n3', neoX: 'neo-x' };

/**
 * "View on …" links of an address or a transaction hash of `chain` (explorer-links.ts, the links of the static
 * pages' ViewOn.astro): one per active mainnet explorer with a template for `kind`; none on any other network
 * (a local privnet or Hardhat chain, which no public explorer shows).
 */
export function viewOnLinks(chain: Chain, kind: ExplorerLinkKind, value: string): ExplorerLink[] {
  if (current.network !== 'mainnet') return [];
  return explorerLinks(explorers, { kind, value, chain: CHAIN_TAGS[chain], network: 'mainnet' });
}

/** The page's profile (mainnet until one is installed). */
export const walletNetwork = (): NetworkProfile => current;

/** The explorer page of `txid` on `chain` of the page's network; undefined when that network has no explorer. */
export const txExplorerUrl = (chain: Chain, txid: string): string | undefined => explorerTxUrl(chain, txid, current);
