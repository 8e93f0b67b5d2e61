/** One navigation entry: a link, or a group of links (SPEC §2 navigation; only routes that exist today). */
export type NavItem = { key: string; href: string } | { key: string; children: { key: string; href: string }[] };

/** A link entry. */
const link = (key: string, href: string) => ({ key, href });
/** A group entry: its links as [key, href] pairs. */
const group = (key: string, children: [string, string][]) => ({ key, children: children.map(([k, h]) => link(k, h)) });

/** The main navigation, as i18n keys under `nav.` and locale-free paths. */
export const NAV_ITEMS: NavItem[] = [
  link('home', '/'),
  group('projects', [
    ['apps', '/apps-overview'],
    ['dapps', '/dapps-overview'],
    ['contracts', '/contracts'],
  ]),
  link('wallets', '/wallets'),
  group('tokens', [
    ['tokenList', '/tokens'],
    ['nfts', '/nfts'],
  ]),
  link('communityDev', '/community-development'),
  link('explorers', '/explorers'),
  link('exchanges', '/exchanges'),
  link('gasbot', '/gasbot'),
  group('miscellaneous', [
    ['myWallet', '/my-wallet'],
    ['getGas', '/get-gas'],
    ['gasCalculator', '/gas-calculator'],
    ['bridge', '/bridge'],
  ]),
];

/**
 * The second row of the navigation (SPEC §2 entries Networks, Settings, Resources): pages about the site and the
 * chains rather than the catalogue — and the visitor's own Watchlist (issue #27 item 3) and "List your project", the
 * public submission form (issue #31). Shown above the main row on wide screens, after it in the mobile menu.
 */
export const UTILITY_ITEMS: { key: string; href: string }[] = [
  link('watchlist', '/watchlist'),
  link('networks', '/networks'),
  link('settings', '/settings'),
  link('resources', '/resources'),
  link('listProject', '/submit'),
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
