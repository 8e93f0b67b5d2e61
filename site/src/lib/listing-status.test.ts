import { describe, expect, it } from 'vitest';
import { discontinuedSince, isListed, showsDiscontinued, withDiscontinued } from './listing-status.ts';

describe('discontinued services in the lists', () => {
  it('are left out of the default list and listed once asked for in the URL', () => {
    expect(isListed('discontinued', showsDiscontinued(''))).toBe(false);
    expect(isListed('active', showsDiscontinued(''))).toBe(true);
    expect(isListed(undefined, false)).toBe(true);
    expect(isListed('discontinued', showsDiscontinued('?platform=web&discontinued=show'))).toBe(true);
    expect(showsDiscontinued('?discontinued=1')).toBe(false);
  });

  it('keep the other filters of the URL when the choice changes', () => {
    expect(withDiscontinued('?platform=web&platform=mobile', true)).toBe(
      '?platform=web&platform=mobile&discontinued=show',
    );
    expect(withDiscontinued('?platform=web&discontinued=show', false)).toBe('?platform=web');
    expect(withDiscontinued('?discontinued=show', false)).toBe('');
  });

  it('say since when, only as precisely as the source does, in the page language', () => {
    expect(discontinuedSince('2023')).toEqual({ key: 'in', date: '2023' });
    expect(discontinuedSince('2023-12')).toEqual({ key: 'in', date: 'December 2023' });
    expect(discontinuedSince('2023-12', 'pt-BR')).toEqual({ key: 'in', date: 'dezembro de 2023' });
    expect(discontinuedSince('2023-12-04')).toEqual({ key: 'on', date: '12/04/2023' });
    expect(discontinuedSince('2023-12-04', 'pt-BR')).toEqual({ key: 'on', date: '04/12/2023' });
    expect(discontinuedSince(undefined)).toEqual({ key: 'unknown' });
    expect(discontinuedSince('December 2023')).toEqual({ key: 'unknown' });
  });
});
