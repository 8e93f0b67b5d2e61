/** The entity calls of the dashboard (README "API"): list, read, save, delete, export, and every record of a relation. */
import type { EntityDefinition, EntityName } from '../../../../content-schema/registry.ts';
import type { ClientRequestOptions } from 'hono/client';
import { queryOf, type Answer } from '../../lib/api-client.ts';
import { api, call } from '../http/client.ts';
import { apiParams, type ListState } from './list-state.ts';
import type { Row } from './form-values.ts';

const crud = api[':entity'];
/** One page of GET /client/<entity> (the API's answer type). */
export type Page = Answer<typeof crud.$get>;
/** What POST /client/<entity> answers. */
export type Saved = Answer<typeof crud.$post>;
/** One record with its `version`, as GET /client/<entity>/<id> answers it. */
export type EntityRecord = Answer<(typeof crud)[':id']['$get']>;

/** GET the record of `ids` (one key, or two for a composite key) with `options`. */
function readByKey(def: EntityDefinition, ids: readonly number[], options: ClientRequestOptions) {
  const [id, id2] = ids.map(String);
  return id2 === undefined
    ? crud[':id'].$get({ param: { entity: def.name, id: id! } }, options)
    : crud[':id1'][':id2'].$get({ param: { entity: def.name, id1: id!, id2 } }, options);
}

/** DELETE the record of `ids` with `options`. */
function deleteByKey(def: EntityDefinition, ids: readonly number[], options: ClientRequestOptions) {
  const [id, id2] = ids.map(String);
  return id2 === undefined
    ? crud[':id'].$delete({ param: { entity: def.name, id: id! } }, options)
    : crud[':id1'][':id2'].$delete({ param: { entity: def.name, id1: id!, id2 } }, options);
}

/** One page of records for the list screen. */
export const listPage = (def: EntityDefinition, state: ListState, signal?: AbortSignal) =>
  call((o) => crud.$get({ param: { entity: def.name }, query: queryOf(apiParams(state)) }, o), { signal });

/** One record with its `version` (X-Request-Date on no-cache entities). `quiet`: no toast, the caller handles errors. */
export const readRecord = (def: EntityDefinition, ids: readonly number[], quiet = false): Promise<EntityRecord> =>
  call((o) => readByKey(def, ids, o), { noCache: def.noCache, ignoreErrors: quiet });

/** Create (no version) or update (the version that was read) a record. */
export async function saveRecord(def: EntityDefinition, payload: Row, version?: number): Promise<Saved> {
  const json = version === undefined ? payload : { ...payload, version };
  const saved = await call((o) => crud.$post({ param: { entity: def.name }, json }, o), {
    noCache: def.noCache,
  });
  forgetAll(def.name);
  return saved;
}

/** Delete a record by its key values. */
export async function deleteRecord(def: EntityDefinition, ids: readonly number[]): Promise<void> {
  await call((o) => deleteByKey(def, ids, o));
  forgetAll(def.name);
}

/** The CSV export of the list with the same parameters (fetched as a Blob, then saved by the page). */
export const exportCsv = (def: EntityDefinition, state: ListState) =>
  call((o) => crud.export.$get({ param: { entity: def.name }, query: queryOf(apiParams(state)) }, o), {
    as: 'blob',
  });

const ALL_PAGE_SIZE = 100;
const allCache = new Map<string, Promise<Row[]>>();

/** Every record of `entity` (pages of 100 until `total`), fetched once per page load and shared. */
export function fetchAll(entity: EntityName, filters: Record<string, string | number> = {}): Promise<Row[]> {
  const key = `${entity}?${new URLSearchParams(Object.entries(filters).map(([k, v]) => [k, String(v)]))}`;
  let pending = allCache.get(key);
  if (!pending) {
    pending = (async () => {
      const rows: Row[] = [];
      for (let page = 0; ; page++) {
        const answer = await call((o) =>
          crud.$get({ param: { entity }, query: queryOf({ ...filters, page, pageSize: ALL_PAGE_SIZE }) }, o),
        );
        rows.push(...answer.items);
        if (!answer.items.length || rows.length >= answer.total) return rows;
      }
    })();
    pending.catch(() => allCache.delete(key));
    allCache.set(key, pending);
  }
  return pending;
}

/** Drop the cached records of `entity` after a change. */
export function forgetAll(entity: EntityName): void {
  for (const key of allCache.keys()) if (key.startsWith(`${entity}?`)) allCache.delete(key);
}
