/**
 * What the live snapshot tells a dApp page: which news are about the dApp, and its chart ranges (SPEC §2 dApp detail:
 * related news, stats chart 24H, 7D, 14D, 30D).
 */
import { describe, expect, it } from 'vitest';
import { dappNames, relatedDapps, type NewsDapp } from './related-news.ts';
import { sumSeries, toRanges } from './dapp-stats.ts';

const flamingo: NewsDapp = { idDappPk: 1, title: 'Flamingo Finance', nntTags: [], tokenSymbols: ['FLM', 'GAS'] };
const ghost: NewsDapp = { idDappPk: 2, title: 'GhostMarket', nntTags: ['ghostmarket-nft'], tokenSymbols: [] };
const neoX: NewsDapp = { idDappPk: 3, title: 'Neo X (EVM sidechain)', nntTags: [], tokenSymbols: ['GAS'] };

describe('related news', () => {
  it('writes a dApp by its title, without a parenthesis or a generic last word, never by a general term', () => {
    expect(dappNames('Flamingo Finance')).toEqual(['flamingo finance', 'flamingo']);
    expect(dappNames('Neo X (EVM sidechain)')).toEqual(['neo x (evm sidechain)']);
    expect(dappNames('Neo')).toEqual([]);
  });

  it("matches an article by the dApp's name as a whole phrase of the title, not inside another word", () => {
    const dapps = [flamingo, ghost, neoX];
    expect(relatedDapps({ title: 'Flamingo launches a new pool', tags: [] }, dapps)).toEqual([1]);
    expect(relatedDapps({ title: 'Flamingos of the world', tags: [] }, dapps)).toEqual([]);
    expect(relatedDapps({ title: 'Weekly roundup', tags: ['GhostMarket'] }, dapps)).toEqual([2]);
  });

  it("matches by the dApp's NNT tag and by the symbol of a token it issues, but not by NEO or GAS", () => {
    const dapps = [flamingo, ghost, neoX];
    expect(relatedDapps({ title: 'Weekly roundup', tags: ['GHOSTMARKET-NFT'] }, dapps)).toEqual([2]);
    expect(relatedDapps({ title: 'Weekly roundup', tags: ['flm'] }, dapps)).toEqual([1]);
    expect(relatedDapps({ title: 'GAS price moves', tags: ['GAS', 'NEO'] }, dapps)).toEqual([]);
  });
});

describe('dApp chart ranges', () => {
  const hour = (iso: string, value: number) => ({ at: iso, value });

  it('sums the contracts of a dApp point by point, oldest first', () => {
    expect(
      sumSeries([
        [hour('2026-11-02T00:00:00.000Z', 2), hour('2026-11-01T00:00:00.000Z', 1)],
        [hour('2026-11-02T00:00:00.000Z', 5)],
      ]),
    ).toEqual([hour('2026-11-01T00:00:00.000Z', 1), hour('2026-11-02T00:00:00.000Z', 7)]);
  });

  it('ends every range at the newest point, so a replayed recording charts its own last days', () => {
    const daily = Array.from({ length: 40 }, (_, i) =>
      hour(new Date(Date.UTC(2025, 5, 13 - 39 + i)).toISOString(), i + 1),
    );
    const hourly = Array.from({ length: 30 }, (_, i) =>
      hour(new Date(Date.UTC(2025, 5, 13, 23 - 29 + i)).toISOString(), 1),
    );
    const { asOf, ranges } = toRanges(hourly, daily);
    expect(asOf).toBe('2025-06-13T23:00:00.000Z');
    expect(ranges['24H']).toHaveLength(24);
    expect(ranges['24H'][0]!.at).toBe('2025-06-13T00:00:00.000Z');
    expect(ranges['7D'].map((p) => p.value)).toEqual([34, 35, 36, 37, 38, 39, 40]);
    expect(ranges['14D']).toHaveLength(14);
    expect(ranges['30D']).toHaveLength(30);
    expect(ranges['30D'].at(-1)!.at).toBe('2025-06-13T00:00:00.000Z');
  });

  it('answers empty ranges and no date for a dApp with no point', () => {
    expect(toRanges([], [])).toEqual({ asOf: undefined, ranges: { '24H': [], '7D': [], '14D': [], '30D': [] } });
  });
});
