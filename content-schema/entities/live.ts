/**
 * What the sync jobs store beside the catalogue (SPEC §3 caches, Commit, Issue, Pull, Github user; token and NFT
 * market figures; the network statistics of the home page; the sync status of each source). Absent fields were
 * not measured: pages show them as missing, never as zero.
 *
 * Units: prices are in the `quote` currency (USD from the live price APIs; USDT where a recorded exchange
 * series is replayed), supplies in whole tokens, timestamps UTC ISO-8601.
 */
import * as v from 'valibot';
import { isoDateTime, nonNegative } from '../fields.ts';
import { N3_NETWORKS } from './dapp.ts';
import {
  CommitSchema,
  IssueSchema,
  PullSchema,
  RepositoryCacheSchema,
  RepositoryContributorSchema,
  RepositoryLanguageSchema,
  WeeklyContributionSchema,
} from './github.ts';

/** Where a source's data came from: the real service (`live`) or the recorded answers (`offline`). */
export const DataModeSchema = v.picklist(['live', 'offline']);
export type DataMode = v.InferOutput<typeof DataModeSchema>;

/** The currency a price is quoted in. USDT is an exchange's Tether quote, not US dollars. */
export const QuoteSchema = v.picklist(['USD', 'USDT']);
export type Quote = v.InferOutput<typeof QuoteSchema>;

/** The sync status of one source (`GET /client/sync/status`). */
export const SyncStatusSchema = v.object({
  name: v.string(),
  mode: v.optional(DataModeSchema),
  lastRunAt: v.optional(isoDateTime()),
  lastSuccessAt: v.optional(v.nullable(isoDateTime())),
  lastError: v.optional(v.nullable(v.string())),
  lastErrorAt: v.optional(v.nullable(isoDateTime())),
  nextRunAt: v.optional(v.nullable(isoDateTime())),
  lastSummary: v.optional(v.nullable(v.record(v.string(), v.number()))),
  /** The newest instant the stored data describes (for a replayed recording: the recording's last date). */
  asOf: v.optional(v.nullable(isoDateTime())),
  /** Where the data of the last good run came from, e.g. `recording: market/neo-usdt-hourly…csv`. */
  origin: v.optional(v.nullable(v.string())),
});
export type SyncStatus = v.InferOutput<typeof SyncStatusSchema>;

/**
 * N3 network statistics for the home page; each figure only when measured, all of one network (`network`, absent
 * for a third-party reading of mainnet). `blockHeight` is the newest block (getblockcount − 1). GAS per block in
 * whole GAS; block time in ms. `transactions` is the chain's total (third-party); the indexer's counts are per UTC
 * day (`daily`, and `day` with its `dayTransactions` and `dayActiveAddresses`: the as-of block's day, so far).
 */
export const NetworkStatsSchema = v.object({
  network: v.optional(v.picklist(N3_NETWORKS)),
  blockHeight: v.optional(nonNegative()),
  transactions: v.optional(nonNegative()),
  committeeSize: v.optional(nonNegative()),
  validatorsCount: v.optional(nonNegative()),
  gasPerBlock: v.optional(nonNegative()),
  msPerBlock: v.optional(nonNegative()),
  day: v.optional(isoDateTime()),
  dayTransactions: v.optional(nonNegative()),
  dayActiveAddresses: v.optional(nonNegative()),
  /** The newest block when the committee, validators, GasPerBlock and block time were read. */
  paramsAtBlock: v.optional(nonNegative()),
  /** When they were read (UTC ISO-8601) and the node that answered (the N3 indexer's; the calculator's label). */
  paramsAt: v.optional(isoDateTime()),
  paramsNode: v.optional(v.string()),
  measuredAt: isoDateTime(),
  source: v.string(),
  /** Per UTC day from the N3 indexer (14 days ending on its as-of day, oldest first): blocks, transactions,
   *  distinct active addresses (transaction signers) and fees (system + network, GAS fractions of 10^-8 as text). */
  daily: v.optional(
    v.array(
      v.object({
        day: isoDateTime(),
        blocks: nonNegative(),
        transactions: nonNegative(),
        activeAddresses: nonNegative(),
        feesFractions: v.pipe(v.string(), v.regex(/^\d+$/)),
      }),
    ),
  ),
  /** The block the indexed figures are as of. */
  asOfBlock: v.optional(nonNegative()),
});
export type NetworkStats = v.InferOutput<typeof NetworkStatsSchema>;

/** The market figures of one priced token, as the token-prices job computed them from its stored series. */
export const TokenMarketSchema = v.object({
  idTokenPricedPk: v.number(),
  price: v.optional(nonNegative()),
  quote: QuoteSchema,
  /** When the price was observed (for a recording: the recorded hour, not the replay time). */
  priceAt: v.optional(isoDateTime()),
  /** Percent change against the price 24 hours / 7 days before `priceAt`. */
  change24h: v.optional(v.number()),
  change7d: v.optional(v.number()),
  /** Total supply in whole tokens, from the chain (or the catalogue where a source states it). */
  totalSupply: v.optional(nonNegative()),
  supplyAt: v.optional(isoDateTime()),
  /** price × totalSupply, in `quote`; only when both are known. */
  marketCap: v.optional(nonNegative()),
  /** Daily closing prices of the last 7 days, oldest first. */
  graph7Days: v.optional(v.array(nonNegative())),
  poolLiquidityUSD: v.optional(nonNegative()),
  source: v.string(),
});
export type TokenMarket = v.InferOutput<typeof TokenMarketSchema>;

/** One NFT of a collection, as GhostMarket's assets endpoint describes it. */
export const NftAssetSchema = v.object({
  tokenId: v.string(),
  name: v.optional(v.string()),
  imageUrl: v.optional(v.string()),
  creator: v.optional(v.string()),
  url: v.optional(v.string()),
});
export type NftAsset = v.InferOutput<typeof NftAssetSchema>;

/** What the GitHub job stores per repository: its cache, languages, contributors, weekly activity, last commits, issues, pulls. */
export const RepositoryActivitySchema = v.object({
  idRepositoryPk: v.number(),
  idOrganizationPk: v.number(),
  fullName: v.string(),
  htmlUrl: v.string(),
  language: v.optional(v.nullable(v.string())),
  cache: v.omit(RepositoryCacheSchema, ['idRepositoryPk']),
  languages: v.array(RepositoryLanguageSchema),
  contributors: v.array(RepositoryContributorSchema),
  /** Authors with a commit in the last 52 weeks (GitHub's contributor statistics). */
  activeContributors: v.optional(nonNegative()),
  /** The last 52 weeks, oldest first. */
  weekly: v.array(WeeklyContributionSchema),
  /** Newest first (GitHub's first page). */
  commits: v.array(CommitSchema),
  issues: v.optional(v.array(IssueSchema)),
  pulls: v.optional(v.array(PullSchema)),
  /** Conditional-request validators per endpoint, so an unchanged answer (304) costs no rate limit. */
  etags: v.optional(v.record(v.string(), v.string()), {}),
  fetchedAt: isoDateTime(),
  /** The instant the data describes (recording: its `stats_as_of`). */
  asOf: isoDateTime(),
  source: v.string(),
});
export type RepositoryActivity = v.InferOutput<typeof RepositoryActivitySchema>;
