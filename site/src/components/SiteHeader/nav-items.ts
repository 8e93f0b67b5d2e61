/** One navigation entry: a link, or a group of links (SPEC §2 navigation; only routes that exist today). */
export type NavItem = { key: string; href: string } | { key: string; children: { key: string; href: string }[] };

/** The main navigation, as i18n keys under `nav.` and locale-free paths. */
export const NAV_ITEMS: NavItem[] = [
  { key: 'home', href: '/' },
  {
    key: 'projects',
    children: [
      { key: 'apps', href: '/apps-overview' },
      { key: 'dapps', href: '/dapps-overview' },
      { key: 'contracts', href: '/contracts' },
    ],
  },
  { key: 'wallets', href: '/wallets' },
  {
    key: 'tokens',
    children: [
      { key: 'tokenList', href: '/tokens' },
      { key: 'nfts', href: '/nfts' },
    ],
  },
  { key: 'communityDev', href: '/community-development' },
  { key: 'explorers', href: '/explorers' },
  { key: 'exchanges', href: '/exchanges' },
  { key: 'gasbot', href: '/gasbot' },
  {
    key: 'miscellaneous',
    children: [
      { key: 'myWallet', href: '/my-wallet' },
      { key: 'getGas', href: '/get-gas' },
      { key: 'gasCalculator', href: '/gas-calculator' },
      { key: 'bridge', href: '/bridge' },
    ],
  },
];

/**
 * The second row of the navigation (SPEC §2 entries Networks, Settings, Resources): pages about the site and the
 * chains rather than the catalogue — and the visitor's own Watchlist (issue #27 item 3) and "List your project", the
 * public submission form (issue #31). Shown above the main row on wide screens, after it in the mobile menu.
 */
export const UTILITY_ITEMS: { key: string; href: string }[] = [
  { key: 'watchlist', href: '/watchlist' },
  { key: 'networks', href: '/networks' },
  { key: 'settings', href: '/settings' },
  { key: 'resources', href: '/resources' },
  { key: 'listProject', href: '/submit' },
];

/**
 * Whether `href` is the current page or a section it belongs to: `/dapps-overview` is current on
 * `/dapp-detailed/x`, `/apps-overview` on `/app-detailed/x`. Paths are locale-free, trailing slash ignored.
 */
export function isCurrent(href: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (href === '/') return path === '/';
  if (path === href) return true;
  if (href === '/dapps-overview') return path.startsWith('/dapp-detailed/');
  if (href === '/apps-overview') return path.startsWith('/app-detailed/');
  return false;
}
