import { describe, expect, it } from 'vitest';
import { N3_RPC_URL, toWhole, totalSupply } from '../chain/n3-rpc.ts';
import { json, offlineNetwork, spyFetch } from '../../../../tests/support/sync-fetch.ts';
import { marketFigures } from './market.ts';
import {
  FLAMINGO_PRICES_URL,
  FORTHEWIN_PRICES_URL,
  livePrices,
  parseFlamingoPrices,
  parseForthewinPrices,
} from './prices.ts';
import { recordedObservations, recordedPriceAnswers, recordedSupplyFetch } from './recording.ts';

const NEO = '0xef4073a0f2b305a38ec4050e4d3d28bc40ea63f5';
const GAS = '0xd2a4cff31913016155e38e474a2c06d08be276cf';
const BNEO = '0x48c40d4666f93408be1bef038b6722404d9a4c2a';

describe('price answers', () => {
  it('parses Flamingo, standing bNEO in for NEO, and Forthewin', () => {
    const flamingo = parseFlamingoPrices([
      { symbol: 'bNEO', hash: BNEO, usd_price: 4.1 },
      { symbol: 'GAS', hash: GAS, usd_price: 2.2 },
      { symbol: 'X' },
    ]);
    expect(Object.fromEntries(flamingo)).toEqual({ [BNEO]: 4.1, [GAS]: 2.2, [NEO]: 4.1 });
    expect(Object.fromEntries(parseForthewinPrices({ [GAS.slice(2).toUpperCase()]: 2.1, bad: 'x' }))).toEqual({
      [GAS]: 2.1,
    });
  });

  it('calls Flamingo, then Forthewin for what Flamingo lacks', async () => {
    const fetch = spyFetch(async (url) =>
      url === FLAMINGO_PRICES_URL
        ? json([{ symbol: 'GAS', hash: GAS, usd_price: 2.2 }])
        : json({ [NEO]: 4.0, [GAS]: 9 }),
    );
    const obs = await livePrices(fetch, [NEO, GAS], new Date('2026-11-21T10:00:00Z'));
    expect(fetch.seen.map((r) => [r.method, r.url, r.headers.get('accept')])).toEqual([
      ['GET', FLAMINGO_PRICES_URL, 'application/json'],
      ['GET', FORTHEWIN_PRICES_URL, 'application/json'],
    ]);
    expect(obs).toMatchObject({ observedAt: '2026-11-21T10:00:00.000Z', quote: 'USD' });
    expect(Object.fromEntries(obs.prices)).toEqual({ [GAS]: 2.2, [NEO]: 4.0 });
  });

  it('falls back to Forthewin when Flamingo fails, and fails clearly when both do', async () => {
    const obs = await livePrices(
      async (url) => (url === FLAMINGO_PRICES_URL ? json({}, 503) : json({ [NEO]: 4 })),
      [NEO],
    );
    expect(Object.fromEntries(obs.prices)).toEqual({ [NEO]: 4 });
    await expect(livePrices(offlineNetwork, [NEO])).rejects.toThrow(
      /The Flamingo price API could not be reached .*; fallback: The Forthewin price API could not be reached/,
    );
  });
});

describe('the recorded prices (Binance hourly closes, USDT)', () => {
  it('replays the last 7 days hourly and the 23:00 close of every recorded day before, as Flamingo-shaped answers', async () => {
    const answers = await recordedPriceAnswers();
    expect(answers.at(-1)!.observedAt).toBe('2025-06-13T10:00:00.000Z');
    expect(JSON.parse(answers.at(-1)!.body)).toEqual([{ symbol: 'GAS', hash: GAS, usd_price: 2.794 }]);
    const hourly = answers.filter((a) => Date.parse(a.observedAt) > Date.parse('2025-06-06T10:00:00Z'));
    expect(hourly).toHaveLength(168);
    expect(answers[0]!.observedAt).toBe('2021-01-01T23:00:00.000Z');
    expect(answers.filter((a) => !hourly.includes(a)).every((a) => a.observedAt.endsWith('T23:00:00.000Z'))).toBe(true);
    const observations = await recordedObservations();
    expect(observations.every((o) => o.quote === 'USDT')).toBe(true);
    expect(observations.find((o) => o.observedAt === '2025-06-13T08:00:00.000Z')!.prices.get(NEO)).toBe(5.55);
  });

  it('answers the recorded bNEO supply through the RPC shape, and nothing else', async () => {
    const fetch = spyFetch(recordedSupplyFetch());
    expect(toWhole(await totalSupply(fetch, BNEO), 8)).toBe(2221766.107654);
    expect(fetch.seen[0]).toMatchObject({ url: N3_RPC_URL, method: 'POST' });
    expect(JSON.parse(fetch.seen[0]!.body!)).toEqual({
      jsonrpc: '2.0',
      id: 1,
      method: 'invokefunction',
      params: [BNEO, 'totalSupply', []],
    });
    await expect(totalSupply(recordedSupplyFetch(), GAS)).rejects.toThrow('Nothing was recorded');
  });
});

describe('market figures from stored points', () => {
  const hour = (h: string, value: number) => ({ at: `2025-06-${h}:00:00.000Z`, value });
  it('computes the latest price, 24 h and 7 d changes and the 7-day graph', () => {
    const hourly = [hour('12T08', 6.1), hour('13T07', 5.6), hour('13T08', 5.55)];
    const daily = ['06', '07', '08', '09', '10', '11', '12', '13'].map((d, i) => ({
      at: `2025-06-${d}T00:00:00.000Z`,
      value: [5.81, 6.04, 5.96, 6.28, 6.46, 6.23, 5.81, 5.55][i]!,
    }));
    const figures = marketFigures(hourly, daily);
    expect(figures).toMatchObject({
      price: 5.55,
      priceAt: '2025-06-13T08:00:00.000Z',
      graph7Days: [6.04, 5.96, 6.28, 6.46, 6.23, 5.81, 5.55],
    });
    expect(figures.change24h).toBeCloseTo(((5.55 - 6.1) / 6.1) * 100);
    expect(figures.change7d).toBeCloseTo(((5.55 - 5.81) / 5.81) * 100);
  });
  it('leaves a change out when no point supports it', () => {
    expect(marketFigures([hour('13T08', 5.55)], [])).toEqual({
      price: 5.55,
      priceAt: '2025-06-13T08:00:00.000Z',
      change24h: undefined,
      change7d: undefined,
      graph7Days: undefined,
    });
  });
});
