import { describe, expect, it } from 'vitest';
import { collectionHref, thumbnailSrc } from './NftHoldingsCard.tsx';

describe('the NFT holdings card', () => {
  it("links a catalogue collection to its page in the page's language, any other to the NFT list", () => {
    expect(collectionHref('ghostmarket-nft', 'pt-BR')).toBe('/pt-BR/nfts/ghostmarket-nft');
    expect(collectionHref(undefined, 'en-US')).toBe('/nfts');
  });

  it("loads an item's http(s) image only through the site's NFT image proxy, a data URL as it is", () => {
    expect(thumbnailSrc('https://example.org/a b.png')).toBe(
      '/client/nft-image?url=https%3A%2F%2Fexample.org%2Fa%20b.png',
    );
    expect(thumbnailSrc('data:image/png;base64,iVBO')).toBe('data:image/png;base64,iVBO');
  });
});
