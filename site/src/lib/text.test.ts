import { describe, expect, it } from 'vitest';
import { normalizeText } from './text.ts';

describe('normalizeText', () => {
  it('lower-cases, strips accents and collapses punctuation', () => {
    expect(normalizeText('  Flamingo  Finance!')).toBe('flamingo finance');
    expect(normalizeText('Pokémon & Co.')).toBe('pokemon co');
    expect(normalizeText('NEP-17')).toBe('nep 17');
  });
});
