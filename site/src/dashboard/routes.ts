/**
 * The dashboard's routes (SPEC §2, history mode): which screen a path shows and the paths of every screen.
 * Pure, so the same table drives the router, the menu and the links.
 */
import type { EntityName } from '../../../content-schema/registry.ts';

export const DASHBOARD = '/dashboard';
const DISCOVERED_SEGMENT = 'discovered-contracts';
/** The discovered contracts screen (the new-contract mails link here). */
export const DISCOVERED_SCREEN = `${DASHBOARD}/${DISCOVERED_SEGMENT}`;
/** The public changelog's entries, with their redaction. */
export const CHANGELOG_SCREEN = `${DASHBOARD}/changelog`;

/** Entities with list/new/edit screens, in menu order of SPEC §2. */
export const CRUD_ENTITIES = [
  'user',
  'category',
  'token',
  'supportedToken',
  'supported-server',
  'boosted-dapp',
  'banner',
  'wallet',
  'explorer',
  'nnt-tag',
  'social-type',
  'dapp',
  'dapp-connection',
  'contract',
  'blockchain-version',
  'private-category',
  'repository',
  'organization',
  'platform-type',
  'exchange',
  'token-priced',
  'developer-aid',
  'nftCollection',
  'dapp-social',
  'nep17',
] as const satisfies readonly EntityName[];
export type CrudEntity = (typeof CRUD_ENTITIES)[number];

export type DashboardRoute =
  | { screen: 'home' }
  | { screen: 'global' }
  /** The contracts the N3 indexer discovered (linked from the new-contract mails). */
  | { screen: 'discovered' }
  /** The public changelog's entries, each redactable. */
  | { screen: 'changelog' }
  /** The review queue of public submissions, optionally filtered by state (query `?state=`). */
  | { screen: 'submissions' }
  /** The review screen of one submission. */
  | { screen: 'submission'; id: number }
  | { screen: 'list'; entity: CrudEntity }
  /** `ids` absent: a new record; for nep17 the contract id (created when it has no NEP-17 facts yet). */
  | { screen: 'form'; entity: CrudEntity; ids?: number[] }
  /** Unknown paths go home. */
  | { screen: 'redirect'; to: string };

const isCrud = (name: string | undefined): name is CrudEntity =>
  (CRUD_ENTITIES as readonly string[]).includes(name ?? '');
const positiveInt = (raw: string | undefined) => (raw && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : undefined);
/** Entities keyed by two ids in their edit route (`/dashboard/dapp-social/edit/:id1/:id2`). */
const idCount = (entity: CrudEntity) => (entity === 'dapp-social' ? 2 : 1);

/** The screen of a dashboard `pathname` (query and trailing slash ignored). */
export function matchRoute(pathname: string): DashboardRoute {
  const parts = pathname.split('?')[0]!.split('/').filter(Boolean).map(decodeURIComponent);
  const home = { screen: 'redirect', to: DASHBOARD } as const;
  if (parts[0] !== 'dashboard') return home;
  const [, first, second, ...rest] = parts;
  if (!first) return { screen: 'home' };
  if (first === 'global' && !second) return { screen: 'global' };
  if (first === DISCOVERED_SEGMENT && !second) return { screen: 'discovered' };
  if (first === 'changelog' && !second) return { screen: 'changelog' };
  if (first === 'submissions' && !second) return { screen: 'submissions' };
  if (first === 'submissions' && second && !rest.length && positiveInt(second))
    return { screen: 'submission', id: positiveInt(second)! };
  if (first === 'developer-aid' && !second) return { screen: 'list', entity: 'developer-aid' };
  if (first === 'contract' && second === 'nep17') {
    const id = rest[0] === 'edit' && rest.length === 2 ? positiveInt(rest[1]) : undefined;
    return id ? { screen: 'form', entity: 'nep17', ids: [id] } : home;
  }
  if (!isCrud(first)) return home;
  if (second === 'list' && !rest.length) return { screen: 'list', entity: first };
  if (second === 'new' && !rest.length) return { screen: 'form', entity: first };
  if (second === 'edit' && rest.length === idCount(first)) {
    const ids = rest.map(positiveInt);
    if (ids.every((id) => id !== undefined)) return { screen: 'form', entity: first, ids: ids as number[] };
  }
  return home;
}

/** The list screen of an entity. */
export const listPath = (entity: CrudEntity): string =>
  entity === 'developer-aid' ? `${DASHBOARD}/developer-aid` : `${DASHBOARD}/${entity}/list`;
/** The create screen of an entity, optionally with fields filled from the query (`?idDappFk=3`). */
export function newPath(entity: CrudEntity, prefill?: Record<string, string | number>): string {
  const query = prefill ? new URLSearchParams(Object.entries(prefill).map(([k, v]) => [k, String(v)])).toString() : '';
  return `${DASHBOARD}/${entity}/new${query ? `?${query}` : ''}`;
}
/** The edit screen of a record by its key values (two for dapp-social; the contract id for nep17). */
export function editPath(entity: CrudEntity, ids: readonly (number | string)[]): string {
  if (entity === 'nep17') return `${DASHBOARD}/contract/nep17/edit/${ids[0]}`;
  return `${DASHBOARD}/${entity}/edit/${ids.map((id) => encodeURIComponent(String(id))).join('/')}`;
}
/** Whether `entity` is one of the dashboard's CRUD entities. */
export const isCrudEntity = isCrud;
/** The review queue of public submissions, optionally filtered by state. */
export const submissionsPath = (state?: string): string =>
  `${DASHBOARD}/submissions${state ? `?state=${encodeURIComponent(state)}` : ''}`;
/** The review screen of submission `id`. */
export const submissionPath = (id: number): string => `${DASHBOARD}/submissions/${id}`;
