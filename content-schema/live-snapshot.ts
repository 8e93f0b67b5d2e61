/**
 * The live-data snapshot: what `GET /client/snapshot/live` answers, what the local stack writes next to
 * `catalogue.json` as `live.json`, what the Astro build reads for its numbers and what the browser islands
 * refresh them from. It holds only public records (visible tokens and collections, public dApps).
 *
 * It says when it was taken (`takenAt`) and, per source, as of when its data is (`sources.<name>.asOf`): a
 * replayed recording is as of its last recorded date, never "now". Absent figures were not measured.
 * Records are keyed by their numeric id (as a string) so an island can address `tokens.12.price`.
 * Units: prices in the token's `quote` (USD or USDT), supplies in whole tokens, timestamps UTC ISO-8601.
 */
import * as v from 'valibot';
import { httpUrl } from './fields.ts';
import { DataModeSchema, NetworkStatsSchema, NftAssetSchema, QuoteSchema } from './entities/live.ts';
import { WeeklyContributionSchema, RepositoryLanguageSchema } from './entities/github.ts';
import { N3_NETWORKS } from './entities/dapp.ts';
import { LivePriceHistorySchema } from './price-history.ts';

const num = () => v.optional(v.number());
const when = () => v.optional(v.string());

/** The ranges of the dApp stats chart (SPEC §9). */
export const CHART_RANGES = ['24H', '7D', '14D', '30D'] as const;
export type ChartRange = (typeof CHART_RANGES)[number];

export const LivePointSchema = v.object({ at: v.string(), value: v.number() });
export type LivePoint = v.InferOutput<typeof LivePointSchema>;

export const SourceInfoSchema = v.object({
  mode: DataModeSchema,
  asOf: when(),
  lastSuccessAt: when(),
  lastError: v.optional(v.string()),
  origin: v.optional(v.string()),
  /** For a chain indexer (`n3-indexer`): the newest block indexed; `asOf` is its time ("as of block N, time T"). */
  block: v.optional(v.number()),
  /** For a chain indexer: from when its figures are complete (UTC ISO-8601; 1970-01-01 means from the genesis). */
  coveredFrom: when(),
  /** For the N3 indexer: the network it follows (from its node's `getversion` magic) and that magic. */
  network: v.optional(v.picklist(N3_NETWORKS)),
  magic: num(),
});
export type SourceInfo = v.InferOutput<typeof SourceInfoSchema>;

/**
 * The periods of the indexed activity figures (the dApps' Detailed view switch): the last 1, 7 and 30 UTC days
 * ending on the N3 indexer's as-of day (that day included, up to the as-of block).
 */
export const ACTIVITY_PERIODS = ['24H', '7D', '30D'] as const;
export type ActivityPeriod = (typeof ACTIVITY_PERIODS)[number];
export const PERIOD_DAYS: Record<ActivityPeriod, number> = { '24H': 1, '7D': 7, '30D': 30 };

/**
 * Activity over one period as the N3 indexer counted it: invocations (one per transaction and contract), users
 * (distinct transaction senders over the whole period: a union of the day sets, not a sum), transfers (the NEP-17 /
 * NEP-11 Transfer notifications the contracts emitted), and the change of invocations against the period before, in
 * percent (only when that period is covered too and had any).
 */
export const PeriodActivitySchema = v.object({
  invocations: v.number(),
  users: v.number(),
  transfers: v.number(),
  changePercent: num(),
});
export type PeriodActivity = v.InferOutput<typeof PeriodActivitySchema>;

/** Per period; a period the index does not cover entirely is absent (unmeasured), never a partial number. */
export const ActivityPeriodsSchema = v.object({
  '24H': v.optional(PeriodActivitySchema),
  '7D': v.optional(PeriodActivitySchema),
  '30D': v.optional(PeriodActivitySchema),
});
export type ActivityPeriods = v.InferOutput<typeof ActivityPeriodsSchema>;

/**
 * A dApp's (or app's) indexed activity: its contracts of the network the N3 indexer follows (`network`), as of
 * `sources['n3-indexer']` (block and time): users are the union of its contracts' senders, the rest sums.
 */
export const DappActivitySchema = v.object({
  network: v.picklist(N3_NETWORKS),
  periods: ActivityPeriodsSchema,
});
export type DappActivity = v.InferOutput<typeof DappActivitySchema>;

export const LiveContractSchema = v.object({
  invocationsLast7Days: num(),
  last7DaysPercent: num(),
  graph14Days: v.optional(v.array(v.number())),
  /** Rank by 7-day invocations among the contracts measured on their own network (1 = most; ties share a rank). */
  rank: num(),
  /** Which source measured the figures: `n3-indexer` (as of `sources['n3-indexer'].block`) or `contract-activity` (NeoFura). */
  source: v.optional(v.string()),
  /** The network the figures were observed on: always the contract's own (figures from another network are left out). */
  network: v.optional(v.picklist(N3_NETWORKS)),
  /** First and last invocation the N3 indexer saw (time UTC ISO-8601 and block index). */
  firstInvokedAt: when(),
  firstInvokedBlock: num(),
  lastInvokedAt: when(),
  lastInvokedBlock: num(),
  /** N3 indexer only: invocations, users and transfers over the last 1, 7 and 30 UTC days (ActivityPeriodsSchema). */
  periods: v.optional(ActivityPeriodsSchema),
});
export type LiveContract = v.InferOutput<typeof LiveContractSchema>;

/** One series of a dApp's stats chart: invocations of its contracts, or the price of its token. */
export const DappMetricSchema = v.object({
  key: v.string(),
  kind: v.picklist(['invocations', 'price']),
  symbol: v.optional(v.string()),
  unit: v.picklist(['count', 'USD', 'USDT']),
  asOf: when(),
  ranges: v.object({
    '24H': v.array(LivePointSchema),
    '7D': v.array(LivePointSchema),
    '14D': v.array(LivePointSchema),
    '30D': v.array(LivePointSchema),
  }),
});
export type DappMetric = v.InferOutput<typeof DappMetricSchema>;

export const LiveTokenSchema = v.object({
  price: num(),
  quote: QuoteSchema,
  priceAt: when(),
  change24h: num(),
  change7d: num(),
  totalSupply: num(),
  supplyAt: when(),
  marketCap: num(),
  graph7Days: v.optional(v.array(v.number())),
  poolLiquidityUSD: num(),
  source: v.string(),
});
export type LiveToken = v.InferOutput<typeof LiveTokenSchema>;

/**
 * Accounts holding a token (balance > 0) or items of an NFT collection, as the N3 indexer counted them from the
 * `Transfer` notifications (functions/domain/indexer/holder-figures.ts), on `network` as of block `asOfBlock`
 * (time `asOf`). `value` absent: not measured, because the index covers the chain without a gap only from block
 * `indexedFromBlock`, after the contract's deployment (or its deployment is not known).
 */
export const LiveHoldersSchema = v.object({
  value: num(),
  network: v.picklist(N3_NETWORKS),
  asOfBlock: v.number(),
  asOf: v.string(),
  indexedFromBlock: num(),
});
export type LiveHolders = v.InferOutput<typeof LiveHoldersSchema>;

/** Transfers of a token or NFT collection as the N3 indexer counted them (as of `sources['n3-indexer']`). */
export const LiveTransfersSchema = v.object({
  transfersLast7Days: v.number(),
  /** Transfers per UTC day, the 14 days ending on the indexer's as-of day, oldest first. */
  transfersDaily: v.array(LivePointSchema),
  /** NEP-17 only: distinct accounts the day's transfers touched (from or to). */
  holdersTouchedDaily: v.optional(v.array(LivePointSchema)),
  /** Tokens only (`tokenTransfers`): the token's holders; a collection's are its `owners`. */
  holders: v.optional(LiveHoldersSchema),
});
export type LiveTransfers = v.InferOutput<typeof LiveTransfersSchema>;

/**
 * An item of an N3 collection as its contract's NEP-11 `properties` describe it (read by the nft-collections job from
 * the node the N3 indexer follows): the token id (hex of its bytes), its name and image where the contract states them.
 */
export const NftItemSchema = v.object({
  tokenId: v.string(),
  name: v.optional(v.string()),
  image: v.optional(httpUrl()),
});
export type NftItem = v.InferOutput<typeof NftItemSchema>;

/** A collection's items as read from its contract (at most NFT_ITEMS_MAX, sync/nft-collections/items.ts) and when. */
export const LiveNftItemsSchema = v.object({ items: v.array(NftItemSchema), readAt: v.string() });
export type LiveNftItems = v.InferOutput<typeof LiveNftItemsSchema>;

export const LiveNftSchema = v.object({
  lowestPrice: num(),
  averagePriceWeek: num(),
  weekPriceChange: num(),
  monthVolume: num(),
  totalSupply: num(),
  assets: v.array(NftAssetSchema),
  transfers: v.optional(LiveTransfersSchema),
  /** Accounts holding items of the collection, where the N3 indexer follows the collection's network. */
  owners: v.optional(LiveHoldersSchema),
});
export type LiveNft = v.InferOutput<typeof LiveNftSchema>;

export const LiveNewsSchema = v.object({
  idNewsPk: v.number(),
  title: v.string(),
  url: httpUrl(),
  publishedDate: v.string(),
  publisher: v.optional(v.string()),
  tags: v.array(v.string()),
  dappIds: v.array(v.number()),
});
export type LiveNews = v.InferOutput<typeof LiveNewsSchema>;

export const LiveCommitSchema = v.object({
  idRepositoryPk: v.number(),
  fullName: v.string(),
  sha: v.string(),
  message: v.string(),
  datetime: v.string(),
  url: httpUrl(),
  author: v.optional(v.string()),
});
export type LiveCommit = v.InferOutput<typeof LiveCommitSchema>;

export const LiveRepositorySchema = v.object({
  idRepositoryPk: v.number(),
  idOrganizationPk: v.number(),
  fullName: v.string(),
  name: v.string(),
  htmlUrl: httpUrl(),
  description: v.optional(v.string()),
  language: v.optional(v.string()),
  lastCommitAt: when(),
  pushedAt: when(),
  createdAt: when(),
  commitsLast52Weeks: v.number(),
  additionsLast52Weeks: v.number(),
  deletionsLast52Weeks: v.number(),
  /** Absent when GitHub gave no contributor statistics for the repository (unmeasured, never 0). */
  contributorsLast52Weeks: num(),
  stargazers: num(),
  forks: num(),
  watchers: num(),
  openIssues: num(),
  lastCommit: v.optional(LiveCommitSchema),
  asOf: v.string(),
});
export type LiveRepository = v.InferOutput<typeof LiveRepositorySchema>;

export const LiveOrganizationSchema = v.object({
  idOrganizationPk: v.number(),
  title: v.string(),
  githubLogin: v.string(),
  url: httpUrl(),
  location: v.optional(v.string()),
  /** The organization's logo (an uploads URL, the record's `logoUrl`) and where it comes from (`imageSource`). */
  logoUrl: v.optional(httpUrl()),
  imageSource: v.optional(v.string()),
  /** The organization's colour (`#rrggbb`), for its monogram when it has no logo. */
  colorHex: v.optional(v.string()),
  repositories: v.number(),
  repositoriesWithActivity: v.number(),
  lastCommitAt: when(),
  commitsLast52Weeks: v.number(),
  stargazers: num(),
});
export type LiveOrganization = v.InferOutput<typeof LiveOrganizationSchema>;

export const LiveGithubSchema = v.object({
  asOf: when(),
  organizations: v.array(LiveOrganizationSchema),
  repositories: v.record(v.string(), LiveRepositorySchema),
  /** The newest commits across repositories, newest first. */
  recentCommits: v.array(LiveCommitSchema),
  /** Activity volume: the 52 weeks summed over repositories, oldest first. */
  weekly: v.array(WeeklyContributionSchema),
  /** The wheel: bytes of code per language over repositories, largest first. */
  languages: v.array(RepositoryLanguageSchema),
});
export type LiveGithub = v.InferOutput<typeof LiveGithubSchema>;

export const LiveSnapshotSchema = v.object({
  /** When the API produced this snapshot, UTC ISO-8601. */
  takenAt: v.string(),
  sources: v.record(v.string(), SourceInfoSchema),
  network: v.optional(NetworkStatsSchema),
  contracts: v.record(v.string(), LiveContractSchema),
  dapps: v.record(v.string(), v.object({ metrics: v.array(DappMetricSchema) })),
  /**
   * Indexed activity per public dApp and app (key idDappPk) with a contract of the network the N3 indexer follows
   * (section `dapps`); a record absent here was not measured by it.
   */
  dappActivity: v.optional(v.record(v.string(), DappActivitySchema)),
  /**
   * The same per public dApp and app with a contract of the network the Neo X indexer follows, over its Neo X
   * contracts only, as of `sources['neox-indexer']` (section `dapps`); absent: not measured on Neo X.
   */
  dappActivityNeoX: v.optional(v.record(v.string(), DappActivitySchema)),
  tokens: v.record(v.string(), LiveTokenSchema),
  /**
   * Indexed transfers and holders per visible priced token (key idTokenPricedPk), with or without market figures:
   * N3 tokens by the N3 indexer (the catalogue's when it follows mainnet, native NEO and GAS on whatever network it
   * follows), Neo X ERC-20 tokens by the Neo X indexer (those living on the network it follows: their contract
   * record's, else mainnet), each with the network and as-of of the indexer that measured it.
   */
  tokenTransfers: v.optional(v.record(v.string(), LiveTransfersSchema)),
  /**
   * The price history per visible priced token with market figures (key idTokenPricedPk), in the quote of its
   * `tokens` entry: the token page's chart (content-schema/price-history.ts). A section of its own, so the islands'
   * `?sections=tokens` stays small.
   */
  tokenPriceHistory: v.optional(v.record(v.string(), LivePriceHistorySchema)),
  nftCollections: v.record(v.string(), LiveNftSchema),
  /**
   * The items read from the contracts of visible N3 collections (key idNftCollectionPk; a collection absent here:
   * its items were not read): the collection page's grid. A section of its own, so `?sections=nftCollections` stays small.
   */
  nftItems: v.optional(v.record(v.string(), LiveNftItemsSchema)),
  news: v.array(LiveNewsSchema),
  github: LiveGithubSchema,
});
export type LiveSnapshot = v.InferOutput<typeof LiveSnapshotSchema>;

/** The top-level parts an island may ask for (`?sections=tokens,contracts`). */
export const LIVE_SECTIONS = [
  'sources',
  'network',
  'contracts',
  'dapps',
  'tokens',
  'tokenPriceHistory',
  'nftCollections',
  'nftItems',
  'news',
  'github',
] as const;
export type LiveSection = (typeof LIVE_SECTIONS)[number];
