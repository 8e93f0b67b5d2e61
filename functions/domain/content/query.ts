/**
 * List queries of the dashboard (SPEC §5 search defaults): paging from page 0 with page size 10, sort by any
 * field, a case-insensitive search over the entity's search fields (minimum 1 character), and filters by field
 * value where a repeated parameter means "any of".
 */
import * as v from 'valibot';
import type { EntityDefinition } from '../../../content-schema/registry.ts';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
const RESERVED = new Set(['page', 'pageSize', 'sort', 'order', 'query']);

export interface ListQuery {
  page: number;
  pageSize: number;
  sort?: string;
  order: 'asc' | 'desc';
  query?: string;
  /** field → accepted values (already typed: numbers, booleans, strings). */
  filters: Record<string, (string | number | boolean)[]>;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

const typed = (raw: string): string | number | boolean =>
  raw === 'true' ? true : raw === 'false' ? false : /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;

/** Read a list query from URL parameters (repeated parameters are arrays); unknown fields are ignored. */
export function parseListQuery(def: EntityDefinition, params: Record<string, string[]>): ListQuery {
  const one = (name: string) => params[name]?.[0];
  const int = (name: string, fallback: number, max: number) => {
    const n = Number.parseInt(one(name) ?? '', 10);
    return Number.isFinite(n) && n >= 0 ? Math.min(n, max) : fallback;
  };
  const fields = new Set(Object.keys(def.object.entries));
  const filters: ListQuery['filters'] = {};
  for (const [name, values] of Object.entries(params)) {
    if (!RESERVED.has(name) && fields.has(name) && values.length) filters[name] = values.map(typed);
  }
  const sort = one('sort');
  return {
    page: int('page', 0, 1_000_000),
    pageSize: Math.max(1, int('pageSize', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE)),
    sort: sort && (fields.has(sort) || ['createdAt', 'updatedAt'].includes(sort)) ? sort : undefined,
    order: one('order') === 'desc' ? 'desc' : 'asc',
    query: one('query')?.trim() || undefined,
    filters,
  };
}

/**
 * The list query of `def` as a valibot schema: URL parameters, each one value or a list of them (repeated names),
 * read by `parseListQuery` into a ListQuery. Accepts any parameters (unusable values fall back to the defaults,
 * unknown fields are ignored), so it never refuses a query.
 */
export const listQuerySchema = (def: EntityDefinition) =>
  v.pipe(
    v.record(v.string(), v.union([v.string(), v.array(v.string())])),
    v.transform((params) =>
      parseListQuery(
        def,
        Object.fromEntries(
          Object.entries(params).map(([name, value]) => [name, typeof value === 'string' ? [value] : value]),
        ),
      ),
    ),
  );

const matches = (value: unknown, accepted: (string | number | boolean)[]) =>
  Array.isArray(value) ? value.some((v) => accepted.includes(v)) : accepted.includes(value as never);

const compare = (a: unknown, b: unknown) => {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  return typeof a === 'number' && typeof b === 'number'
    ? a - b
    : String(a).localeCompare(String(b), 'en', { numeric: true });
};

/** Filter, search and sort `records` (no paging). */
export function applyQuery<T extends Record<string, unknown>>(def: EntityDefinition, records: T[], q: ListQuery): T[] {
  const needle = q.query?.toLowerCase();
  const found = records.filter(
    (r) =>
      Object.entries(q.filters).every(([field, accepted]) => matches(r[field], accepted)) &&
      (!needle ||
        def.searchFields.some((f) =>
          String(r[f] ?? '')
            .toLowerCase()
            .includes(needle),
        )),
  );
  // Without a sort, records come in id order (numeric), not in the key's text order.
  const field = q.sort ?? def.idFields[0]!;
  const sign = q.order === 'desc' ? -1 : 1;
  found.sort((a, b) => sign * compare(a[field], b[field]));
  return found;
}

/** One page of the query's result. */
export function pageOf<T extends Record<string, unknown>>(def: EntityDefinition, records: T[], q: ListQuery): Page<T> {
  const all = applyQuery(def, records, q);
  return {
    items: all.slice(q.page * q.pageSize, (q.page + 1) * q.pageSize),
    total: all.length,
    page: q.page,
    pageSize: q.pageSize,
  };
}
