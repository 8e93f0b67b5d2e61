import { describe, expect, it } from 'vitest';
import { formatChange, formatDateTimeUtc, formatLive, formatMoney, formatPrice, trendOf } from './live-format.ts';
import { sparklinePoints, sparklineTrend } from './sparkline.ts';
import { dappAssetIndex, nftsOfDapp, tokensOfDapp, topNfts, trendingTokens } from './live-ranking.ts';

describe('live formatting', () => {
  it('shows prices by SPEC §5 in their quote, USDT never as dollars', () => {
    expect(formatPrice(12.345)).toBe('$12.35');
    expect(formatPrice(0.000123456)).toBe('$0.0001234');
    expect(formatPrice(5.55, 'USDT')).toBe('5.55 USDT');
    expect(formatPrice(0.0333, 'USDT')).toBe('0.0333 USDT');
    expect(formatMoney(555_000_000, 'USDT')).toBe('555,000,000 USDT');
    expect(formatMoney(555_000_000)).toBe('$555,000,000');
  });

  it('signs percent changes and dates in UTC', () => {
    expect(formatChange(1.234)).toBe('+1.23%');
    expect(formatChange(-9.0164)).toBe('−9.02%');
    expect(formatChange(0.001)).toBe('0.00%');
    expect(trendOf(-0.5)).toBe('down');
    expect(formatDateTimeUtc('2025-06-13T08:00:00Z')).toBe('06/13/2025 08:00 UTC');
    expect(formatLive('integer', 1234567)).toBe('1,234,567');
  });

  it('draws sparklines between the extremes', () => {
    expect(sparklinePoints([1, 3, 2], 100, 20)).toBe('1,19 50,1 99,10');
    expect(sparklinePoints([5])).toBe('');
    expect(sparklineTrend([6.04, 5.55])).toBe('down');
  });
});

describe('live rankings', () => {
  const changes: Record<number, number | undefined> = { 1: -9, 2: -6.5, 3: undefined };
  it('ranks trending tokens by 24 h change, measured only', () => {
    expect(
      trendingTokens([{ idTokenPricedPk: 1 }, { idTokenPricedPk: 2 }, { idTokenPricedPk: 3 }], (id) => changes[id]).map(
        (t) => t.idTokenPricedPk,
      ),
    ).toEqual([2, 1]);
  });
  it('ranks NFTs by 30-day volume, or lists them unranked', () => {
    const cs = [
      { idNftCollectionPk: 1, name: 'B' },
      { idNftCollectionPk: 2, name: 'A' },
    ];
    expect(topNfts(cs, () => undefined)).toEqual({ items: [cs[1], cs[0]], ranked: false });
    expect(topNfts(cs, (id) => (id === 1 ? 10 : undefined))).toEqual({ items: [cs[0]], ranked: true });
  });
  it('finds the tokens and collections of a dApp', () => {
    const dapp = { title: 'GhostMarket', contracts: [{ hash: '0xAB' }] };
    expect(tokensOfDapp(dapp.contracts, [{ hash: '0xab' }, { hash: '0xcd' }])).toEqual([{ hash: '0xab' }]);
    expect(nftsOfDapp(dapp, [{ hash: '0x1', project: 'GhostMarket' }, { hash: '0x2' }])).toEqual([
      { hash: '0x1', project: 'GhostMarket' },
    ]);
  });
  it("indexes the tokens and collections once and answers each dApp as the scans do, in the lists' order", () => {
    const tokens = [{ hash: '0xCD' }, { hash: '0xab' }, { hash: '0xef' }, { hash: '0xAB' }];
    const collections = [
      { hash: '0x3', project: 'Ghost' },
      { hash: '0x2' },
      { hash: '0xab', project: 'GhostMarket' },
      { hash: '0x4', project: 'ghostmarket' },
      { hash: '0x5', project: 'GhostMarket Pro' },
    ];
    const dapps = [
      { title: 'GhostMarket', contracts: [{ hash: '0xAB' }, { hash: '0x2' }] },
      { title: 'GhostMarket (generated 7)', contracts: [] },
      { title: 'Ghostly', contracts: [{ hash: '0xef' }, { hash: '0xcd' }] },
      { title: 'GhostMarket Pro tools', contracts: [{ hash: '0x3' }] },
    ];
    const index = dappAssetIndex(tokens, collections);
    for (const dapp of dapps) {
      expect(index.tokensOf(dapp.contracts)).toEqual(tokensOfDapp(dapp.contracts, tokens));
      expect(index.nftsOf(dapp)).toEqual(nftsOfDapp(dapp, collections));
    }
    expect(index.tokensOf(dapps[2]!.contracts)).toEqual([tokens[0], tokens[2]]);
    expect(index.nftsOf(dapps[3]!)).toEqual([collections[0], collections[2], collections[3], collections[4]]);
  });
});

describe('the live island', () => {
  it('finds values by dotted path in a snapshot', async () => {
    const { valueAt } = await import('../components/Live/live-refresh.ts');
    expect(valueAt({ tokens: { 3: { price: 5.55 } } }, 'tokens.3.price')).toBe(5.55);
    expect(valueAt({ tokens: {} }, 'tokens.3.price')).toBeUndefined();
  });
});
