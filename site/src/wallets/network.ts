/**
 * The page's network profile (config.ts NETWORK_PROFILES), installed once by the wallet stores (store/index.ts
 * `getWallets`) so that components far from the configuration — the transaction dialog, the bridge history — link to
 * the right explorer, or to none on a network without one (the local privnet).
 */
import { explorerAddressUrl, explorerTxUrl, NETWORK_PROFILES, type NetworkProfile } from '../../../chain/config.ts';
import type { Chain } from './types.ts';

let current: NetworkProfile = NETWORK_PROFILES.mainnet;

/** Install the page's profile (the wallet configuration's `network`). */
export function setWalletNetwork(profile: NetworkProfile): void {
  current = profile;
}

/** The page's profile (mainnet until one is installed). */
export const walletNetwork = (): NetworkProfile => current;

/** The explorer page of `txid` on `chain` of the page's network; undefined when that network has no explorer. */
export const txExplorerUrl = (chain: Chain, txid: string): string | undefined => explorerTxUrl(chain, txid, current);

/** The explorer page of `address` on `chain` of the page's network; undefined when that network has no explorer. */
export const addressExplorerUrl = (chain: Chain, address: string): string | undefined =>
  explorerAddressUrl(chain, address, current);
