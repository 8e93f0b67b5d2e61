/**
 * The dashboard's routes (SPEC §2, history mode): which screen a path shows and the paths of every screen.
 * Pure, so the same table drives the router, the menu and the links.
 */
import {
  CRUD_ENTITIES,
  ENTITIES,
  SCREEN_ENTITIES,
  type CrudEntity,
  type ScreenEntity,
} from '../../../content-schema/registry.ts';

export const DASHBOARD = '/dashboard';
const DISCOVERED_SEGMENT = 'discovered-contracts';
/** The discovered contracts screen (the new-contract mails link here). */
export const DISCOVERED_SCREEN = `${DASHBOARD}/${DISCOVERED_SEGMENT}`;
/** The public changelog's entries, with their redaction. */
export const CHANGELOG_SCREEN = `${DASHBOARD}/changelog`;

export { CRUD_ENTITIES, type CrudEntity };

export type DashboardRoute =
  | { screen: 'home' }
  /** An entity's screen of its own (`/dashboard/<name>`, the registry's `backOffice: 'screen'`). */
  | { screen: ScreenEntity }
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

/** Whether `name` is an entity with the generic list, new and edit screens. */
export const isCrud = (name: string | undefined): name is CrudEntity =>
  (CRUD_ENTITIES as readonly string[]).includes(name ?? '');
const isOwnScreen = (name: string | undefined): name is ScreenEntity =>
  (SCREEN_ENTITIES as readonly string[]).includes(name ?? '');
const positiveInt = (raw: string | undefined) => (raw && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : undefined);
/** The record ids of an edit path's `parts` when there is one per id field of `entity` (`/edit/:id1/:id2`). */
function editIds(entity: CrudEntity, parts: readonly string[]): number[] | undefined {
  const ids = parts.map(positiveInt);
  return ids.length === ENTITIES[entity].idFields.length && ids.every((id) => id !== undefined)
    ? (ids as number[])
    : undefined;
}

/** The screen of a path the registry gives an entity besides the generic ones (`dashboardPaths`), if any. */
function matchEntityPath(parts: readonly string[]): DashboardRoute | undefined {
  const path = parts.join('/');
  for (const entity of CRUD_ENTITIES) {
    const { list, edit } = ENTITIES[entity].dashboardPaths;
    if (list && path === list) return { screen: 'list', entity };
    if (edit && path.startsWith(`${edit}/`)) {
      const ids = editIds(entity, parts.slice(edit.split('/').length));
      return ids ? { screen: 'form', entity, ids } : { screen: 'redirect', to: DASHBOARD };
    }
  }
  return undefined;
}

/** The screen of a dashboard `pathname` (query and trailing slash ignored). */
export function matchRoute(pathname: string): DashboardRoute {
  const parts = pathname.split('?')[0]!.split('/').filter(Boolean).map(decodeURIComponent);
  const home = { screen: 'redirect', to: DASHBOARD } as const;
  if (parts[0] !== 'dashboard') return home;
  const [, first, second, ...rest] = parts;
  if (!first) return { screen: 'home' };
  if (isOwnScreen(first) && !second) return { screen: first };
  if (first === DISCOVERED_SEGMENT && !second) return { screen: 'discovered' };
  if (first === 'changelog' && !second) return { screen: 'changelog' };
  if (first === 'submissions' && !second) return { screen: 'submissions' };
  if (first === 'submissions' && second && !rest.length && positiveInt(second))
    return { screen: 'submission', id: positiveInt(second)! };
  const own = matchEntityPath(parts.slice(1));
  if (own) return own;
  if (!isCrud(first)) return home;
  if (second === 'list' && !rest.length) return { screen: 'list', entity: first };
  if (second === 'new' && !rest.length) return { screen: 'form', entity: first };
  const ids = second === 'edit' ? editIds(first, rest) : undefined;
  return ids ? { screen: 'form', entity: first, ids } : home;
}

/** The list screen of an entity (its own path when the registry gives one, else `/dashboard/<entity>/list`). */
export const listPath = (entity: CrudEntity): string =>
  `${DASHBOARD}/${ENTITIES[entity].dashboardPaths.list ?? `${entity}/list`}`;
/** The create screen of an entity, optionally with fields filled from the query (`?idDappFk=3`). */
export function newPath(entity: CrudEntity, prefill?: Record<string, string | number>): string {
  const query = prefill ? new URLSearchParams(Object.entries(prefill).map(([k, v]) => [k, String(v)])).toString() : '';
  return `${DASHBOARD}/${entity}/new${query ? `?${query}` : ''}`;
}
/** The edit screen of a record by its key values, one per id field (under the registry's own edit path if any). */
export function editPath(entity: CrudEntity, ids: readonly (number | string)[]): string {
  const prefix = ENTITIES[entity].dashboardPaths.edit ?? `${entity}/edit`;
  return `${DASHBOARD}/${prefix}/${ids.map((id) => encodeURIComponent(String(id))).join('/')}`;
}
/** Whether `entity` is one of the dashboard's CRUD entities. */
export const isCrudEntity = isCrud;
/** The review queue of public submissions, optionally filtered by state. */
export const submissionsPath = (state?: string): string =>
  `${DASHBOARD}/submissions${state ? `?state=${encodeURIComponent(state)}` : ''}`;
/** The review screen of submission `id`. */
export const submissionPath = (id: number): string => `${DASHBOARD}/submissions/${id}`;
