/**
 * Token price sources (NEO.md §8, after CityOfZion/blockchain-services
 * `packages/blockchain-service/src/services/exchange-data/FlamingoForthewinEDS.ts` @ 5d5d702):
 *  - Flamingo: `GET https://neo-api.b-cdn.net/flamingo/live-data/prices/latest` → `[{ symbol, hash, usd_price }]`;
 *    when NEO is missing, bNEO's price stands for NEO (as that service does);
 *  - Forthewin, the fallback for tokens Flamingo lacks or when Flamingo fails:
 *    `GET https://api.forthewin.network/mainnet/prices` → `{ "<hash>": usdPrice }`.
 */
import { requestJson, type SourceFetch } from '../http.ts';
import type { Quote } from '../../../../content-schema/entities/live.ts';

export const FLAMINGO_PRICES_URL = 'https://neo-api.b-cdn.net/flamingo/live-data/prices/latest';
export const FORTHEWIN_PRICES_URL = 'https://api.forthewin.network/mainnet/prices';
const BNEO_HASH = '0x48c40d4666f93408be1bef038b6722404d9a4c2a';
const NEO_HASH = '0xef4073a0f2b305a38ec4050e4d3d28bc40ea63f5';

/** Prices observed at one instant: script hash (lowercase, 0x) → price in `quote`. */
export interface PriceObservation {
  observedAt: string;
  quote: Quote;
  prices: Map<string, number>;
  origin: string;
  /** Where each hash's price came from, when it differs per token (recordings: one file per token). */
  origins?: Map<string, string>;
}

const hashKey = (hash: string) => (hash.startsWith('0x') ? hash : `0x${hash}`).toLowerCase();
const isPrice = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** Flamingo's answer → hash → USD price (NEO from bNEO when absent). Entries without a hash or price are skipped. */
export function parseFlamingoPrices(answer: unknown): Map<string, number> {
  const prices = new Map<string, number>();
  if (!Array.isArray(answer)) throw new Error('the Flamingo price answer is not a list');
  for (const item of answer as { hash?: unknown; usd_price?: unknown }[]) {
    if (typeof item?.hash === 'string' && isPrice(item.usd_price)) prices.set(hashKey(item.hash), item.usd_price);
  }
  if (!prices.has(NEO_HASH) && prices.has(BNEO_HASH)) prices.set(NEO_HASH, prices.get(BNEO_HASH)!);
  return prices;
}

/** Forthewin's answer (`{ hash: usdPrice }`) → hash → USD price. */
export function parseForthewinPrices(answer: unknown): Map<string, number> {
  if (!answer || typeof answer !== 'object' || Array.isArray(answer))
    throw new Error('the Forthewin price answer is not an object');
  return new Map(
    Object.entries(answer as Record<string, unknown>)
      .filter(([, p]) => isPrice(p))
      .map(([h, p]) => [hashKey(h), p as number]),
  );
}

/**
 * Today's prices: Flamingo, then Forthewin for the tokens in `wanted` that Flamingo did not price (or for all when
 * Flamingo failed). Throws only when neither answered.
 */
export async function livePrices(fetch: SourceFetch, wanted: string[], now = new Date()): Promise<PriceObservation> {
  let prices = new Map<string, number>();
  const origins: string[] = [];
  let flamingoError: Error | undefined;
  try {
    prices = parseFlamingoPrices(await requestJson(fetch, 'The Flamingo price API', FLAMINGO_PRICES_URL));
    origins.push(FLAMINGO_PRICES_URL);
  } catch (error) {
    flamingoError = error as Error;
  }
  if (flamingoError || wanted.some((h) => !prices.has(hashKey(h)))) {
    try {
      for (const [hash, price] of parseForthewinPrices(
        await requestJson(fetch, 'The Forthewin price API', FORTHEWIN_PRICES_URL),
      )) {
        if (!prices.has(hash)) prices.set(hash, price);
      }
      origins.push(FORTHEWIN_PRICES_URL);
    } catch (error) {
      if (flamingoError) throw new Error(`${flamingoError.message}; fallback: ${(error as Error).message}`);
    }
  }
  return { observedAt: now.toISOString(), quote: 'USD', prices, origin: origins.join(' + ') };
}
