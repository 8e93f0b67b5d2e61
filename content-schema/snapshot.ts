/**
 * The public catalogue snapshot: what the API's `GET /client/snapshot/catalogue` answers and what the Astro
 * build reads (through its content loader). Relations are resolved (a dApp carries its categories, chains,
 * contracts and socials), and only public records are in it (active, not private). Every list is in the catalogue's
 * one order (order.ts), sorted once by the API; the build validates the snapshot once when it reads it
 * (site/src/lib/snapshot-file.ts) and keeps that order.
 *
 * Timestamps are UTC ISO-8601 strings. Ids are the numeric primary keys of SPEC §3.
 */
import * as v from 'valibot';
import { CHANGELOG_ENTITIES } from './registry.ts';
import { ContractSchema, DappSchema, DappSocialSchema, N3_NETWORKS } from './entities/dapp.ts';
import { PublicClaimSchema } from './entities/claim.ts';
import { ExchangeSchema, ExplorerSchema, SupportedServerSchema, WalletSchema } from './entities/listings.ts';
import { NftCollectionSchema, TokenPricedSchema } from './entities/market.ts';
import { BannerFieldsSchema, DeveloperAidSchema } from './entities/promo.ts';
import { GlobalSettingsSchema } from './entities/settings.ts';
import { BlockchainVersionSchema, CategorySchema, PlatformTypeSchema, SocialTypeSchema } from './entities/taxonomy.ts';

/*
 * Every public shape is derived from its entity schema (entities/): the fields are picked, never re-declared, so a
 * pick-list stays a pick-list and a link stays an http(s) URL (fields.ts httpUrl; safe-links.ts drops a refused
 * one). What the snapshot adds are the resolved relations (a chain chip instead of an id, categories, contracts,
 * socials…) and a slug that the entity may leave out but the snapshot always fills in.
 */

/** A blockchain version as pages show it (a chip with its colour). */
export const ChainRefSchema = v.pick(BlockchainVersionSchema, ['idBlockchainVersionPk', 'title', 'tagName', 'color']);
export type ChainRef = v.InferOutput<typeof ChainRefSchema>;
/** A record's own chain, resolved (absent when it names none or an inactive one). */
const chainRef = v.optional(ChainRefSchema);

export const CategoryRefSchema = v.object({
  ...v.pick(CategorySchema, ['idCategoryPk', 'title']).entries,
  slug: v.nonOptional(CategorySchema.entries.slug),
});
export type CategoryRef = v.InferOutput<typeof CategoryRefSchema>;

/** A smart contract of a dApp. `hash` is the script hash (N3/Legacy: 0x + 40 hex) or the Neo X address. */
export const PublicContractSchema = v.object({
  /**
   * `invocationsLast7Days` and `rank` are measured by the N3 indexer or the contract-activity job on the contract's
   * own `network`; absent when nobody measured them there (a figure observed on another network is never shown).
   */
  ...v.pick(ContractSchema, [
    'idContractPk',
    'idDappFk',
    'title',
    'hash',
    'network',
    'invocationsLast7Days',
    'rank',
    'source',
  ]).entries,
  dappTitle: DappSchema.entries.title,
  dappSlug: DappSchema.entries.slug,
  isDapp: DappSchema.entries.isDapp,
  blockchainVersion: chainRef,
});
export type PublicContract = v.InferOutput<typeof PublicContractSchema>;

/** A social link of a dApp with its type's title, slug and icon. */
export const PublicSocialSchema = v.object({
  ...v.pick(DappSocialSchema, ['idSocialTypeFk', 'url']).entries,
  type: SocialTypeSchema.entries.title,
  typeSlug: v.nonOptional(SocialTypeSchema.entries.slug),
  iconUrl: SocialTypeSchema.entries.iconUrl,
});
export type PublicSocial = v.InferOutput<typeof PublicSocialSchema>;

/** An app or dApp with its relations resolved. */
export const PublicDappSchema = v.object({
  ...v.pick(DappSchema, [
    'idDappPk',
    'slug',
    'isDapp',
    'title',
    'shortDescription',
    'description',
    'shortDescriptionPtBr',
    'descriptionPtBr',
    'ptBrTranslatedBy',
    'websiteUrl',
    'docsUrl',
    'companyName',
    'imageUrl',
    'imageSource',
    'inActiveDevelopment',
    'source',
  ]).entries,
  /** The project's source repositories (absent in snapshots taken before the field existed). */
  repositoryUrls: v.optional(DappSchema.entries.repositoryUrls.wrapped),
  categories: v.array(CategoryRefSchema),
  blockchainVersions: v.array(ChainRefSchema),
  contracts: v.array(PublicContractSchema),
  socials: v.array(PublicSocialSchema),
  /** The wallets that list this dApp as compatible (the dappWallet relation). */
  wallets: v.array(v.pick(WalletSchema, ['idWalletPk', 'title', 'slug'])),
  /** Sum of the contracts' invocationsLast7Days when at least one was measured. */
  invocationsLast7Days: ContractSchema.entries.invocationsLast7Days,
  /** The team's proven claim ("Verified team": the deploying account, its chain, the date), when one was made. */
  claim: v.optional(PublicClaimSchema),
  /** When the record was created (the store's bookkeeping, not an entity field), UTC ISO-8601. */
  createdAt: v.string(),
});
export type PublicDapp = v.InferOutput<typeof PublicDappSchema>;

/*
 * Wallets, explorers and exchanges carry their `status` (a discontinued one with since when and the source saying so)
 * and the curators' `curatorNote`: both are open data; the pages show the status and never the note.
 */
/** The fields every listing (wallet, explorer, exchange) publishes besides its own: its order, status and sources. */
const LISTING_STATUS_FIELDS = [
  'order',
  'status',
  'discontinuedSince',
  'statusSource',
  'curatorNote',
  'source',
] as const;

export const PublicWalletSchema = v.object({
  ...v.pick(WalletSchema, [
    'idWalletPk',
    'slug',
    'title',
    'description',
    'websiteUrl',
    'logoUrl',
    'imageSource',
    'githubUrl',
    'developer',
    'openSource',
    'browserExtension',
    'inActiveDevelopment',
    ...LISTING_STATUS_FIELDS,
  ]).entries,
  /** Whether any of the wallet's platform types is mobile, desktop, web or hardware. */
  platforms: v.pick(PlatformTypeSchema, ['isMobile', 'isDesktop', 'isWeb', 'isHardware']),
  platformTitles: v.array(PlatformTypeSchema.entries.title),
  blockchainVersions: v.array(ChainRefSchema),
});
export type PublicWallet = v.InferOutput<typeof PublicWalletSchema>;

export const PublicExplorerSchema = v.object({
  ...v.pick(ExplorerSchema, [
    'idExplorerPk',
    'title',
    'description',
    'websiteUrl',
    'imageUrl',
    'imageSource',
    'network',
    'developer',
    'inActiveDevelopment',
    ...LISTING_STATUS_FIELDS,
    'addressUrlTemplate',
    'transactionUrlTemplate',
    'contractUrlTemplate',
    'blockUrlTemplate',
    'urlTemplatesSource',
  ]).entries,
  slug: v.nonOptional(ExplorerSchema.entries.slug),
  blockchainVersion: chainRef,
});
export type PublicExplorer = v.InferOutput<typeof PublicExplorerSchema>;

/** supportsNeo/Gas/Nep17 are absent where no source says so (shown as unknown, not as "no"). */
export const PublicExchangeSchema = v.object({
  ...v.pick(ExchangeSchema, [
    'idExchangePk',
    'title',
    'type',
    'websiteUrl',
    'imageUrl',
    'imageSource',
    'supportsNeo',
    'supportsGas',
    'supportsNep17',
    'note',
    ...LISTING_STATUS_FIELDS,
  ]).entries,
  slug: v.nonOptional(ExchangeSchema.entries.slug),
  blockchainVersion: chainRef,
});
export type PublicExchange = v.InferOutput<typeof PublicExchangeSchema>;

/** A token (priced-token record). Market fields stay absent until a price job measured them. */
export const PublicTokenSchema = v.object({
  ...v.pick(TokenPricedSchema, [
    'idTokenPricedPk',
    'title',
    'symbol',
    'hash',
    'decimals',
    'native',
    'totalSupply',
    'note',
    'imageUrl',
    'imageSource',
    'order',
    'source',
  ]).entries,
  /** The token standard (the entity's `type`), e.g. NEP-17. */
  standard: TokenPricedSchema.entries.type,
  /** The chain the token lives on (the entity's `network`), resolved. */
  blockchainVersion: chainRef,
  /** Present (true) only on a deprecated token. */
  isDeprecated: v.optional(v.literal(true)),
  /** The public token that replaced this deprecated one (its idTokenPricedPk) and where that is stated; absent when none is recorded. */
  replacedBy: TokenPricedSchema.entries.replacedBy,
  replacedBySource: TokenPricedSchema.entries.replacedBySource,
});
export type PublicToken = v.InferOutput<typeof PublicTokenSchema>;

export const PublicNftCollectionSchema = v.object({
  ...v.pick(NftCollectionSchema, [
    'idNftCollectionPk',
    'name',
    'symbol',
    'hash',
    'standard',
    'project',
    'imageUrl',
    'imageSource',
    'lowestPrice',
    'averagePriceWeek',
    'weekPriceChange',
    'monthVolume',
    'totalSupply',
    'source',
  ]).entries,
  blockchainVersion: chainRef,
  /**
   * The N3 network the collection's contract lives on (the record's, else mainnet): the network of its indexed
   * figures. A snapshot written before records carried it reads as mainnet.
   */
  network: v.optional(v.picklist(N3_NETWORKS), 'mainnet'),
});
export type PublicNftCollection = v.InferOutput<typeof PublicNftCollectionSchema>;

export const PublicDeveloperAidSchema = v.pick(DeveloperAidSchema, [
  'idDeveloperAidPk',
  'title',
  'description',
  'descriptionPtBr',
  'ptBrTranslatedBy',
  'callToActionText',
  'callToActionTextPtBr',
  'actionUrl',
  'imageUrl',
  'source',
]);
export type PublicDeveloperAid = v.InferOutput<typeof PublicDeveloperAidSchema>;

/**
 * A banner of the home or wallet page (SPEC §3) that is active and whose window has not ended when the snapshot
 * was taken. Pages check the UTC window again at build time and in the browser, so a prebuilt page never shows a
 * banner outside it. `websiteSection`: 1 Home, 2 Wallet, 3 Home and Wallet; `action`: 1 do nothing, 2 open the
 * Gleeder modal, 3 open the external link `url`.
 */
export const PublicBannerSchema = v.pick(BannerFieldsSchema, [
  'idBannerPk',
  'title',
  'description',
  'descriptionPtBr',
  'imageUrl',
  'action',
  'url',
  'order',
  'type',
  'tags',
  'visibleStartDatetime',
  'visibleEndDatetime',
  'websiteSection',
]);
export type PublicBanner = v.InferOutput<typeof PublicBannerSchema>;

/** A Discord server where GasBot runs (SPEC §3 Supported server); private servers are never in the snapshot. */
export const PublicSupportedServerSchema = v.pick(SupportedServerSchema, [
  'idSupportedServerPk',
  'name',
  'order',
  'serverImageUrl',
  'discordLink',
]);
export type PublicSupportedServer = v.InferOutput<typeof PublicSupportedServerSchema>;

/**
 * Global settings the public site reads (the rest of the settings record is admin-only): the swap switch and the
 * minimum 7-day invocations a dApp needs to appear among the home top dApps (absent in older snapshots).
 */
export const PublicSettingsSchema = v.object({
  ...v.pick(GlobalSettingsSchema, ['isSwapFeatureActive']).entries,
  // Without the entity's default: an older snapshot that lacks it reads as "no minimum", not as the default.
  minDappTransactionCountForTrending: v.optional(
    v.unwrap(GlobalSettingsSchema.entries.minDappTransactionCountForTrending),
  ),
});
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
  entity: v.picklist(CHANGELOG_ENTITIES),
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
