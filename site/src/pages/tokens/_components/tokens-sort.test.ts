import { describe, expect, it } from 'vitest';
import { compareSortValues } from './tokens-sort.ts';

describe('token table sorting', () => {
  it('sorts numbers numerically, text alphabetically, unmeasured last either way', () => {
    const values = ['5.55', '', '0.0333', '2.794'];
    expect([...values].sort((a, b) => compareSortValues(a, b, true))).toEqual(['5.55', '2.794', '0.0333', '']);
    expect([...values].sort((a, b) => compareSortValues(a, b, false))).toEqual(['0.0333', '2.794', '5.55', '']);
    expect(['gas', 'bneo', 'neo'].sort((a, b) => compareSortValues(a, b, false))).toEqual(['bneo', 'gas', 'neo']);
  });
});
