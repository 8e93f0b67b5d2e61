import { describe, expect, it } from 'vitest';
import { actionBlock, fieldText } from './lock.ts';

describe('calculator lock (SPEC §4)', () => {
  it('lets the vote and convert actions start only with a wallet and the fields locked', () => {
    expect(actionBlock({ hasWallet: false, locked: true })).toBe('connect');
    expect(actionBlock({ hasWallet: false, locked: false })).toBe('connect');
    expect(actionBlock({ hasWallet: true, locked: false })).toBe('relock');
    expect(actionBlock({ hasWallet: true, locked: true })).toBeUndefined();
  });
  it('shows the wallet balance while locked, the typed amount otherwise', () => {
    expect(fieldText({ hasWallet: true, locked: true }, '120', '5')).toBe('120');
    expect(fieldText({ hasWallet: true, locked: true }, undefined, '5')).toBe('');
    expect(fieldText({ hasWallet: true, locked: false }, '120', '5')).toBe('5');
    expect(fieldText({ hasWallet: false, locked: true }, undefined, '100')).toBe('100');
  });
});
