/** Tokens with prices, NFT collections and news (SPEC §3). Market fields are absent until a sync job measures them. */
import * as v from 'valibot';
import {
  flag,
  httpUrl,
  id,
  isoDateTime,
  nonNegative,
  optionalText,
  optionalUrl,
  order,
  scriptHash,
  slug,
  source,
  text,
} from '../fields.ts';
import { N3_NETWORKS } from './dapp.ts';

export const TokenPricedSchema = v.object({
  idTokenPricedPk: id(),
  idContractPk: v.optional(id()),
  title: text(120),
  symbol: text(20),
  hash: v.union([scriptHash(), v.literal('native')]),
  /** Blockchain version id of the chain the token lives on. */
  network: v.optional(id()),
  /** Token standard, e.g. NEP-17, ERC-20, native. */
  type: optionalText(20),
  order: order(),
  imageUrl: optionalUrl(),
  /** Where the image comes from (`owner/repo:path@sha` or a page URL), shown beside it. */
  imageSource: source(),
  /** Total supply in whole tokens where a source states it. */
  totalSupply: v.optional(nonNegative()),
  decimals: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(36))),
  native: v.optional(v.boolean()),
  isSwappable: flag(false),
  isVisible: flag(true),
  poolLiquidityUSD: v.optional(nonNegative()),
  /** Last stored price (in lastPriceQuote) and when it was observed (UTC ISO-8601). */
  lastPriceStored: v.optional(nonNegative()),
  lastPriceStoredAt: v.optional(isoDateTime()),
  /** Currency of lastPriceStored: USD from the price APIs; USDT where a recorded exchange series was replayed. Absent means USD. */
  lastPriceQuote: v.optional(v.picklist(['USD', 'USDT'])),
  active: flag(true),
  isDeprecated: flag(false),
  /** The token that replaced this deprecated one (its idTokenPricedPk; another token record, never itself). */
  replacedBy: v.optional(id()),
  /** Where it is stated that `replacedBy` replaced this token (a page URL or `owner/repo:path@sha`). */
  replacedBySource: source(),
  note: optionalText(2000),
  source: source(),
});
export type TokenPriced = v.InferOutput<typeof TokenPricedSchema>;

/**
 * A token record with its deprecation rules (what the API and the back-office form validate): a replacement is
 * named only for a deprecated token (`validation.excluded` on `replacedBy`), is not the token itself
 * (`validation.not_self`) and states its source (`validation.required_if` on `replacedBySource`). That
 * `replacedBy` names an existing token is checked on save (the registry's relation, functions/domain/content/crud.ts).
 */
export const TokenPricedRecordSchema = v.pipe(
  TokenPricedSchema,
  v.forward(
    v.check((t) => t.replacedBy === undefined || t.isDeprecated, 'validation.excluded'),
    ['replacedBy'],
  ),
  v.forward(
    v.check((t) => t.replacedBy === undefined || t.replacedBy !== t.idTokenPricedPk, 'validation.not_self'),
    ['replacedBy'],
  ),
  v.forward(
    v.check((t) => t.replacedBy === undefined || !!t.replacedBySource, 'validation.required_if'),
    ['replacedBySource'],
  ),
);

export const NftCollectionSchema = v.object({
  idNftCollectionPk: id(),
  name: text(120),
  symbol: optionalText(40),
  hash: scriptHash(),
  standard: optionalText(20),
  project: optionalText(120),
  imageUrl: optionalUrl(),
  /** Where the image comes from (`owner/repo:path@sha` or a page URL), shown beside it. */
  imageSource: source(),
  blockchainVersion: v.optional(id()),
  /**
   * The N3 network the collection's contract lives on (default mainnet: the catalogue's collections are mainnet
   * ones; `npm run chain:traffic` registers its stand-in as a private-network one). Its indexed figures (owners,
   * transfers) count only where the N3 indexer follows that network.
   */
  network: v.optional(v.picklist(N3_NETWORKS, 'validation.included')),
  /** Market figures in GAS-denominated USD as the NFT job reports them; absent until measured. */
  averagePriceWeek: v.optional(nonNegative()),
  weekPriceChange: v.optional(v.number()),
  lowestPrice: v.optional(nonNegative()),
  totalSupply: v.optional(nonNegative()),
  monthVolume: v.optional(nonNegative()),
  visible: flag(true),
  source: source(),
});
export type NftCollection = v.InferOutput<typeof NftCollectionSchema>;

/** A Neo News Today article; matched to dApps through NNT tags. */
export const NewsSchema = v.object({
  idNewsPk: id(),
  title: text(300),
  slug: slug(),
  url: httpUrl(),
  publishedDate: v.pipe(v.string(), v.isoDate('validation.date_format')),
  publisher: optionalText(120),
  tags: v.optional(v.array(v.string()), []),
  source: source(),
});
export type News = v.InferOutput<typeof NewsSchema>;

/** A point of a time series (contract invocations, token price, collection volume). */
export const SeriesPointSchema = v.object({ at: isoDateTime(), value: v.number() });
export type SeriesPoint = v.InferOutput<typeof SeriesPointSchema>;
