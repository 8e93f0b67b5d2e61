import { describe, expect, it } from 'vitest';
import { pageSlice, pageWindow } from './paging.ts';

describe('pageSlice', () => {
  it('shows ten per page by default', () => {
    expect(pageSlice(25, 1)).toEqual({ page: 1, pageCount: 3, start: 0, end: 10 });
    expect(pageSlice(25, 3)).toEqual({ page: 3, pageCount: 3, start: 20, end: 25 });
  });

  it('clamps pages outside the list', () => {
    expect(pageSlice(25, 9).page).toBe(3);
    expect(pageSlice(25, -1).page).toBe(1);
    expect(pageSlice(0, 4)).toEqual({ page: 1, pageCount: 1, start: 0, end: 0 });
  });
});

describe('pageWindow', () => {
  it('keeps first, last and neighbours, with gaps', () => {
    expect(pageWindow(6, 12)).toEqual([1, null, 5, 6, 7, null, 12]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });
});
