/** User-facing text for wallet errors (SPEC §8) and chain names. */
import type { WalletState } from '../store/wallet-store.ts';
import { tr } from '../strings.ts';
import type { Chain, Platform } from '../types.ts';

/** The display name of a chain. */
export const chainName = (chain: Chain): string => tr(`chains.${chain}`);
/** The display name of a wallet platform. */
export const platformName = (platform: Platform): string => tr(`platforms.${platform}`);

/**
 * Where a visitor gets the NeoLine extension (its `websiteUrl` in the catalogue, data/catalogue/wallets.json, record
 * "NeoLine", sourced from neo.org's wallet list and NeoNEXT/neoline). Offered when the extension did not answer.
 */
export const NEOLINE_WEBSITE = 'https://neoline.io';

/** The message of a failed connect: SPEC §8 texts, with the wallet and network named. */
export function connectErrorText(error: NonNullable<WalletState['error']>): string {
  return tr(`errors.${error.code}`, { wallet: 'WalletSDK', ...error.params });
}

/** Shorten an address or hash for display: `NhWXj9…rfB8FT`. */
export const shorten = (value: string, keep = 6): string =>
  value.length > keep * 2 + 1 ? `${value.slice(0, keep)}…${value.slice(-keep)}` : value;

/** A site path in the page's language (`/get-gas` → `/pt-BR/get-gas` on a pt-BR page; the layout sets `<html lang>`). */
export function localeHref(path: string): string {
  const lang = typeof document === 'undefined' ? 'en-US' : document.documentElement.lang || 'en-US';
  return lang === 'en-US' ? path : `/${lang}${path}`;
}
