/** The side menu: home, the submissions, each entity's screen in the registry's order (SPEC §2), the changelog. */
import { ENTITIES, ENTITY_LIST } from '../../../../content-schema/registry.ts';
import {
  CHANGELOG_SCREEN,
  DASHBOARD,
  DISCOVERED_SCREEN,
  isCrudEntity,
  listPath,
  matchRoute,
  submissionsPath,
} from '../routes.ts';

export interface MenuItem {
  /** i18n key under `dashboard.menu.`: the entity's name for an entity's screens. */
  key: string;
  href: string;
}

/** The entries of the entities the back-office shows, in the registry's order, each followed by its extra screens. */
const entityItems = (): MenuItem[] =>
  ENTITY_LIST.filter((def) => def.backOffice !== 'none').flatMap((def) => [
    { key: def.name, href: isCrudEntity(def.name) ? listPath(def.name) : `${DASHBOARD}/${def.name}` },
    ...(def.name === ENTITIES.contract.name ? [{ key: 'discovered-contracts', href: DISCOVERED_SCREEN }] : []),
  ]);

export const MENU: readonly MenuItem[] = [
  { key: 'home', href: DASHBOARD },
  { key: 'submissions', href: submissionsPath() },
  ...entityItems(),
  { key: 'changelog', href: CHANGELOG_SCREEN },
];

/** The menu key of each screen that is not an entity's. */
const SCREEN_KEYS = {
  home: 'home',
  global: ENTITIES.global.name,
  discovered: 'discovered-contracts',
  changelog: 'changelog',
  submissions: 'submissions',
  submission: 'submissions',
  redirect: undefined,
} as const;

/** Whether `item` is the current screen's entry (its list, new and edit screens included). */
export function isCurrentItem(item: MenuItem, pathname: string): boolean {
  const route = matchRoute(pathname);
  const key = route.screen === 'list' || route.screen === 'form' ? route.entity : SCREEN_KEYS[route.screen];
  return key === item.key;
}
