import { describe, expect, it } from 'vitest';
import type { KnownToken } from './config.ts';
import { tokenPrice, tokenValue, totalValue } from './value.ts';

const NEO: KnownToken = {
  symbol: 'NEO',
  hash: '0xef4073a0f2b305a38ec4050e4d3d28bc40ea63f5',
  decimals: 0,
  price: 5.55,
  quote: 'USDT',
  priceAt: '2025-06-13T08:00:00.000Z',
};

describe('the worth of a wallet balance', () => {
  it('is the token list price times the amount on mainnet, in the price quote and with its as-of', () => {
    expect(tokenValue(8074n, 0, NEO, 'mainnet')).toEqual({
      state: 'price',
      price: 5.55,
      quote: 'USDT',
      priceAt: '2025-06-13T08:00:00.000Z',
      value: 8074 * 5.55,
    });
    expect(tokenValue(150_000_000n, 8, { ...NEO, decimals: 8, quote: 'USD' }, 'mainnet')).toMatchObject({
      quote: 'USD',
      value: 1.5 * 5.55,
    });
  });

  it('is never shown for a local network, even for a token whose script hash is the mainnet one', () => {
    expect(tokenValue(8074n, 0, NEO, 'privnet')).toEqual({ state: 'none', reason: 'testNetwork' });
    expect(tokenPrice(NEO, 'privnet')).toEqual({ state: 'none', reason: 'testNetwork' });
  });

  it('is not shown without a measured price or an amount, and says which', () => {
    expect(tokenValue(1n, 0, { ...NEO, price: undefined }, 'mainnet')).toEqual({
      state: 'none',
      reason: 'notMeasured',
    });
    expect(tokenValue(1n, 0, undefined, 'mainnet')).toEqual({ state: 'none', reason: 'notMeasured' });
    expect(tokenValue(undefined, 0, NEO, 'mainnet')).toEqual({ state: 'none', reason: 'noAmount' });
    expect(tokenPrice(NEO, 'mainnet')).toMatchObject({ state: 'price', price: 5.55 });
  });
});

describe('the total value of the holdings', () => {
  const GAS: KnownToken = { ...NEO, symbol: 'GAS', decimals: 8, price: 3, priceAt: '2025-06-13T07:00:00.000Z' };
  const FLM: KnownToken = { ...NEO, symbol: 'FLM', decimals: 8, price: 0.5, quote: 'USD', priceAt: undefined };

  it('adds the measured values per quote, as of the oldest price, and counts the holdings without a value', () => {
    const total = totalValue(
      [
        { amount: 10n, decimals: 0, token: NEO },
        { amount: 200_000_000n, decimals: 8, token: GAS },
        { amount: 400_000_000n, decimals: 8, token: FLM },
        { amount: 5n, decimals: 0, token: undefined },
      ],
      'mainnet',
    );
    expect(total).toEqual({
      state: 'total',
      totals: [
        { quote: 'USDT', value: 10 * 5.55 + 2 * 3, priceAt: '2025-06-13T07:00:00.000Z' },
        { quote: 'USD', value: 4 * 0.5, priceAt: undefined },
      ],
      unvalued: 1,
    });
  });

  it('is none on a local network, and none when no holding has a measured price — never a total of 0', () => {
    expect(totalValue([{ amount: 10n, decimals: 0, token: NEO }], 'privnet')).toEqual({
      state: 'none',
      reason: 'testNetwork',
    });
    expect(totalValue([{ amount: 10n, decimals: 0, token: undefined }], 'mainnet')).toEqual({
      state: 'none',
      reason: 'notMeasured',
    });
    expect(totalValue([], 'mainnet')).toEqual({ state: 'none', reason: 'notMeasured' });
  });
});
