/**
 * The `token-prices` sync job: observe prices (live: Flamingo with the Forthewin fallback; offline: the recorded
 * exchange series, USDT, as of their last hour), store them as hourly and daily points per token
 * (`token:<id>:price:<quote>`; daily points of the last 40 days only, what the charts of the series read) and in a
 * long-term `token-price-history` document per token and quote (history.ts: the token page's chart), read the total
 * supply of N3 tokens from the chain, and keep per visible-or-not priced token a `token-market` document (price,
 * 24 h and 7 d change, 7-day graph, supply, market cap) plus `lastPriceStored(At)` on its record. A token nothing priced keeps whatever it had.
 */
import * as v from 'valibot';
import { ENTITIES } from '../../../../content-schema/registry.ts';
import type { TokenPriced } from '../../../../content-schema/entities/market.ts';
import { TokenMarketSchema, type Quote, type TokenMarket } from '../../../../content-schema/entities/live.ts';
import { TokenPriceHistorySchema, type TokenPriceHistory } from '../../../../content-schema/price-history.ts';
import { getDocument, putDocument } from '../../../adapters/data/documents.ts';
import { readPoints, writePoints, bucketStart, type Point } from '../../../adapters/data/series.ts';
import { repository, type Stored } from '../../../adapters/data/store.ts';
import type { JobContext } from '../../jobs/runner.ts';
import { syncN3RpcUrl, toWhole, totalSupply } from '../chain/n3-rpc.ts';
import { NotRecordedError, SourceUnreachableError, type SourceFetch } from '../http.ts';
import { dataMode } from '../recordings.ts';
import type { SyncDefinition, SyncOutcome } from '../job.ts';
import { mergePriceHistory } from './history.ts';
import { marketFigures } from './market.ts';
import { livePrices, type PriceObservation } from './prices.ts';
import { recordedObservations, recordedSupplyFetch } from './recording.ts';
import { DOCS, SYNC_SCHEDULES, priceSubject } from '../sources.ts';

export const MARKET_DOCS = DOCS.tokenMarket;
export const HISTORY_DOCS = DOCS.tokenPriceHistory;
const N3_TITLE = 'Neo N3';
const DAY = 86_400_000;
/** Days of daily points written to the series (the 30D ranges and the 7-day figures, with a margin). */
const SERIES_DAYS = 40;

export { priceSubject };

interface Sources {
  observe(hashes: string[]): Promise<PriceObservation[]>;
  rpc: SourceFetch;
  rpcUrl?: string;
}

/** Read each N3 token's total supply (whole tokens); a token the source has no answer for is skipped. */
async function readSupplies(tokens: Stored<TokenPriced>[], rpc: SourceFetch, url: string) {
  const supplies = new Map<number, { totalSupply: number; at: string; source: string }>();
  for (const token of tokens) {
    if (token.decimals === undefined || token.hash === 'native') continue;
    try {
      let asOf: string | undefined;
      let source: string | undefined;
      const spy: SourceFetch = async (input, init) => {
        const res = await rpc(input, init);
        asOf = res.headers.get('x-recording-as-of') ?? undefined;
        source = res.headers.get('x-recording-source') ?? undefined;
        return res;
      };
      const raw = await totalSupply(spy, token.hash, url);
      supplies.set(token.idTokenPricedPk, {
        totalSupply: toWhole(raw, token.decimals),
        at: asOf ?? new Date().toISOString(),
        source: source ? `recording: ${source}` : `${url} invokefunction ${token.hash} totalSupply`,
      });
    } catch (error) {
      if (error instanceof NotRecordedError) continue;
      if (error instanceof SourceUnreachableError) throw error;
    }
  }
  return supplies;
}

/** Sync prices and supplies through `sources`; answers the outcome (asOf: the newest observed price). */
export async function syncTokenPrices(ctx: JobContext, sources: Sources): Promise<SyncOutcome> {
  const [tokens, chains] = await Promise.all([
    repository<TokenPriced>(ENTITIES['token-priced']).list(),
    repository<{ idBlockchainVersionPk: number; title: string }>(ENTITIES['blockchain-version']).list(),
  ]);
  const n3 = chains.find((c) => c.title === N3_TITLE)?.idBlockchainVersionPk;
  const n3Tokens = tokens.filter((t) => t.network === n3 && t.hash !== 'native');
  const byHash = new Map(n3Tokens.map((t) => [t.hash.toLowerCase(), t]));
  const summary = { observations: 0, priced: 0, supplies: 0, markets: 0, unpriced: 0 };

  // Read everything first: a failing source leaves the stored data untouched.
  const observations = (await sources.observe(n3Tokens.map((t) => t.hash))).sort((a, b) =>
    a.observedAt.localeCompare(b.observedAt),
  );
  const supplies = await readSupplies(n3Tokens, sources.rpc, sources.rpcUrl ?? syncN3RpcUrl());
  summary.observations = observations.length;
  await ctx.progress(0, n3Tokens.length, summary);

  const points = new Map<string, { idTokenPricedPk: number; quote: Quote; hour: Point[]; day: Point[] }>();
  const quoteOf = new Map<number, { quote: Quote; origin: string }>();
  for (const obs of observations) {
    for (const [hash, price] of obs.prices) {
      const token = byHash.get(hash);
      if (!token) continue;
      const subject = priceSubject(token.idTokenPricedPk, obs.quote);
      const entry =
        points.get(subject) ??
        points
          .set(subject, { idTokenPricedPk: token.idTokenPricedPk, quote: obs.quote, hour: [], day: [] })
          .get(subject)!;
      entry.hour.push({ at: bucketStart(obs.observedAt, 'hour'), value: price });
      entry.day.push({ at: bucketStart(obs.observedAt, 'day'), value: price }); // the day's last observation is its close
      quoteOf.set(token.idTokenPricedPk, { quote: obs.quote, origin: obs.origins?.get(hash) ?? obs.origin });
    }
  }
  for (const [subject, { idTokenPricedPk, quote, hour, day }] of points) {
    const newestDay = Date.parse(day.at(-1)!.at);
    await writePoints(subject, 'hour', hour);
    await writePoints(
      subject,
      'day',
      day.filter((p) => Date.parse(p.at) > newestDay - SERIES_DAYS * DAY),
    );
    const key = `${idTokenPricedPk}:${quote}`;
    const history = mergePriceHistory(await getDocument<TokenPriceHistory>(HISTORY_DOCS, key), {
      idTokenPricedPk,
      quote,
      source: quoteOf.get(idTokenPricedPk)!.origin,
      hourly: hour,
      daily: day,
    });
    if (history) await putDocument(HISTORY_DOCS, key, v.parse(TokenPriceHistorySchema, history));
  }

  const repo = repository<TokenPriced>(ENTITIES['token-priced']);
  let newest: string | undefined;
  for (const [i, token] of n3Tokens.entries()) {
    const priced = quoteOf.get(token.idTokenPricedPk);
    const previous = await getDocument<TokenMarket>(MARKET_DOCS, token.idTokenPricedPk);
    const supply = supplies.get(token.idTokenPricedPk);
    if (supply) summary.supplies++;
    if (!priced && !supply) {
      summary.unpriced++;
      await ctx.progress(i + 1, n3Tokens.length, summary);
      continue;
    }
    const quote = priced?.quote ?? previous?.quote ?? 'USD';
    let figures = {};
    if (priced) {
      const subject = priceSubject(token.idTokenPricedPk, quote);
      const hourly = await readPoints(subject, 'hour');
      const latest = hourly.at(-1)?.at ?? '';
      const daily = await readPoints(
        subject,
        'day',
        new Date(Date.parse(latest || '1970-01-01') - 10 * DAY).toISOString(),
      );
      figures = marketFigures(
        hourly.filter((p) => Date.parse(p.at) > Date.parse(latest) - 2 * DAY),
        daily,
      );
      summary.priced++;
    }
    const base = priced ? figures : (previous ?? {});
    const totalSupply = supply?.totalSupply ?? previous?.totalSupply ?? token.totalSupply;
    const price = (base as TokenMarket).price;
    const market = v.parse(TokenMarketSchema, {
      ...(previous ?? {}),
      ...base,
      idTokenPricedPk: token.idTokenPricedPk,
      quote,
      totalSupply,
      supplyAt: supply?.at ?? previous?.supplyAt,
      marketCap: price !== undefined && totalSupply !== undefined ? price * totalSupply : undefined,
      source:
        [priced?.origin ?? previous?.source?.split(' | ')[0], supply?.source].filter(Boolean).join(' | ') ||
        'catalogue',
    });
    await putDocument(MARKET_DOCS, token.idTokenPricedPk, market);
    summary.markets++;
    if (market.priceAt && (!newest || market.priceAt > newest)) newest = market.priceAt;
    if (
      priced &&
      market.price !== undefined &&
      (token.lastPriceStored !== market.price || token.lastPriceStoredAt !== market.priceAt)
    ) {
      const current = await repo.get({ idTokenPricedPk: token.idTokenPricedPk });
      if (current)
        await repo
          .replace(
            { ...current, lastPriceStored: market.price, lastPriceStoredAt: market.priceAt, lastPriceQuote: quote },
            current.version,
          )
          .catch(() => undefined);
    }
    await ctx.progress(i + 1, n3Tokens.length, summary);
  }
  const origins = [...new Set([...quoteOf.values()].map((q) => q.origin))];
  return { summary, asOf: newest, origin: origins.length ? origins.join(' | ') : undefined };
}

/** The registry definition: hourly (the 24H range and the 24 h change need hourly points). */
export const tokenPricesSync: SyncDefinition = {
  name: 'token-prices',
  schedule: SYNC_SCHEDULES['token-prices'],
  work: (ctx) =>
    dataMode() === 'live'
      ? syncTokenPrices(ctx, {
          observe: async (hashes) => [await livePrices(globalThis.fetch, hashes)],
          rpc: globalThis.fetch,
        })
      : syncTokenPrices(ctx, { observe: () => recordedObservations(), rpc: recordedSupplyFetch() }),
};
