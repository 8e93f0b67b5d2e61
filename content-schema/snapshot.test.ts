import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ExchangeSchema, SupportedServerSchema } from './entities/listings.ts';
import {
  PublicExchangeSchema,
  PublicSettingsSchema,
  PublicSupportedServerSchema,
  PublicTokenSchema,
} from './snapshot.ts';

const exchange = { idExchangePk: 1, slug: 'flamingo', title: 'Flamingo', type: 'DEX', order: 0, source: '' };

describe('the public snapshot schemas are derived from the entities', () => {
  it('keeps the pick-list: an exchange type the entity refuses is refused in the snapshot too', () => {
    expect(v.is(PublicExchangeSchema, exchange)).toBe(true);
    const swap = { ...exchange, type: 'SWAP' };
    expect(v.is(ExchangeSchema, swap)).toBe(false);
    expect(v.is(PublicExchangeSchema, swap)).toBe(false);
  });

  it("keeps the entity's links: http(s) only, and a GasBot invite only to Discord", () => {
    expect(v.is(PublicExchangeSchema, { ...exchange, websiteUrl: 'javascript:alert(1)' })).toBe(false);
    const server = { idSupportedServerPk: 1, name: 'Neo', order: 0, discordLink: 'https://example.org/neo' };
    expect(v.is(SupportedServerSchema, server)).toBe(false);
    expect(v.is(PublicSupportedServerSchema, server)).toBe(false);
    expect(v.is(PublicSupportedServerSchema, { ...server, discordLink: 'https://discord.gg/neo' })).toBe(true);
  });

  it('requires the slug the entity may leave out, and renames only what the snapshot always renamed', () => {
    const { slug: _, ...withoutSlug } = exchange;
    expect(v.is(PublicExchangeSchema, withoutSlug)).toBe(false);
    const token = {
      idTokenPricedPk: 1,
      title: 'GAS',
      symbol: 'GAS',
      hash: 'native',
      standard: 'native',
      order: 0,
      source: '',
    };
    expect(v.parse(PublicTokenSchema, token).standard).toBe('native');
    expect(v.is(PublicTokenSchema, { ...token, hash: 'not a hash' })).toBe(false);
  });

  it("reads an older snapshot's settings without inventing a trending minimum", () => {
    expect(v.parse(PublicSettingsSchema, { isSwapFeatureActive: false })).toEqual({ isSwapFeatureActive: false });
    expect(v.is(PublicSettingsSchema, { isSwapFeatureActive: true, minDappTransactionCountForTrending: -1 })).toBe(
      false,
    );
  });
});
