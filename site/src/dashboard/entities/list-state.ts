/**
 * The list screen's state in the URL query (STYLE #11): `?page=2&sort=title&order=desc&query=neo`. SPEC §5
 * defaults: first page 0, page size 10, search from 1 character. Defaults are left out of the URL.
 */

export const DEFAULT_PAGE_SIZE = 10;
export const SEARCH_MIN_CHARS = 1;

export interface ListState {
  page: number;
  pageSize: number;
  sort?: string | undefined;
  order: 'asc' | 'desc';
  query: string;
}

const nonNegative = (raw: string | null, fallback: number) => {
  const n = raw && /^\d{1,7}$/.test(raw) ? Number(raw) : NaN;
  return Number.isFinite(n) ? n : fallback;
};

/** The state of a URL query string (with or without `?`). */
export function parseListState(search: string): ListState {
  const params = new URLSearchParams(search);
  const pageSize = nonNegative(params.get('pageSize'), DEFAULT_PAGE_SIZE);
  return {
    page: nonNegative(params.get('page'), 0),
    pageSize: pageSize >= 1 && pageSize <= 100 ? pageSize : DEFAULT_PAGE_SIZE,
    sort: params.get('sort') || undefined,
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    query: params.get('query') ?? '',
  };
}

/** The URL query of a state ('' for the defaults). */
export function listSearch(state: ListState): string {
  const params = new URLSearchParams();
  if (state.query) params.set('query', state.query);
  if (state.sort) params.set('sort', state.sort);
  if (state.sort && state.order === 'desc') params.set('order', 'desc');
  if (state.page > 0) params.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(state.pageSize));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The API parameters of a state (GET /client/<entity> and its /export). */
export function apiParams(state: ListState): Record<string, string | number | undefined> {
  const query = state.query.trim();
  return {
    page: state.page,
    pageSize: state.pageSize,
    sort: state.sort,
    order: state.sort ? state.order : undefined,
    query: query.length >= SEARCH_MIN_CHARS ? query : undefined,
  };
}

/** The next sort when a column header is clicked: ascending, then descending, then none. */
export function nextSort(state: ListState, column: string): Pick<ListState, 'sort' | 'order'> {
  if (state.sort !== column) return { sort: column, order: 'asc' };
  return state.order === 'asc' ? { sort: column, order: 'desc' } : { sort: undefined, order: 'asc' };
}

/** How many pages `total` records make (at least 1). */
export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));
