/**
 * The public catalogue snapshot: what the API's `GET /client/snapshot/catalogue` answers and what the Astro
 * build reads (through its content loader). Relations are resolved (a dApp carries its categories, chains,
 * contracts and socials), and only public records are in it (active, not private).
 *
 * Timestamps are UTC ISO-8601 strings. Ids are the numeric primary keys of SPEC §3.
 */
import * as v from 'valibot';
import { httpUrl } from './fields.ts';

/** Only absolute http(s) links are published (a `javascript:` or `data:` link is dropped by safe-links.ts). */
const url = httpUrl();
const optionalText = v.optional(v.string());

/** A blockchain version as pages show it (a chip with its colour). */
export const ChainRefSchema = v.object({
  idBlockchainVersionPk: v.number(),
  title: v.string(),
  tagName: v.string(),
  color: v.string(),
});
export type ChainRef = v.InferOutput<typeof ChainRefSchema>;

export const CategoryRefSchema = v.object({ idCategoryPk: v.number(), title: v.string(), slug: v.string() });
export type CategoryRef = v.InferOutput<typeof CategoryRefSchema>;

/** A smart contract of a dApp. `hash` is the script hash (N3/Legacy: 0x + 40 hex) or the Neo X address. */
export const PublicContractSchema = v.object({
  idContractPk: v.number(),
  idDappFk: v.number(),
  dappTitle: v.string(),
  dappSlug: v.string(),
  isDapp: v.boolean(),
  title: v.string(),
  hash: v.string(),
  blockchainVersion: v.optional(ChainRefSchema),
  /** Measured by the contract-activity job; absent until a measurement exists. */
  invocationsLast7Days: v.optional(v.number()),
  rank: v.optional(v.number()),
  source: optionalText,
});
export type PublicContract = v.InferOutput<typeof PublicContractSchema>;

export const PublicSocialSchema = v.object({
  idSocialTypeFk: v.number(),
  type: v.string(),
  typeSlug: v.string(),
  iconUrl: v.optional(url),
  url,
});
export type PublicSocial = v.InferOutput<typeof PublicSocialSchema>;

/** An app or dApp with its relations resolved. */
export const PublicDappSchema = v.object({
  idDappPk: v.number(),
  slug: v.string(),
  isDapp: v.boolean(),
  title: v.string(),
  shortDescription: v.string(),
  description: optionalText,
  websiteUrl: v.optional(url),
  companyName: optionalText,
  imageUrl: v.optional(url),
  /** Where the logo comes from (`owner/repo:path@sha` or a page URL). */
  imageSource: optionalText,
  inActiveDevelopment: v.optional(v.boolean()),
  categories: v.array(CategoryRefSchema),
  blockchainVersions: v.array(ChainRefSchema),
  contracts: v.array(PublicContractSchema),
  socials: v.array(PublicSocialSchema),
  /** Wallet slugs that list this dApp as compatible (the dappWallet relation). */
  wallets: v.array(v.object({ idWalletPk: v.number(), title: v.string(), slug: v.string() })),
  /** Sum of the contracts' invocationsLast7Days when at least one was measured. */
  invocationsLast7Days: v.optional(v.number()),
  createdAt: v.string(),
  source: v.string(),
});
export type PublicDapp = v.InferOutput<typeof PublicDappSchema>;

export const PublicWalletSchema = v.object({
  idWalletPk: v.number(),
  slug: v.string(),
  title: v.string(),
  description: v.string(),
  websiteUrl: v.optional(url),
  logoUrl: v.optional(url),
  imageSource: optionalText,
  githubUrl: v.optional(url),
  developer: optionalText,
  openSource: v.optional(v.boolean()),
  browserExtension: v.optional(v.boolean()),
  inActiveDevelopment: v.optional(v.boolean()),
  platforms: v.object({ isMobile: v.boolean(), isDesktop: v.boolean(), isWeb: v.boolean(), isHardware: v.boolean() }),
  platformTitles: v.array(v.string()),
  blockchainVersions: v.array(ChainRefSchema),
  order: v.number(),
  source: v.string(),
});
export type PublicWallet = v.InferOutput<typeof PublicWalletSchema>;

export const PublicExplorerSchema = v.object({
  idExplorerPk: v.number(),
  slug: v.string(),
  title: v.string(),
  description: optionalText,
  websiteUrl: url,
  imageUrl: v.optional(url),
  imageSource: optionalText,
  network: optionalText,
  developer: optionalText,
  inActiveDevelopment: v.optional(v.boolean()),
  blockchainVersion: v.optional(ChainRefSchema),
  order: v.number(),
  source: v.string(),
});
export type PublicExplorer = v.InferOutput<typeof PublicExplorerSchema>;

/** supportsNeo/Gas/Nep17 are absent where no source says so (shown as unknown, not as "no"). */
export const PublicExchangeSchema = v.object({
  idExchangePk: v.number(),
  slug: v.string(),
  title: v.string(),
  type: optionalText,
  websiteUrl: v.optional(url),
  imageUrl: v.optional(url),
  imageSource: optionalText,
  supportsNeo: v.optional(v.boolean()),
  supportsGas: v.optional(v.boolean()),
  supportsNep17: v.optional(v.boolean()),
  note: optionalText,
  blockchainVersion: v.optional(ChainRefSchema),
  order: v.number(),
  source: v.string(),
});
export type PublicExchange = v.InferOutput<typeof PublicExchangeSchema>;

/** A token (priced-token record). Market fields stay absent until a price job measured them. */
export const PublicTokenSchema = v.object({
  idTokenPricedPk: v.number(),
  title: v.string(),
  symbol: v.string(),
  hash: v.string(),
  decimals: v.optional(v.number()),
  standard: optionalText,
  native: v.optional(v.boolean()),
  totalSupply: v.optional(v.number()),
  note: optionalText,
  imageUrl: v.optional(url),
  imageSource: optionalText,
  blockchainVersion: v.optional(ChainRefSchema),
  order: v.number(),
  source: v.string(),
});
export type PublicToken = v.InferOutput<typeof PublicTokenSchema>;

export const PublicNftCollectionSchema = v.object({
  idNftCollectionPk: v.number(),
  name: v.string(),
  symbol: optionalText,
  hash: v.string(),
  standard: optionalText,
  project: optionalText,
  imageUrl: v.optional(url),
  imageSource: optionalText,
  blockchainVersion: v.optional(ChainRefSchema),
  lowestPrice: v.optional(v.number()),
  averagePriceWeek: v.optional(v.number()),
  weekPriceChange: v.optional(v.number()),
  monthVolume: v.optional(v.number()),
  totalSupply: v.optional(v.number()),
  source: v.string(),
});
export type PublicNftCollection = v.InferOutput<typeof PublicNftCollectionSchema>;

export const PublicDeveloperAidSchema = v.object({
  idDeveloperAidPk: v.number(),
  title: v.string(),
  description: v.string(),
  callToActionText: v.string(),
  actionUrl: url,
  imageUrl: v.optional(url),
  source: v.string(),
});
export type PublicDeveloperAid = v.InferOutput<typeof PublicDeveloperAidSchema>;

/**
 * A banner of the home or wallet page (SPEC §3) that is active and whose window has not ended when the snapshot
 * was taken. Pages check the UTC window again at build time and in the browser, so a prebuilt page never shows a
 * banner outside it. `websiteSection`: 1 Home, 2 Wallet, 3 Home and Wallet; `action`: 1 do nothing, 2 open the
 * Gleeder modal, 3 open the external link `url`.
 */
export const PublicBannerSchema = v.object({
  idBannerPk: v.number(),
  title: v.string(),
  description: optionalText,
  imageUrl: url,
  action: v.picklist([1, 2, 3]),
  url: v.optional(url),
  order: v.number(),
  type: optionalText,
  tags: v.array(v.string()),
  visibleStartDatetime: v.string(),
  visibleEndDatetime: v.string(),
  websiteSection: v.picklist([1, 2, 3]),
});
export type PublicBanner = v.InferOutput<typeof PublicBannerSchema>;

/** A Discord server where GasBot runs (SPEC §3 Supported server); private servers are never in the snapshot. */
export const PublicSupportedServerSchema = v.object({
  idSupportedServerPk: v.number(),
  name: v.string(),
  order: v.number(),
  serverImageUrl: v.optional(url),
  discordLink: url,
});
export type PublicSupportedServer = v.InferOutput<typeof PublicSupportedServerSchema>;

/**
 * Global settings the public site reads (the rest of the settings record is admin-only): the swap switch and the
 * minimum 7-day invocations a dApp needs to appear among the home top dApps (absent in older snapshots).
 */
export const PublicSettingsSchema = v.object({ isSwapFeatureActive: v.boolean(), minDappTransactionCountForTrending: v.optional(v.number()) });
export type PublicSettings = v.InferOutput<typeof PublicSettingsSchema>;

/**
 * One entry of the public catalogue's changelog (issue 18), recorded when a record's version changes: a listing
 * added or removed, or fields that matter changed (website, contracts, categories, title, slug).
 */
export const CatalogueChangeSchema = v.object({
  /** Stable, sortable id: `<at>#<entity>#<recordId>#<random>`. */
  changeId: v.string(),
  /** When the version was written, UTC ISO-8601. */
  at: v.string(),
  entity: v.picklist(['dapp', 'contract']),
  recordId: v.number(),
  action: v.picklist(['added', 'changed', 'removed']),
  title: v.string(),
  /** The app/dApp the record belongs to (itself for a dApp). */
  dappId: v.optional(v.number()),
  dappSlug: v.optional(v.string()),
  isDapp: v.optional(v.boolean()),
  /** The fields that changed (for `changed`). */
  fields: v.optional(v.array(v.string()), []),
  /** A contract's script hash. */
  hash: v.optional(v.string()),
});
export type CatalogueChange = v.InferOutput<typeof CatalogueChangeSchema>;

export const CatalogueSnapshotSchema = v.object({
  /** When the API produced this snapshot, UTC ISO-8601. */
  takenAt: v.string(),
  dapps: v.array(PublicDappSchema),
  contracts: v.array(PublicContractSchema),
  categories: v.array(CategoryRefSchema),
  blockchainVersions: v.array(ChainRefSchema),
  wallets: v.array(PublicWalletSchema),
  explorers: v.array(PublicExplorerSchema),
  exchanges: v.array(PublicExchangeSchema),
  tokens: v.array(PublicTokenSchema),
  nftCollections: v.array(PublicNftCollectionSchema),
  developerAid: v.array(PublicDeveloperAidSchema),
  /** The boosted dApps of the home carousel (their idDappPk, in boost order; public dApps only). */
  boostedDapps: v.optional(v.array(v.number())),
  /** The global setting `boostedDappMaxsize`: how many boosted dApps the home page shows at most. */
  boostedDappMaxsize: v.optional(v.number()),
  /** Banners in their order (additive; older snapshots have none). */
  banners: v.optional(v.array(PublicBannerSchema), []),
  /** Public GasBot Discord servers in their order. */
  supportedServers: v.optional(v.array(PublicSupportedServerSchema), []),
  /** The public part of the global settings (SPEC §3): the swap switch (/get-gas), the trending minimum. */
  settings: v.optional(PublicSettingsSchema),
  /** The latest changes of the public catalogue, newest first (additive; older snapshots have none). */
  changes: v.optional(v.array(CatalogueChangeSchema), []),
});
export type CatalogueSnapshot = v.InferOutput<typeof CatalogueSnapshotSchema>;

