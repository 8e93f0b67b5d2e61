import { describe, expect, it } from 'vitest';
import {
  ranksWithin,
  ariaSort,
  competitionRanks,
  compareSortValues,
  nextSort,
  parseSort,
  sortedIndices,
  sortedWithRanks,
  timeSortValue,
  writeSort,
} from './table-sort.ts';

describe('table sorting', () => {
  it('sorts numbers numerically, text alphabetically, unmeasured last either way', () => {
    const values = ['5.55', '', '0.0333', '2.794'];
    expect([...values].sort((a, b) => compareSortValues(a, b, true))).toEqual(['5.55', '2.794', '0.0333', '']);
    expect([...values].sort((a, b) => compareSortValues(a, b, false))).toEqual(['0.0333', '2.794', '5.55', '']);
    expect(['gas', 'bneo', 'neo'].sort((a, b) => compareSortValues(a, b, false))).toEqual(['bneo', 'gas', 'neo']);
  });

  it('keeps the curated order among equal values', () => {
    expect(sortedIndices(['3', '', '7', '3'], true)).toEqual([2, 0, 3, 1]);
    expect(sortedIndices(['3', '', '7', '3'], false)).toEqual([0, 3, 2, 1]);
  });

  it('ranks in the current sort: ties share a rank, unmeasured values get none', () => {
    expect(competitionRanks(['9', '', '9', '4'], true)).toEqual([1, undefined, 1, 3]);
    expect(competitionRanks(['9', '', '9', '4'], false)).toEqual([2, undefined, 2, 1]);
    expect(competitionRanks(['', ''], true)).toEqual([undefined, undefined]);
  });

  it('reads and writes the sort in the URL query', () => {
    expect(parseSort(new URLSearchParams('sort=users&dir=asc'), ['users'])).toEqual({
      key: 'users',
      descending: false,
    });
    expect(parseSort(new URLSearchParams('sort=users'), ['users'])).toEqual({ key: 'users', descending: true });
    expect(parseSort(new URLSearchParams('sort=price&order=asc'), ['price'])).toEqual({
      key: 'price',
      descending: false,
    });
    expect(parseSort(new URLSearchParams('sort=hack&dir=asc'), ['users'])).toBeUndefined();
    const params = new URLSearchParams('view=table&order=desc');
    writeSort(params, { key: 'tx', descending: true });
    expect(params.toString()).toBe('view=table&sort=tx&dir=desc');
    writeSort(params, undefined);
    expect(params.toString()).toBe('view=table');
  });

  it('builds a table in a figure sort: the rows in order with their curated index and rank', () => {
    const rows = ['a', 'b', 'c', 'd'];
    const values = ['3', '', '9', timeSortValue(undefined)];
    expect(sortedWithRanks(rows, values, true)).toEqual([
      { row: 'c', index: 2, rank: 1 },
      { row: 'a', index: 0, rank: 2 },
      { row: 'b', index: 1, rank: undefined },
      { row: 'd', index: 3, rank: undefined },
    ]);
    expect(Number(timeSortValue('2025-02-17T04:52:30Z'))).toBeGreaterThan(
      Number(timeSortValue('2024-12-31T23:59:59Z')),
    );
  });

  it('keeps the sort of each named table of a page in its own parameters', () => {
    const params = new URLSearchParams('sort=tx&dir=desc&org-sort=stars&org-dir=asc');
    expect(parseSort(params, ['stars', 'tx'], 'org')).toEqual({ key: 'stars', descending: false });
    expect(parseSort(params, ['stars', 'tx'], 'repo')).toBeUndefined();
    expect(parseSort(new URLSearchParams('repo-sort=stars&order=asc'), ['stars'], 'repo')?.descending).toBe(true);
    writeSort(params, { key: 'commits', descending: true }, 'repo');
    writeSort(params, undefined, 'org');
    expect(params.toString()).toBe('sort=tx&dir=desc&repo-sort=commits&repo-dir=desc');
  });

  it('flips the direction on the same column and starts a new one by its kind', () => {
    expect(nextSort({ key: 'tx', descending: true }, 'tx', false)).toEqual({ key: 'tx', descending: false });
    expect(nextSort({ key: 'tx', descending: false }, 'name', true)).toEqual({ key: 'name', descending: false });
    expect(nextSort(undefined, 'users', false)).toEqual({ key: 'users', descending: true });
  });
});

describe('aria-sort', () => {
  it('is the direction on the sorted column and none elsewhere', () => {
    expect(ariaSort('tx', { key: 'tx', descending: true })).toBe('descending');
    expect(ariaSort('tx', { key: 'tx', descending: false })).toBe('ascending');
    expect(ariaSort('name', { key: 'tx', descending: true })).toBe('none');
    expect(ariaSort('tx', undefined)).toBe('none');
  });
});

describe('ranks within a filtered list', () => {
  it('counts the rank among the rows shown, unmeasured and hidden rows getting none', () => {
    // Rows: 9 (filtered out), 5, unmeasured, 5, 3 — the rows shown rank 1, 1, 3.
    expect(ranksWithin(['9', '5', '', '5', '3'], [1, 2, 3, 4], true)).toEqual([undefined, 1, undefined, 1, 3]);
  });
});
