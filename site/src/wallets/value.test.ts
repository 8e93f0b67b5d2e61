import { describe, expect, it } from 'vitest';
import type { KnownToken } from './config.ts';
import { tokenPrice, tokenValue } from './value.ts';

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
