import { describe, expect, it } from 'vitest';
import { tokenHref } from './token-href.ts';

const FLM = { symbol: 'FLM', id: 7, slug: 'flm', hash: '0xf0151f528127558851b39c2cd8aa47da7418ab28', decimals: 8 };

describe("a holding's token link", () => {
  it("leads to the token's page in the page's language", () => {
    expect(tokenHref(FLM, 'en-US')).toBe('/tokens/flm');
    expect(tokenHref(FLM, 'pt-BR')).toBe('/pt-BR/tokens/flm');
  });

  it('is none for a token the catalogue does not list', () => {
    expect(tokenHref({ ...FLM, id: undefined, slug: undefined }, 'en-US')).toBeUndefined();
    expect(tokenHref(undefined, 'en-US')).toBeUndefined();
  });
});
