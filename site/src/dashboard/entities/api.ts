/** The entity calls of the dashboard (README "API"): list, read, save, delete, export, and every record of a relation. */
import type { EntityDefinition, EntityName } from '../../../../content-schema/registry.ts';
import { del, get, post } from '../http/client.ts';
import { apiParams, type ListState } from './list-state.ts';
import type { Row } from './form-values.ts';

/** One page of GET /client/<entity>. */
export interface Page<T = Row> { items: T[]; total: number; page: number; pageSize: number }
/** What POST /client/<entity> answers. */
export interface Saved { id: number; ids: Record<string, number>; version: number }

const keyPath = (def: EntityDefinition, ids: readonly number[]) => `/${def.name}/${ids.map(String).join('/')}`;

/** One page of records for the list screen. */
export const listPage = (def: EntityDefinition, state: ListState, signal?: AbortSignal) =>
  get<Page>(`/${def.name}`, { params: apiParams(state), signal });

/** One record with its `version` (X-Request-Date on no-cache entities). `quiet`: no toast, the caller handles errors. */
export const readRecord = (def: EntityDefinition, ids: readonly number[], quiet = false) =>
  get<Row & { version: number }>(keyPath(def, ids), { noCache: def.noCache, ignoreErrors: quiet });

/** Create (no version) or update (the version that was read) a record. */
export async function saveRecord(def: EntityDefinition, payload: Row, version?: number): Promise<Saved> {
  const saved = await post<Saved>(`/${def.name}`, version === undefined ? payload : { ...payload, version }, { noCache: def.noCache });
  forgetAll(def.name);
  return saved;
}

/** Delete a record by its key values. */
export async function deleteRecord(def: EntityDefinition, ids: readonly number[]): Promise<void> {
  await del(keyPath(def, ids));
  forgetAll(def.name);
}

/** The CSV export of the list with the same parameters (needs the bearer header, hence fetch + Blob). */
export const exportCsv = (def: EntityDefinition, state: ListState) => get<Blob>(`/${def.name}/export`, { params: apiParams(state), as: 'blob' });

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
        const answer = await get<Page>(`/${entity}`, { params: { ...filters, page, pageSize: ALL_PAGE_SIZE } });
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
