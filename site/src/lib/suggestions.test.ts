import { describe, expect, it } from 'vitest';
import { monogram, suggest } from './suggestions.ts';

const entries = [
  { title: 'Neo Name Service', category: 'Tools' },
  { title: 'Flamingo Finance', category: 'DeFi', logo: 'https://example.org/flm.png' },
  { title: 'GhostMarket', category: 'NFT' },
  { title: 'Flamingo Finance', category: 'DeFi' },
  { title: 'Pokémon Neo', category: 'Games' },
];

describe('suggest', () => {
  it('answers nothing until more than 3 characters are typed', () => {
    expect(suggest(entries, 'fla')).toEqual([]);
    expect(suggest(entries, '  neo ')).toEqual([]);
    expect(suggest(entries, 'flam').map((e) => e.title)).toEqual(['Flamingo Finance']);
  });

  it('matches every word, folding case and accents, titles starting with the query first', () => {
    expect(suggest(entries, 'neo na').map((e) => e.title)).toEqual(['Neo Name Service']);
    expect(suggest(entries, 'pokemon').map((e) => e.title)).toEqual(['Pokémon Neo']);
    expect(suggest([...entries, { title: 'Ghost Neo Tools', category: 'Tools' }], 'ghost').map((e) => e.title)).toEqual(
      ['GhostMarket', 'Ghost Neo Tools'],
    );
    expect(suggest(entries, 'name neo').map((e) => e.title)).toEqual(['Neo Name Service']);
    const many = Array.from({ length: 20 }, (_, i) => ({ title: `Neo tool ${i}`, category: 'Tools' }));
    expect(suggest([...many, { title: 'Tool Neo first', category: 'Tools' }], 'tool')[0]!.title).toBe('Tool Neo first');
    expect(suggest(many, 'tool')).toHaveLength(8);
  });
});

describe('monogram', () => {
  it('is the first letter or digit, upper case', () => {
    expect(monogram('flamingo')).toBe('F');
    expect(monogram('  #1 Neo')).toBe('1');
    expect(monogram('—')).toBe('?');
  });
});
