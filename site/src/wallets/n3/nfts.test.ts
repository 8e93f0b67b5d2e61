import { describe, expect, it } from 'vitest';
import { groupHoldings, readProperties } from './nfts.ts';

const b64 = (text: string) => btoa(text);
const entry = (key: string, value: string) => ({
  key: { type: 'ByteString', value: b64(key) },
  value: { type: 'ByteString', value: b64(value) },
});
const GHOST = '0x577a51f7d39162c9de1db12a6b319c848e4c54e5';

describe("an N3 address's NEP-11 holdings", () => {
  it('groups the tokens by collection, named by the catalogue before the node, leaving out what it no longer holds', () => {
    const holdings = groupHoldings(
      [
        {
          assethash: GHOST.toUpperCase().replace('0X', '0x'),
          name: 'node name',
          symbol: 'G',
          tokens: [
            { tokenid: '01', amount: '1' },
            { tokenid: '02', amount: '0' },
          ],
        },
        { assethash: 'ab'.repeat(20), name: 'Local stand-in', tokens: [{ tokenid: 'ff', amount: '1' }] },
        { assethash: 'cd'.repeat(20), tokens: [{ tokenid: '03', amount: '0' }] },
      ],
      new Map([[GHOST, { hash: GHOST, name: 'GhostMarket.NFT', symbol: 'GHOST', slug: 'ghostmarket-nft' }]]),
    );
    expect(holdings).toEqual([
      {
        hash: GHOST,
        name: 'GhostMarket.NFT',
        symbol: 'GHOST',
        slug: 'ghostmarket-nft',
        tokens: [{ tokenId: '01', amount: 1n }],
      },
      {
        hash: `0x${'ab'.repeat(20)}`,
        name: 'Local stand-in',
        symbol: undefined,
        slug: undefined,
        tokens: [{ tokenId: 'ff', amount: 1n }],
      },
    ]);
  });

  it("reads a token's name and its data-URL or http(s) image from its properties; another scheme is not kept", () => {
    const map = (...entries: ReturnType<typeof entry>[]) => ({ type: 'Map', value: entries });
    expect(readProperties(map(entry('name', 'Ghost #1'), entry('image', 'data:image/png;base64,iVBO')))).toEqual({
      name: 'Ghost #1',
      image: 'data:image/png;base64,iVBO',
    });
    expect(readProperties(map(entry('name', 'Ghost #2'), entry('image', 'https://example.com/2.png')))).toEqual({
      name: 'Ghost #2',
      image: 'https://example.com/2.png',
    });
    expect(readProperties(map(entry('name', 'Ghost #3'), entry('image', 'javascript:alert(1)')))).toEqual({
      name: 'Ghost #3',
    });
    expect(readProperties({ type: 'Any' })).toEqual({});
  });
});
