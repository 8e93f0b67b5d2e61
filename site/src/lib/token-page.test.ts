import { describe, expect, it } from 'vitest';
import type { SourceInfo } from '../../../content-schema/live-snapshot.ts';
import {
  dappsByHash,
  shownMarketCap,
  tokenDeprecation,
  tokenHolderCount,
  tokenPath,
  tokenSlugs,
  tokenTransferCounts,
} from './token-page.ts';

const n3 = { tagName: 'neo-n3' };
const x = { tagName: 'neo-x' };
const token = (idTokenPricedPk: number, symbol: string, hash: string, chain = n3) => ({
  idTokenPricedPk,
  symbol,
  hash,
  blockchainVersion: chain,
});

describe('token slugs', () => {
  it('is the symbol on Neo N3, the symbol and the chain elsewhere, in URL form', () => {
    const slugs = tokenSlugs([
      token(1, 'FLM', '0xf0151f528127558851b39c2cd8aa47da7418ab28'),
      token(2, 'GAS', '0xd2a4cff31913016155e38e474a2c06d08be276cf'),
      token(3, 'GAS', '0x0000000000000000000000000000000000000000', x),
      token(4, 'B$', '0x3782720a5fc2bd5b2e9c8c1e1d2a3f1e0e7e2d6c'),
    ]);
    expect([...slugs.values()]).toEqual(['flm', 'gas', 'gas-x', 'b']);
    expect(tokenPath(slugs.get(3)!)).toBe('/tokens/gas-x');
  });

  it('tells apart tokens that would share a slug by their hash, whatever the order', () => {
    const a = token(1, 'USDT', '0xABCDEF0123456789abcdef0123456789abcdef01');
    const b = token(2, 'usdt', '0x1234567890abcdef1234567890abcdef12345678');
    const slugs = tokenSlugs([a, b, token(3, 'NEO', 'native')]);
    expect(slugs.get(1)).toBe('usdt-abcdef01');
    expect(slugs.get(2)).toBe('usdt-12345678');
    expect(slugs.get(3)).toBe('neo');
    expect(tokenSlugs([b, a])).toEqual(
      new Map([
        [2, 'usdt-12345678'],
        [1, 'usdt-abcdef01'],
      ]),
    );
  });

  it('gives every token of the real catalogue its own slug', async () => {
    const { default: tokens } = await import('../../../data/catalogue/tokens.json', { with: { type: 'json' } });
    const list = (tokens as { symbol: string; hash: string; blockchainVersion?: string }[]).map((t, i) =>
      token(i + 1, t.symbol, t.hash, { tagName: t.blockchainVersion === 'Neo X' ? 'neo-x' : 'neo-n3' }),
    );
    const slugs = [...tokenSlugs(list).values()];
    expect(new Set(slugs).size).toBe(list.length);
    expect(slugs.every((s) => /^[a-z0-9-]+$/.test(s))).toBe(true);
  });
});

describe('the dApps of a token', () => {
  it('finds each dApp that lists the hash once, in the list order, whatever the case', () => {
    const flamingo = { title: 'Flamingo', contracts: [{ hash: '0xF0151F52' }, { hash: '0xf0151f52' }] };
    const other = { title: 'Other', contracts: [{ hash: '0xf0151f52' }] };
    const map = dappsByHash([flamingo, other]);
    expect(map.get('0xf0151f52')).toEqual([flamingo, other]);
    expect(map.get('0x00')).toBeUndefined();
  });
});

describe('indexed transfers of a token', () => {
  const indexer = (more: Partial<SourceInfo> = {}): SourceInfo =>
    ({
      mode: 'live',
      asOf: '2026-11-20T12:00:00.000Z',
      block: 10,
      network: 'mainnet',
      coveredFrom: '1970-01-01T00:00:00.000Z',
      ...more,
    }) as SourceInfo;
  const days = Array.from({ length: 14 }, (_, i) => ({
    at: new Date(Date.UTC(2026, 10, 7 + i)).toISOString(),
    value: i,
  }));
  const transfers = { transfersLast7Days: 70, transfersDaily: days };

  it('counts the as-of day and the 7 days ending on it', () => {
    expect(tokenTransferCounts(transfers, indexer())).toEqual({ '24H': { value: 13 }, '7D': { value: 70 } });
  });

  it('says why a count is missing: another network indexed, the token not counted, the period not covered', () => {
    expect(tokenTransferCounts(transfers, indexer({ network: 'private' }))['7D']).toEqual({ missing: 'notIndexed' });
    expect(tokenTransferCounts(undefined, indexer())['24H']).toEqual({ missing: 'notMeasured' });
    expect(tokenTransferCounts(transfers, indexer({ coveredFrom: '2026-11-18T00:00:00.000Z' }))).toEqual({
      '24H': { value: 13 },
      '7D': { missing: 'notCovered' },
    });
  });

  it("counts a native token's transfers on whatever network the indexer follows", () => {
    expect(tokenTransferCounts(transfers, indexer({ network: 'private' }), true)['7D']).toEqual({ value: 70 });
  });

  it('shows the holders with their network and block where measured, else why not', () => {
    const asOf = { network: 'private', asOfBlock: 42, asOf: '2026-11-20T12:00:00.000Z' } as const;
    expect(tokenHolderCount({ ...asOf, value: 9 }, indexer({ network: 'private' }))).toEqual({
      value: 9,
      network: 'private',
      asOfBlock: 42,
    });
    expect(tokenHolderCount({ ...asOf, value: 0 }, indexer())).toMatchObject({ value: 0 });
    expect(tokenHolderCount({ ...asOf, indexedFromBlock: 7 }, indexer())).toEqual({
      missing: 'notCovered',
      indexedFromBlock: 7,
    });
    expect(tokenHolderCount(undefined, indexer({ network: 'testnet' }))).toEqual({ missing: 'notIndexed' });
    expect(tokenHolderCount(undefined, indexer())).toEqual({ missing: 'notMeasured' });
  });
});

describe('market cap', () => {
  it('is shown only where the price and the supply were both measured', () => {
    expect(shownMarketCap({ price: 2, totalSupply: 10, marketCap: 20 })).toBe(20);
    expect(shownMarketCap({ totalSupply: 10, marketCap: 20 })).toBeUndefined();
    expect(shownMarketCap({ price: 2, marketCap: 20 })).toBeUndefined();
    expect(shownMarketCap(undefined)).toBeUndefined();
  });
});

describe('a deprecated token', () => {
  const fusdt = { idTokenPricedPk: 8, symbol: 'fUSDT', title: 'fUSDT' };
  const usdt = { idTokenPricedPk: 9, symbol: 'USDT', title: 'fUSDTv2' };
  const byId = new Map([fusdt, usdt].map((t) => [t.idTokenPricedPk, t]));
  const pathOf = (t: { symbol: string }) => `/tokens/${t.symbol.toLowerCase()}`;

  it('says nothing of a current token', () => {
    expect(tokenDeprecation(usdt, byId, pathOf)).toBeUndefined();
  });

  it('links the replacement recorded for it, with its source', () => {
    const old = { ...fusdt, isDeprecated: true, replacedBy: 9, replacedBySource: 'https://example.org/migration' };
    expect(tokenDeprecation(old, byId, pathOf)).toEqual({
      replacement: { symbol: 'USDT', title: 'fUSDTv2', path: '/tokens/usdt' },
      source: 'https://example.org/migration',
    });
  });

  it('is "Deprecated" alone without a replacement, with one that has no page, or with itself', () => {
    expect(tokenDeprecation({ ...fusdt, isDeprecated: true }, byId, pathOf)).toEqual({});
    expect(tokenDeprecation({ ...fusdt, isDeprecated: true, replacedBy: 77 }, byId, pathOf)).toEqual({});
    expect(tokenDeprecation({ ...fusdt, isDeprecated: true, replacedBy: 8 }, byId, pathOf)).toEqual({});
  });
});
