/**
 * A token's price history (issue #28, the token page's chart): the stored price observations in a compact form. A
 * series is the start of its first bucket and one price per bucket (an hour, a UTC day or 7 days), `null` where
 * nothing was observed, so a gap stays a gap and is never drawn as a line. Prices are in the history's `quote`.
 *
 *  - `TokenPriceHistorySchema`: the `token-prices` job's document `token-price-history`, key
 *    `<idTokenPricedPk>:<quote>` — the hourly prices of the last 7 days and the daily closes it ever observed
 *    (capped), kept past the series' own retention (functions/adapters/data/series.ts);
 *  - `LivePriceHistorySchema`: what the live snapshot carries per token (section `tokenPriceHistory`): the hourly
 *    prices, the daily closes of the last 366 days and, before them, one close per 7 days (for the All range).
 */
import * as v from 'valibot';
import { QuoteSchema } from './entities/live.ts';

export * from './price-series.ts';

export const PriceSeriesSchema = v.object({
  /** The start of the first bucket, UTC ISO-8601 (an hour or a UTC midnight). */
  start: v.string(),
  /** One price per bucket, oldest first; `null`: not observed. */
  values: v.array(v.nullable(v.number())),
});
export type PriceSeries = v.InferOutput<typeof PriceSeriesSchema>;

export const TokenPriceHistorySchema = v.object({
  idTokenPricedPk: v.number(),
  quote: QuoteSchema,
  /** Where the prices come from (the price source's URL, or the recording's file). */
  source: v.string(),
  /** The newest observation, UTC ISO-8601 (a replayed recording: its last recorded hour). */
  asOf: v.string(),
  /** Hourly prices, at most the 168 hours ending at the newest hourly observation. */
  hourly: PriceSeriesSchema,
  /** Daily closes (a day's last observation), at most `PRICE_HISTORY_DAYS` days ending at the newest. */
  daily: PriceSeriesSchema,
});
export type TokenPriceHistory = v.InferOutput<typeof TokenPriceHistorySchema>;

export const LivePriceHistorySchema = v.object({
  quote: QuoteSchema,
  source: v.string(),
  asOf: v.string(),
  hourly: v.optional(PriceSeriesSchema),
  daily: v.optional(PriceSeriesSchema),
  /** Closes every 7 days before `daily` (each the last daily close of its 7 days). */
  weekly: v.optional(PriceSeriesSchema),
});
export type LivePriceHistory = v.InferOutput<typeof LivePriceHistorySchema>;
