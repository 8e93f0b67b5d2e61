import { describe, expect, it } from 'vitest';
import { parseThemeChoice, THEME_HEAD_SCRIPT, THEME_STORAGE_KEY } from './theme.ts';

describe('theme choice', () => {
  it('reads light and dark, and anything else as the system theme', () => {
    expect(parseThemeChoice('dark')).toBe('dark');
    expect(parseThemeChoice('light')).toBe('light');
    expect(parseThemeChoice('blue')).toBe('system');
    expect(parseThemeChoice(null)).toBe('system');
  });

  it('has a head script that applies the stored choice before paint', () => {
    const root = { dataset: {} as Record<string, string>, classList: { replace: () => true } };
    const run = (stored: string | null) => {
      root.dataset = {};
      new Function('document', 'localStorage', THEME_HEAD_SCRIPT)(
        { documentElement: root },
        { getItem: (k: string) => (k === THEME_STORAGE_KEY ? stored : null) },
      );
      return root.dataset.theme;
    };
    expect(run('dark')).toBe('dark');
    expect(run('light')).toBe('light');
    expect(run('system')).toBeUndefined();
    expect(run('<script>')).toBeUndefined();
  });
});
