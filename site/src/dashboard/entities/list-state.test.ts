import { describe, expect, it } from 'vitest';
import { apiParams, listSearch, nextSort, pageCount, parseListState } from './list-state.ts';

describe('list state in the URL', () => {
  it('defaults to page 0 of 10 without sort or query', () => {
    expect(parseListState('')).toEqual({ page: 0, pageSize: 10, sort: undefined, order: 'asc', query: '' });
    expect(listSearch(parseListState(''))).toBe('');
  });

  it('round-trips a sorted, searched page', () => {
    const state = parseListState('?query=neo&sort=title&order=desc&page=2');
    expect(state).toEqual({ page: 2, pageSize: 10, sort: 'title', order: 'desc', query: 'neo' });
    expect(parseListState(listSearch(state))).toEqual(state);
  });

  it('ignores broken values', () => {
    expect(parseListState('?page=-1&pageSize=5000&order=up')).toMatchObject({ page: 0, pageSize: 10, order: 'asc' });
  });

  it('sends the API parameters', () => {
    expect(apiParams(parseListState('?query=%20x%20&sort=title'))).toEqual({
      page: 0,
      pageSize: 10,
      sort: 'title',
      order: 'asc',
      query: 'x',
    });
    expect(apiParams(parseListState('?query=%20'))).toMatchObject({ query: undefined, order: undefined });
  });

  it('cycles the sort of a column and counts pages', () => {
    const s = parseListState('');
    expect(nextSort(s, 'title')).toEqual({ sort: 'title', order: 'asc' });
    expect(nextSort({ ...s, sort: 'title' }, 'title')).toEqual({ sort: 'title', order: 'desc' });
    expect(nextSort({ ...s, sort: 'title', order: 'desc' }, 'title')).toEqual({ sort: undefined, order: 'asc' });
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(21, 10)).toBe(3);
  });
});
