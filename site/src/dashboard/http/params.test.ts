import { describe, expect, it } from 'vitest';
import { toQueryString } from './params.ts';

describe('toQueryString', () => {
  it('repeats array parameters', () => {
    expect(toQueryString({ dappCategory: [1, 2], page: 0 })).toBe('?dappCategory=1&dappCategory=2&page=0');
  });
  it('leaves out empty values and encodes the rest', () => {
    expect(toQueryString({ query: '', sort: undefined, order: null, q: 'a b&c', on: false })).toBe(
      '?q=a+b%26c&on=false',
    );
    expect(toQueryString({})).toBe('');
    expect(toQueryString(undefined)).toBe('');
  });
});
