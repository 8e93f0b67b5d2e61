/**
 * The sync sources in brief — names, schedules, where their data lives in the table — with none of the jobs' code,
 * so the API (status, snapshot) does not carry the adapters (Octokit, the RSS parser…) in its bundle.
 * `registry.ts` builds the jobs from these; a test keeps the two in step.
 */

/** Every source and how often production runs it (EventBridge rate expressions). */
export const SYNC_SCHEDULES = {
  'contract-activity': 'rate(1 hour)',
  'token-prices': 'rate(1 hour)',
  'nft-collections': 'rate(6 hours)',
  news: 'rate(1 hour)',
  github: 'rate(6 hours)',
} as const;
export type SyncSource = keyof typeof SYNC_SCHEDULES;
export const SYNC_SOURCES = Object.keys(SYNC_SCHEDULES) as SyncSource[];

/** Document kinds the jobs write (functions/adapters/data/documents.ts). */
export const DOCS = {
  /** N3 network statistics, key `n3`. */
  network: 'network',
  /** Market figures per priced token, key idTokenPricedPk. */
  tokenMarket: 'token-market',
  /** Long-term price history per priced token and quote, key `<idTokenPricedPk>:<quote>` (token-prices/history.ts). */
  tokenPriceHistory: 'token-price-history',
  /** First page of assets per NFT collection, key idNftCollectionPk. */
  nftAssets: 'nft-assets',
  /** Items read from an N3 collection's contract (`tokens` + `properties`), key idNftCollectionPk. */
  nftItems: 'nft-items',
  /** GitHub activity per repository, key idRepositoryPk. */
  githubRepo: 'github-repo',
  /** Organization caches, key idOrganizationPk. */
  githubOrg: 'github-org',
  /** The last running-total reading per contract, key its script hash. */
  contractCalls: 'contract-calls',
} as const;

/** The series of a token's price in `quote` (USD or USDT). */
export const priceSubject = (idTokenPricedPk: number, quote: string) => `token:${idTokenPricedPk}:price:${quote}`;
/** The series of a contract's invocations. */
export const invocationSubject = (hash: string) => `contract:${hash.toLowerCase()}:invocations`;
/** The series of a collection's daily sales volume in USD. */
export const volumeSubject = (idNftCollectionPk: number) => `nft:${idNftCollectionPk}:volume:USD`;
