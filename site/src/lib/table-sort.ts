/**
 * Sorting of figure tables (dApps, contracts, tokens, NFT collections, exchanges, community): the pure part, shared
 * by the list scripts and unit-tested. A sort value is the row's `data-sort-<key>` text: a number for a figure,
 * lower-case text for a name, '' for a figure nobody measured ("—"), which sorts last whatever the direction.
 */

/** A sort of a table: the column key and the direction. */
export interface TableSort {
  key: string;
  descending: boolean;
}

/** Compare two sort values; '' (unmeasured) always sorts last, in either direction. */
export function compareSortValues(a: string, b: string, descending: boolean): number {
  if (a === '' || b === '') return a === b ? 0 : a === '' ? 1 : -1;
  const na = Number(a);
  const nb = Number(b);
  const order = !Number.isNaN(na) && !Number.isNaN(nb) ? na - nb : a.localeCompare(b);
  return descending ? -order : order;
}

/**
 * The order of `values` (indices) for `sort`: stable, so equal values keep the page's curated order.
 * E.g. `sortedIndices(['5', '', '7'], true)` → `[2, 0, 1]`.
 */
export function sortedIndices(values: readonly string[], descending: boolean): number[] {
  return values.map((_, i) => i).sort((i, j) => compareSortValues(values[i]!, values[j]!, descending) || i - j);
}

/**
 * The rank of each value in the current sort (competition ranking: ties share a rank, the next rank skips, as
 * ranking.ts does): `undefined` for an unmeasured value ('') — never ranked. `values` are numbers as text.
 * E.g. `competitionRanks(['9', '', '9', '4'], true)` → `[1, undefined, 1, 3]`.
 */
export function competitionRanks(values: readonly string[], descending: boolean): (number | undefined)[] {
  const order = sortedIndices(values, descending).filter((i) => values[i] !== '');
  const ranks: (number | undefined)[] = values.map(() => undefined);
  order.forEach((i, position) => {
    const previous = order[position - 1];
    ranks[i] =
      previous !== undefined && Number(values[previous]) === Number(values[i]) ? ranks[previous] : position + 1;
  });
  return ranks;
}

/**
 * The ranks of the rows `shown` (indices into `values`, e.g. the rows a filter keeps) counted among those rows only
 * (competitionRanks over their values), aligned with `values`: a row not shown, or unmeasured (''), has none.
 * E.g. values ['9', '5', '3'], shown [1, 2], descending: [undefined, 1, 2].
 */
export function ranksWithin(
  values: readonly string[],
  shown: readonly number[],
  descending: boolean,
): (number | undefined)[] {
  const ranks = competitionRanks(
    shown.map((i) => values[i]!),
    descending,
  );
  const out: (number | undefined)[] = values.map(() => undefined);
  shown.forEach((i, k) => (out[i] = ranks[k]));
  return out;
}

/**
 * The query parameters of a table's sort: `sort` and `dir`, or for one of several tables on a page its own pair,
 * prefixed by the table's name (`table` = `repo` → `repo-sort`, `repo-dir`), so each keeps its sort in the URL.
 */
const sortParams = (table = '') =>
  table ? { sort: `${table}-sort`, dir: `${table}-dir` } : { sort: 'sort', dir: 'dir' };

/**
 * Read a table sort from the URL query: `?sort=users&dir=desc` (`order=` is read too, as older links wrote it);
 * `?repo-sort=stars&repo-dir=asc` for the table named `repo`. `keys` are the columns the table can sort by; another
 * key, or none, gives `undefined` (the curated order). A missing or unknown direction is descending (the largest
 * figure first).
 */
export function parseSort(params: URLSearchParams, keys: readonly string[], table?: string): TableSort | undefined {
  const names = sortParams(table);
  const key = params.get(names.sort);
  if (!key || !keys.includes(key)) return undefined;
  return { key, descending: (params.get(names.dir) ?? (table ? null : params.get('order'))) !== 'asc' };
}

/**
 * Write `sort` into `params` (`sort`, `dir`, or the named table's pair), or remove both for the curated order;
 * `order` is dropped (unnamed tables).
 */
export function writeSort(params: URLSearchParams, sort: TableSort | undefined, table?: string): void {
  const names = sortParams(table);
  if (!table) params.delete('order');
  if (!sort) {
    params.delete(names.sort);
    params.delete(names.dir);
    return;
  }
  params.set(names.sort, sort.key);
  params.set(names.dir, sort.descending ? 'desc' : 'asc');
}

/**
 * The sort a header click gives: the same column flips direction; another column starts descending for a figure,
 * ascending for text (names read A→Z first).
 */
export function nextSort(current: TableSort | undefined, key: string, textColumn: boolean): TableSort {
  if (current?.key === key) return { key, descending: !current.descending };
  return { key, descending: !textColumn };
}

/** The `aria-sort` of the column `key` under `sort`. */
export const ariaSort = (key: string | undefined, sort: TableSort | undefined): 'none' | 'ascending' | 'descending' =>
  !sort || key !== sort.key ? 'none' : sort.descending ? 'descending' : 'ascending';

/** A figure as a sort value: its number as text, '' when nobody measured it. */
export const figureSortValue = (value: number | undefined): string => (value === undefined ? '' : String(value));

/** A UTC ISO-8601 time as a sort value (milliseconds since 1970, so it sorts as a figure), '' when unknown. */
export const timeSortValue = (iso: string | undefined): string => (iso ? String(Date.parse(iso)) : '');

/**
 * `rows` as a table that starts in a figure sort (`data-default-sort`) is built: in that order (stable), each with
 * its index in `rows` (the curated order, `data-sort-order`) and its rank (competitionRanks; undefined when
 * unmeasured). `values` are the rows' sort values of that column.
 */
export function sortedWithRanks<T>(
  rows: readonly T[],
  values: readonly string[],
  descending: boolean,
): { row: T; index: number; rank: number | undefined }[] {
  const ranks = competitionRanks(values, descending);
  return sortedIndices(values, descending).map((index) => ({ row: rows[index]!, index, rank: ranks[index] }));
}
