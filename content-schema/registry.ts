/**
 * The entity registry: one entry per stored entity, the single description that drives the API's CRUD routes,
 * the DynamoDB mapping and the dashboard's generic list and form screens.
 */
import * as v from 'valibot';
import { UserRecordSchema } from './entities/auth.ts';
import { GlobalSettingsSchema } from './entities/settings.ts';
import {
  BlockchainVersionSchema,
  CategorySchema,
  DappConnectionSchema,
  NntTagSchema,
  PlatformTypeSchema,
  PrivateCategorySchema,
  SocialTypeSchema,
  SupportedTokenSchema,
  TokenSchema,
} from './entities/taxonomy.ts';
import {
  BoostedDappSchema,
  ContractSchema,
  DappSchema,
  DappSocialSchema,
  Nep17ContractSchema,
} from './entities/dapp.ts';
import {
  ExchangeSchema,
  ExplorerSchema,
  SupportedServerSchema,
  WalletSchema,
  withListingStatus,
} from './entities/listings.ts';
import { BannerSchema, DeveloperAidSchema } from './entities/promo.ts';
import { NewsSchema, NftCollectionSchema, TokenPricedRecordSchema, TokenPricedSchema } from './entities/market.ts';
import { OrganizationSchema, RepositorySchema } from './entities/github.ts';

type AnyObjectSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

/** A relation held on a record: the field holds one id (`many: false`) or a list of ids of `entity`. */
export interface Relation {
  entity: EntityName;
  many: boolean;
}

export interface EntityDefinition {
  /** Path segment of the API and dashboard routes (`/client/<name>`, `/dashboard/<name>/list`). */
  name: EntityName;
  /** The object schema of a stored record (its entries drive the DynamoDB attributes and the form fields). */
  object: AnyObjectSchema;
  /** The full validation schema (the object plus cross-field checks). */
  schema: v.GenericSchema;
  /** Key fields; one numeric id from the entity's counter, or a composite of foreign keys. */
  idFields: readonly string[];
  /** Whether the single id is taken from the entity's atomic counter on create. */
  autoId: boolean;
  /** Field that names a record in relation pickers and confirm dialogs. */
  titleField: string;
  listColumns: readonly string[];
  searchFields: readonly string[];
  imageFields: readonly string[];
  relations: Readonly<Record<string, Relation>>;
  /** Fields rendered as multi-line text in forms. */
  longTextFields: readonly string[];
  /** Boolean fields switched on and off right in the list (e.g. a priced token's visibility). */
  toggleFields: readonly string[];
  exportable: boolean;
  /**
   * Natural keys: fields whose values are unique among the entity's records (compared trimmed and
   * case-insensitively; the database enforces them with guard items, functions/adapters/data/guards.ts):
   * - `user.email`: one administrator per address (sign-in and recovery find the account by it);
   * - `dapp.slug`, `private-category.slug`: they name pages and links; the category slug and the blockchain
   *   version's `tagName` are the lists' filter values in the URL (`?category=`, `?chain=`), platform and social
   *   type slugs the seed's keys;
   * - taxonomy titles (category, blockchain version, platform type, social type, NNT tag, dApp connection): the
   *   filters and pages show them as the one name of a thing, the seed resolves relations by them, and a dApp's
   *   `categoryNamesCache` is made of them;
   * - `contract.hash`, `nftCollection.hash`: a script hash (or a Neo X address) is one contract on its chain,
   *   whose figures (invocations, rank, NFT market data) the sync jobs key by it. A priced token's `hash` is left
   *   out: `native` is a legal value for more than one token (assets without a script hash).
   */
  uniqueFields: readonly string[];
  /**
   * Entities whose records are deleted together with a record of this one (those holding its id: SPEC, dapp-social
   * rows go with their dApp); functions/domain/content/crud.ts deletes them first.
   */
  cascade: readonly EntityName[];
  /** Whether the number of records is capped by a setting (the database keeps a count, guards.ts). */
  counted: boolean;
  /** Edit routes whose requests carry X-Request-Date (SPEC §2). */
  noCache: boolean;
  /** Part of the public catalogue (readable without a session). */
  publicRead: boolean;
  /**
   * How the back-office shows it: `crud` its generic list, new and edit screens; `screen` a screen of its own at
   * `/dashboard/<name>`; `none` no screen and no menu entry (written by a job).
   */
  backOffice: BackOffice;
  /**
   * Back-office paths besides `/dashboard/<name>/list|new|edit/<ids>` (SPEC §2 names them), under `/dashboard/`:
   * `list` its list screen, `edit` the prefix of its edit screen (then followed by its id fields).
   */
  dashboardPaths: { list?: string; edit?: string };
  /**
   * The key under which the public catalogue (functions/domain/catalogue/load.ts, the source of the catalogue
   * snapshot) carries its records; absent when the catalogue does not read it.
   */
  catalogue?: string;
}

/** See `EntityDefinition.backOffice`. */
export type BackOffice = 'crud' | 'screen' | 'none';

/**
 * Every entity, in the back-office menu's order (SPEC §2, what administrators see; the API, the README's list and
 * the e2e tests follow it too). The only place that spells the entity names: everything else reads this registry.
 */
const ENTITY_NAMES = [
  'user',
  'category',
  'token',
  'developer-aid',
  'global',
  'boosted-dapp',
  'banner',
  'wallet',
  'explorer',
  'dapp-social',
  'nnt-tag',
  'social-type',
  'dapp',
  'dapp-connection',
  'contract',
  'blockchain-version',
  'private-category',
  'repository',
  'organization',
  'platform-type',
  'exchange',
  'supportedToken',
  'supported-server',
  'nep17',
  'nftCollection',
  'token-priced',
  'news',
] as const;
export type EntityName = (typeof ENTITY_NAMES)[number];

type Options<B extends BackOffice, C extends string | undefined> = Partial<
  Omit<EntityDefinition, 'name' | 'object' | 'schema' | 'idFields' | 'backOffice' | 'catalogue'>
> & {
  idFields?: readonly string[];
  schema?: v.GenericSchema;
  backOffice?: B;
  catalogue?: C;
};

/**
 * An entity's definition. Its object schema, `backOffice` and `catalogue` keep their own types, so that record
 * types (`EntityRecord`), `CrudEntity` and the catalogue's shape are read off the registry.
 */
function define<
  O extends AnyObjectSchema,
  const B extends BackOffice = 'crud',
  const C extends string | undefined = undefined,
>(
  name: EntityName,
  object: O,
  titleField: string,
  options: Options<B, C> = {},
): Omit<EntityDefinition, 'object' | 'backOffice' | 'catalogue'> & {
  object: O;
  backOffice: NoInfer<B>;
  catalogue: NoInfer<C>;
} {
  const idFields = options.idFields ?? [Object.keys(object.entries)[0]!];
  return {
    backOffice: 'crud' as B,
    dashboardPaths: {},
    catalogue: undefined as C,
    name,
    object,
    schema: options.schema ?? object,
    idFields,
    autoId: idFields.length === 1 && idFields[0]!.endsWith('Pk'),
    titleField,
    listColumns: [...idFields, titleField],
    searchFields: [titleField],
    imageFields: [],
    relations: {},
    longTextFields: [],
    toggleFields: [],
    exportable: true,
    uniqueFields: [],
    cascade: [],
    counted: false,
    noCache: false,
    publicRead: true,
    ...options,
  };
}

/** The object schema of a piped one (`v.pipe(object, …checks)`), with its type. */
const objectOf = <S extends { pipe: readonly [AnyObjectSchema, ...unknown[]] }>(schema: S): S['pipe'][0] =>
  schema.pipe[0];

export const ENTITIES = {
  user: define('user', UserRecordSchema, 'email', {
    uniqueFields: ['email'],
    listColumns: ['idUserPk', 'email', 'fullName'],
    searchFields: ['email', 'fullName'],
    publicRead: false,
  }),
  global: define('global', GlobalSettingsSchema, 'idGlobalPk', {
    catalogue: 'settings',
    autoId: false,
    listColumns: ['idGlobalPk', 'dappImageDimension', 'boostedDappMaxsize', 'isSwapFeatureActive'],
    publicRead: false,
    backOffice: 'screen',
  }),
  category: define('category', CategorySchema, 'title', {
    uniqueFields: ['title', 'slug'],
    catalogue: 'categories',
    listColumns: ['idCategoryPk', 'title', 'active'],
  }),
  token: define('token', TokenSchema, 'title', {
    imageFields: ['imageUrl'],
    listColumns: ['idTokenPk', 'title', 'active'],
  }),
  supportedToken: define('supportedToken', SupportedTokenSchema, 'title', {
    imageFields: ['imageUrl'],
    listColumns: ['idSupportedTokenPk', 'title', 'order'],
  }),
  'supported-server': define('supported-server', SupportedServerSchema, 'name', {
    catalogue: 'servers',
    imageFields: ['serverImageUrl'],
    listColumns: ['idSupportedServerPk', 'name', 'order', 'private'],
  }),
  'boosted-dapp': define('boosted-dapp', BoostedDappSchema, 'idDappFk', {
    counted: true,
    catalogue: 'boosted',
    idFields: ['idDappFk'],
    autoId: false,
    relations: { idDappFk: { entity: 'dapp', many: false } },
    listColumns: ['idDappFk', 'order'],
  }),
  banner: define('banner', objectOf(BannerSchema), 'title', {
    catalogue: 'banners',
    schema: BannerSchema,
    imageFields: ['imageUrl'],
    noCache: true,
    longTextFields: ['description', 'descriptionPtBr'],
    listColumns: ['idBannerPk', 'title', 'websiteSection', 'visibleStartDatetime', 'visibleEndDatetime', 'active'],
  }),
  wallet: define('wallet', WalletSchema, 'title', {
    catalogue: 'wallets',
    schema: withListingStatus(WalletSchema),
    imageFields: ['logoUrl'],
    longTextFields: ['description'],
    searchFields: ['title', 'developer'],
    relations: {
      blockchainVersion: { entity: 'blockchain-version', many: true },
      platformType: { entity: 'platform-type', many: true },
      dappConnection: { entity: 'dapp-connection', many: true },
    },
    listColumns: ['idWalletPk', 'title', 'order', 'status', 'active'],
  }),
  explorer: define('explorer', ExplorerSchema, 'title', {
    catalogue: 'explorers',
    schema: withListingStatus(ExplorerSchema),
    imageFields: ['imageUrl'],
    longTextFields: ['description'],
    relations: { blockchainVersion: { entity: 'blockchain-version', many: false } },
    listColumns: ['idExplorerPk', 'title', 'websiteUrl', 'order', 'status'],
  }),
  'nnt-tag': define('nnt-tag', NntTagSchema, 'title', { uniqueFields: ['title'] }),
  'social-type': define('social-type', SocialTypeSchema, 'title', {
    uniqueFields: ['title', 'slug'],
    catalogue: 'socialTypes',
    imageFields: ['iconUrl'],
  }),
  dapp: define('dapp', DappSchema, 'title', {
    cascade: ['dapp-social', 'boosted-dapp', 'contract'],
    uniqueFields: ['slug'],
    catalogue: 'dapps',
    imageFields: ['imageUrl'],
    noCache: true,
    longTextFields: ['shortDescription', 'description', 'shortDescriptionPtBr', 'descriptionPtBr'],
    searchFields: ['title', 'slug', 'companyName', 'categoryNamesCache'],
    relations: {
      dappCategory: { entity: 'category', many: true },
      dappBlockchainVersion: { entity: 'blockchain-version', many: true },
      privateCategory: { entity: 'private-category', many: false },
      dappNntTag: { entity: 'nnt-tag', many: true },
      dappToken: { entity: 'token', many: true },
      dappWallet: { entity: 'wallet', many: true },
    },
    listColumns: ['idDappPk', 'title', 'slug', 'isDapp', 'categoryNamesCache', 'active'],
  }),
  'dapp-connection': define('dapp-connection', DappConnectionSchema, 'title', { uniqueFields: ['title'] }),
  contract: define('contract', ContractSchema, 'title', {
    cascade: ['nep17'],
    uniqueFields: ['hash'],
    catalogue: 'contracts',
    imageFields: ['imageUrl'],
    noCache: true,
    searchFields: ['title', 'hash'],
    relations: {
      idDappFk: { entity: 'dapp', many: false },
      blockchainVersion: { entity: 'blockchain-version', many: false },
    },
    listColumns: ['idContractPk', 'title', 'hash', 'idDappFk', 'network', 'invocationsLast7Days'],
  }),
  nep17: define('nep17', Nep17ContractSchema, 'symbol', {
    autoId: false,
    noCache: true,
    relations: { idContractPk: { entity: 'contract', many: false } },
    listColumns: ['idContractPk', 'symbol', 'decimals', 'order'],
    dashboardPaths: { edit: 'contract/nep17/edit' },
  }),
  'blockchain-version': define('blockchain-version', BlockchainVersionSchema, 'title', {
    uniqueFields: ['title', 'tagName'],
    catalogue: 'chains',
    noCache: true,
    longTextFields: ['description'],
    listColumns: ['idBlockchainVersionPk', 'title', 'tagName', 'color', 'active'],
  }),
  'private-category': define('private-category', PrivateCategorySchema, 'title', {
    uniqueFields: ['slug'],
    publicRead: false,
  }),
  repository: define('repository', RepositorySchema, 'title', {
    noCache: true,
    longTextFields: ['description'],
    searchFields: ['title', 'description'],
    relations: { organization: { entity: 'organization', many: false } },
    listColumns: ['idRepositoryPk', 'title', 'organization', 'repositoryUrl'],
  }),
  organization: define('organization', OrganizationSchema, 'title', {
    imageFields: ['logoUrl'],
    noCache: true,
    longTextFields: ['description'],
    searchFields: ['title', 'githubLogin'],
    listColumns: ['idOrganizationPk', 'title', 'githubLogin', 'location'],
  }),
  'platform-type': define('platform-type', PlatformTypeSchema, 'title', {
    uniqueFields: ['title', 'slug'],
    catalogue: 'platforms',
    listColumns: ['idPlatformTypePk', 'title', 'isMobile', 'isDesktop', 'isWeb', 'isHardware'],
  }),
  exchange: define('exchange', ExchangeSchema, 'title', {
    catalogue: 'exchanges',
    schema: withListingStatus(ExchangeSchema),
    imageFields: ['imageUrl'],
    longTextFields: ['note'],
    relations: { blockchainVersion: { entity: 'blockchain-version', many: false } },
    listColumns: ['idExchangePk', 'title', 'type', 'supportsNeo', 'supportsGas', 'order', 'status'],
  }),
  'dapp-social': define('dapp-social', DappSocialSchema, 'url', {
    catalogue: 'socials',
    idFields: ['idDappFk', 'idSocialTypeFk'],
    autoId: false,
    relations: { idDappFk: { entity: 'dapp', many: false }, idSocialTypeFk: { entity: 'social-type', many: false } },
    listColumns: ['idDappFk', 'idSocialTypeFk', 'url'],
  }),
  'token-priced': define('token-priced', TokenPricedSchema, 'symbol', {
    catalogue: 'tokens',
    schema: TokenPricedRecordSchema,
    imageFields: ['imageUrl'],
    longTextFields: ['note'],
    searchFields: ['symbol', 'title', 'hash'],
    relations: {
      network: { entity: 'blockchain-version', many: false },
      replacedBy: { entity: 'token-priced', many: false },
    },
    listColumns: ['idTokenPricedPk', 'symbol', 'title', 'hash', 'isVisible'],
    toggleFields: ['isVisible'],
  }),
  nftCollection: define('nftCollection', NftCollectionSchema, 'name', {
    uniqueFields: ['hash'],
    catalogue: 'nfts',
    imageFields: ['imageUrl'],
    searchFields: ['name', 'symbol', 'hash'],
    relations: { blockchainVersion: { entity: 'blockchain-version', many: false } },
    listColumns: ['idNftCollectionPk', 'name', 'symbol', 'hash', 'visible'],
    toggleFields: ['visible'],
  }),
  'developer-aid': define('developer-aid', DeveloperAidSchema, 'title', {
    catalogue: 'aid',
    imageFields: ['imageUrl'],
    longTextFields: ['description', 'descriptionPtBr'],
    listColumns: ['idDeveloperAidPk', 'title', 'actionUrl'],
    dashboardPaths: { list: 'developer-aid' },
  }),
  news: define('news', NewsSchema, 'title', {
    listColumns: ['idNewsPk', 'title', 'publishedDate'],
    backOffice: 'none',
  }),
} satisfies Record<EntityName, EntityDefinition>;

/** The record type of entity `K`, inferred from its object schema. */
export type EntityRecord<K extends EntityName> = v.InferOutput<(typeof ENTITIES)[K]['object']>;

/** The entities with the back-office's generic list, new and edit screens (`backOffice: 'crud'`). */
export type CrudEntity = {
  [K in EntityName]: (typeof ENTITIES)[K]['backOffice'] extends 'crud' ? K : never;
}[EntityName];

/** Every entity's definition, in the registry's (the back-office menu's) order. */
export const ENTITY_LIST: readonly EntityDefinition[] = ENTITY_NAMES.map((n) => ENTITIES[n]);

/**
 * Every entity after the entities its relations point at, otherwise in registry order: the order in which the
 * seed loads the catalogue (a record's relations then resolve to stored ids). A relation to itself (a token
 * replaced by another) does not order anything.
 */
export const LOAD_ORDER: readonly EntityName[] = (() => {
  const order: EntityName[] = [];
  const visit = (name: EntityName, path: readonly EntityName[]) => {
    if (order.includes(name) || path.includes(name)) return;
    for (const relation of Object.values(ENTITIES[name].relations)) visit(relation.entity, [...path, name]);
    order.push(name);
  };
  for (const name of ENTITY_NAMES) visit(name, []);
  return order;
})();

/**
 * The entities whose records the public changelog follows (issue 18): a dApp or app listed, removed or changed,
 * a contract attached, moved or removed (functions/adapters/data/changelog.ts says which fields count).
 */
export const CHANGELOG_ENTITIES = ['dapp', 'contract'] as const satisfies readonly EntityName[];
/** See CHANGELOG_ENTITIES. */
export type ChangelogEntity = (typeof CHANGELOG_ENTITIES)[number];

/** The entities with a back-office screen of their own at `/dashboard/<name>` (`backOffice: 'screen'`). */
export type ScreenEntity = {
  [K in EntityName]: (typeof ENTITIES)[K]['backOffice'] extends 'screen' ? K : never;
}[EntityName];

/** The entities with a back-office screen of their own, in menu order. */
export const SCREEN_ENTITIES = ENTITY_NAMES.filter((n): n is ScreenEntity => ENTITIES[n].backOffice === 'screen');

/** The entities with generic back-office screens (list, new, edit), in menu order. */
export const CRUD_ENTITIES = ENTITY_NAMES.filter((n): n is CrudEntity => ENTITIES[n].backOffice === 'crud');

/** The registry entry of `name`; throws for an unknown entity. */
export function entity(name: string): EntityDefinition {
  const found = ENTITIES[name as EntityName];
  if (!found) throw new Error(`Unknown entity "${name}"`);
  return found;
}

/** Input schema of an entity: the stored schema with its auto id optional (absent on create). */
export function inputSchema(def: EntityDefinition): v.GenericSchema {
  if (!def.autoId) return def.schema;
  const [idField] = def.idFields;
  const object = v.object({ ...def.object.entries, [idField!]: v.optional(def.object.entries[idField!]!) });
  return def.schema === def.object
    ? object
    : v.pipe(object, ...((def.schema as unknown as { pipe: unknown[] }).pipe.slice(1) as []));
}
