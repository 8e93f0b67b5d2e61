/**
 * Folds text for matching: lower case, accents removed (NFD), punctuation and runs of space collapsed to one
 * space. `normalizeText('  Flamingo  Finance!')` → `'flamingo finance'`; `'Pokémon'` → `'pokemon'`.
 */
export function normalizeText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
