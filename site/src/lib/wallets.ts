/** The platform filters of the wallets page (SPEC §2), in display order. */
export const PLATFORMS = ['mobile', 'desktop', 'web', 'hardware'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** A wallet's platform flags, as in PublicWallet.platforms. */
export interface PlatformFlags {
  isMobile: boolean;
  isDesktop: boolean;
  isWeb: boolean;
  isHardware: boolean;
}

const FLAG: Record<Platform, keyof PlatformFlags> = {
  mobile: 'isMobile',
  desktop: 'isDesktop',
  web: 'isWeb',
  hardware: 'isHardware',
};

/** The platforms a wallet runs on, in display order. */
export function walletPlatforms(flags: PlatformFlags): Platform[] {
  return PLATFORMS.filter((p) => flags[FLAG[p]]);
}

/** Selected platforms from the query (`?platform=mobile&platform=web`): known values only, once each, in display order. */
export function parsePlatforms(query: string | URLSearchParams): Platform[] {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const wanted = new Set(params.getAll('platform'));
  return PLATFORMS.filter((p) => wanted.has(p));
}

/** The query string for selected platforms (`''` when none). */
export function serializePlatforms(selected: readonly Platform[]): string {
  const params = new URLSearchParams();
  for (const p of PLATFORMS) if (selected.includes(p)) params.append('platform', p);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** With no platform selected every wallet shows; otherwise a wallet shows when it runs on any selected platform. */
export function walletMatchesPlatforms(flags: PlatformFlags, selected: readonly Platform[]): boolean {
  return selected.length === 0 || selected.some((p) => flags[FLAG[p]]);
}

/**
 * Fallback wallet compatibility for a dApp that no wallet lists: for each of the dApp's chains (in its order),
 * the wallets that support that chain, by wallet `order`. Chains without any wallet are left out.
 */
export function walletsByChain<
  C extends { idBlockchainVersionPk: number },
  W extends { order: number; blockchainVersions: readonly { idBlockchainVersionPk: number }[] },
>(chains: readonly C[], wallets: readonly W[]): { chain: C; wallets: W[] }[] {
  return chains
    .map((chain) => ({
      chain,
      wallets: wallets
        .filter((w) => w.blockchainVersions.some((b) => b.idBlockchainVersionPk === chain.idBlockchainVersionPk))
        .sort((a, b) => a.order - b.order),
    }))
    .filter((group) => group.wallets.length > 0);
}
