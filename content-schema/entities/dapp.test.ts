import { describe, expect, it } from 'vitest';
import { isPublicDapp } from './dapp.ts';

describe('isPublicDapp', () => {
  it('shows an active, non-private dApp, and a stored row without the flags (their defaults), and nothing else', () => {
    expect(isPublicDapp({ active: true, private: false })).toBe(true);
    expect(isPublicDapp({})).toBe(true);
    expect(isPublicDapp({ active: false, private: false })).toBe(false);
    expect(isPublicDapp({ active: true, private: true })).toBe(false);
  });
});
