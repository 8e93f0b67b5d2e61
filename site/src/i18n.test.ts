import { describe, expect, it } from 'vitest';
import { t } from './i18n.ts';

describe('t', () => {
  it('reads a key once per language and still interpolates and pluralises each call', () => {
    expect(t('en-US', 'listingClaim.open')).toBe(t('en-US', 'listingClaim.open'));
    expect(t('pt-BR', 'listingClaim.open')).not.toBe(t('en-US', 'listingClaim.open'));
    expect(t('en-US', 'pages.home.invocations', { count: 1, formatted: '1' })).toBe('1 invocation in 7 days');
    expect(t('en-US', 'pages.home.invocations', { count: 1234, formatted: '1,234' })).toBe(
      '1,234 invocations in 7 days',
    );
  });

  it('answers a subtree (`returnObjects`) that no page can change for the next one', () => {
    const first = t('en-US', 'search', { returnObjects: true }) as unknown as Record<string, unknown>;
    const key = Object.keys(first)[0]!;
    expect(() => {
      first[key] = 'changed by a page';
    }).toThrow(TypeError);
    const again = t('en-US', 'search', { returnObjects: true }) as unknown as Record<string, unknown>;
    expect(again[key]).not.toBe('changed by a page');
    expect(again).toEqual(first);
  });
});
