import { describe, expect, it } from 'vitest';
import {
  isContractShown,
  parseIgnored,
  parseIgnoredMode,
  serializeIgnored,
  toggleIgnored,
} from './ignored-contracts.ts';

describe('ignored contracts', () => {
  it('toggles ignore and restore', () => {
    const once = toggleIgnored(new Set(), 7);
    expect([...once]).toEqual([7]);
    expect([...toggleIgnored(once, 7)]).toEqual([]);
  });

  it('filters rows by mode', () => {
    const ignored = new Set([1]);
    expect([1, 2].filter((id) => isContractShown(id, ignored, 'all'))).toEqual([1, 2]);
    expect([1, 2].filter((id) => isContractShown(id, ignored, 'hide'))).toEqual([2]);
    expect([1, 2].filter((id) => isContractShown(id, ignored, 'only'))).toEqual([1]);
  });

  it('survives bad stored values and round-trips good ones', () => {
    expect(parseIgnored('not json').size).toBe(0);
    expect(parseIgnored('{"a":1}').size).toBe(0);
    expect([...parseIgnored('[3,"x",1.5,1]')]).toEqual([3, 1]);
    expect(serializeIgnored(new Set([3, 1]))).toBe('[1,3]');
  });

  it('reads the mode from the URL, defaulting to show all', () => {
    expect(parseIgnoredMode('only')).toBe('only');
    expect(parseIgnoredMode('weird')).toBe('all');
    expect(parseIgnoredMode(null)).toBe('all');
  });
});
