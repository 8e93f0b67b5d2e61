import { describe, expect, it } from 'vitest';
import { nextThemeChoice } from './theme-switch.ts';

describe('the header theme switch', () => {
  it('steps through system, light and dark, then back to system', () => {
    expect(nextThemeChoice('system')).toBe('light');
    expect(nextThemeChoice('light')).toBe('dark');
    expect(nextThemeChoice('dark')).toBe('system');
  });
});
