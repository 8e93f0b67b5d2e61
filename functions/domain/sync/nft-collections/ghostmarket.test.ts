import { describe, expect, it } from 'vitest';
import { json, spyFetch } from '../../../../tests/support/sync-fetch.ts';
import { GHOSTMARKET_API, collectionFigures, fetchAssets, fetchSales, parseAssets } from './ghostmarket.ts';

// Answer shapes as public GhostMarket clients read them (see ghostmarket.ts); no real answer was recorded, so the
// values here are placeholders that only exercise the parsing — the running product never uses them.
const HASH = '0x577a51f7d39162c9de1db12a6b319c848e4c54e5';

describe('GhostMarket requests', () => {
  it('asks for filled orders in USD over a date window and follows the cursor', async () => {
    const pages = [
      {
        events: [
          { date: 1_000, contract: { hash: HASH.toUpperCase() }, localPrice: '12.5' },
          { date: 1_100, contract: {}, localPrice: 3 },
        ],
        next: 'c2',
      },
      { events: [{ date: 1_200, contract: { hash: HASH }, localPrice: 7.5 }], next: null },
    ];
    const fetch = spyFetch(async () => json(pages.shift()));
    const sales = await fetchSales(fetch, 'n3', 100, 2_000);
    expect(sales).toEqual([
      { hash: HASH, at: 1_000, usd: 12.5 },
      { hash: HASH, at: 1_200, usd: 7.5 },
    ]);
    const first = new URL(fetch.seen[0]!.url);
    expect(first.origin + first.pathname).toBe(`${GHOSTMARKET_API}/events`);
    expect(Object.fromEntries(first.searchParams)).toMatchObject({
      eventKind: 'orderfilled',
      localCurrency: 'USD',
      chain: 'n3',
      DateFrom: '100',
      DateTill: '2000',
    });
    expect(new URL(fetch.seen[1]!.url).searchParams.get('Cursor')).toBe('c2');
  });

  it("asks for a collection's assets and keeps only https images", async () => {
    const fetch = spyFetch(async () =>
      json({
        assets: [
          { tokenId: 'AQ==', metadata: { name: 'One', mediaUri: 'https://img/1.png' }, creator: { address: 'Nx' } },
          { tokenId: 2, metadata: { mediaUri: 'ipfs://x' } },
        ],
      }),
    );
    const assets = await fetchAssets(fetch, 'n3', HASH);
    expect(new URL(fetch.seen[0]!.url).search).toBe(`?chain=n3&contract=${HASH}&size=18`);
    expect(assets).toEqual([
      {
        tokenId: 'AQ==',
        name: 'One',
        imageUrl: 'https://img/1.png',
        creator: 'Nx',
        url: `https://ghostmarket.io/asset/n3/${HASH}/AQ%3D%3D/`,
      },
      {
        tokenId: '2',
        name: undefined,
        imageUrl: undefined,
        creator: undefined,
        url: `https://ghostmarket.io/asset/n3/${HASH}/2/`,
      },
    ]);
    expect(parseAssets({}, 'n3', HASH)).toEqual([]);
  });
});

describe('collection figures from sales', () => {
  it('computes the 30-day volume and the 7-day average price with its change', () => {
    const day = 86_400;
    const now = 100 * day;
    const sale = (daysAgo: number, usd: number) => ({ hash: HASH, at: now - daysAgo * day, usd });
    expect(collectionFigures([sale(1, 10), sale(2, 20), sale(9, 10), sale(40, 99)], now)).toEqual({
      monthVolume: 40,
      averagePriceWeek: 15,
      weekPriceChange: 50,
    });
    expect(collectionFigures([], now)).toEqual({
      monthVolume: undefined,
      averagePriceWeek: undefined,
      weekPriceChange: undefined,
    });
  });
});
