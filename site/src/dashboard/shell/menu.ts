/** The side menu: every dashboard screen, in the order SPEC §2 names them ("Admin screens named in the interface"). */
import {
  CHANGELOG_SCREEN,
  DASHBOARD,
  DISCOVERED_SCREEN,
  listPath,
  submissionsPath,
  type CrudEntity,
} from '../routes.ts';

export interface MenuItem {
  /** i18n key under `dashboard.menu.`. */
  key: string;
  href: string;
}

const ENTRIES: (CrudEntity | 'global' | 'discovered-contracts' | 'changelog')[] = [
  'user',
  'category',
  'token',
  'developer-aid',
  'global',
  'boosted-dapp',
  'banner',
  'wallet',
  'explorer',
  'dapp-social',
  'nnt-tag',
  'social-type',
  'dapp',
  'dapp-connection',
  'contract',
  'discovered-contracts',
  'blockchain-version',
  'private-category',
  'repository',
  'organization',
  'platform-type',
  'exchange',
  'supportedToken',
  'supported-server',
  'nep17',
  'nftCollection',
  'token-priced',
  'changelog',
];

export const MENU: readonly MenuItem[] = [
  { key: 'home', href: DASHBOARD },
  { key: 'submissions', href: submissionsPath() },
  ...ENTRIES.map((key) => ({
    key,
    href:
      key === 'global'
        ? `${DASHBOARD}/global`
        : key === 'discovered-contracts'
          ? DISCOVERED_SCREEN
          : key === 'changelog'
            ? CHANGELOG_SCREEN
            : listPath(key),
  })),
];

/** Whether `item` is the current screen's entry (its list, new and edit screens included). */
export function isCurrentItem(item: MenuItem, pathname: string): boolean {
  if (item.href === DASHBOARD) return pathname === DASHBOARD || pathname === `${DASHBOARD}/`;
  if (item.key === 'nep17')
    return pathname.startsWith(`${DASHBOARD}/nep17/`) || pathname.startsWith(`${DASHBOARD}/contract/nep17/`);
  if (item.key === 'contract' && pathname.startsWith(`${DASHBOARD}/contract/nep17/`)) return false;
  const base = item.href.replace(/\/list$/, '');
  return pathname === base || pathname.startsWith(`${base}/`);
}
