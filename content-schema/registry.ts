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
import { NewsSchema, NftCollectionSchema, TokenPricedSchema } from './entities/market.ts';
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
  /** Edit routes whose requests carry X-Request-Date (SPEC §2). */
  noCache: boolean;
  /** Part of the public catalogue (readable without a session). */
  publicRead: boolean;
}

const ENTITY_NAMES = [
  'user',
  'global',
  'category',
  'token',
  'supportedToken',
  'supported-server',
  'boosted-dapp',
  'banner',
  'wallet',
  'explorer',
  'nnt-tag',
  'social-type',
  'dapp',
  'dapp-connection',
  'contract',
  'nep17',
  'blockchain-version',
  'private-category',
  'repository',
  'organization',
  'platform-type',
  'exchange',
  'dapp-social',
  'token-priced',
  'nftCollection',
  'developer-aid',
  'news',
] as const;
export type EntityName = (typeof ENTITY_NAMES)[number];

type Options = Partial<Omit<EntityDefinition, 'name' | 'object' | 'schema' | 'idFields'>> & {
  idFields?: readonly string[];
  schema?: v.GenericSchema;
};

function define(
  name: EntityName,
  object: AnyObjectSchema,
  titleField: string,
  options: Options = {},
): EntityDefinition {
  const idFields = options.idFields ?? [Object.keys(object.entries)[0]!];
  return {
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
    noCache: false,
    publicRead: true,
    ...options,
  };
}

const objectOf = (schema: v.GenericSchema): AnyObjectSchema =>
  ('pipe' in schema ? (schema as unknown as { pipe: [AnyObjectSchema] }).pipe[0] : schema) as AnyObjectSchema;

export const ENTITIES: Record<EntityName, EntityDefinition> = {
  user: define('user', UserRecordSchema, 'email', {
    listColumns: ['idUserPk', 'email', 'fullName'],
    searchFields: ['email', 'fullName'],
    publicRead: false,
  }),
  global: define('global', GlobalSettingsSchema, 'idGlobalPk', {
    autoId: false,
    listColumns: ['idGlobalPk', 'dappImageDimension', 'boostedDappMaxsize', 'isSwapFeatureActive'],
    publicRead: false,
  }),
  category: define('category', CategorySchema, 'title', { listColumns: ['idCategoryPk', 'title', 'active'] }),
  token: define('token', TokenSchema, 'title', {
    imageFields: ['imageUrl'],
    listColumns: ['idTokenPk', 'title', 'active'],
  }),
  supportedToken: define('supportedToken', SupportedTokenSchema, 'title', {
    imageFields: ['imageUrl'],
    listColumns: ['idSupportedTokenPk', 'title', 'order'],
  }),
  'supported-server': define('supported-server', SupportedServerSchema, 'name', {
    imageFields: ['serverImageUrl'],
    listColumns: ['idSupportedServerPk', 'name', 'order', 'private'],
  }),
  'boosted-dapp': define('boosted-dapp', BoostedDappSchema, 'idDappFk', {
    idFields: ['idDappFk'],
    autoId: false,
    relations: { idDappFk: { entity: 'dapp', many: false } },
    listColumns: ['idDappFk', 'order'],
  }),
  banner: define('banner', objectOf(BannerSchema), 'title', {
    schema: BannerSchema,
    imageFields: ['imageUrl'],
    noCache: true,
    longTextFields: ['description', 'descriptionPtBr'],
    listColumns: ['idBannerPk', 'title', 'websiteSection', 'visibleStartDatetime', 'visibleEndDatetime', 'active'],
  }),
  wallet: define('wallet', WalletSchema, 'title', {
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
    schema: withListingStatus(ExplorerSchema),
    imageFields: ['imageUrl'],
    longTextFields: ['description'],
    relations: { blockchainVersion: { entity: 'blockchain-version', many: false } },
    listColumns: ['idExplorerPk', 'title', 'websiteUrl', 'order', 'status'],
  }),
  'nnt-tag': define('nnt-tag', NntTagSchema, 'title'),
  'social-type': define('social-type', SocialTypeSchema, 'title', { imageFields: ['iconUrl'] }),
  dapp: define('dapp', DappSchema, 'title', {
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
  'dapp-connection': define('dapp-connection', DappConnectionSchema, 'title'),
  contract: define('contract', ContractSchema, 'title', {
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
  }),
  'blockchain-version': define('blockchain-version', BlockchainVersionSchema, 'title', {
    noCache: true,
    longTextFields: ['description'],
    listColumns: ['idBlockchainVersionPk', 'title', 'tagName', 'color', 'active'],
  }),
  'private-category': define('private-category', PrivateCategorySchema, 'title', { publicRead: false }),
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
    listColumns: ['idPlatformTypePk', 'title', 'isMobile', 'isDesktop', 'isWeb', 'isHardware'],
  }),
  exchange: define('exchange', ExchangeSchema, 'title', {
    schema: withListingStatus(ExchangeSchema),
    imageFields: ['imageUrl'],
    longTextFields: ['note'],
    relations: { blockchainVersion: { entity: 'blockchain-version', many: false } },
    listColumns: ['idExchangePk', 'title', 'type', 'supportsNeo', 'supportsGas', 'order', 'status'],
  }),
  'dapp-social': define('dapp-social', DappSocialSchema, 'url', {
    idFields: ['idDappFk', 'idSocialTypeFk'],
    autoId: false,
    relations: { idDappFk: { entity: 'dapp', many: false }, idSocialTypeFk: { entity: 'social-type', many: false } },
    listColumns: ['idDappFk', 'idSocialTypeFk', 'url'],
  }),
  'token-priced': define('token-priced', TokenPricedSchema, 'symbol', {
    imageFields: ['imageUrl'],
    longTextFields: ['note'],
    searchFields: ['symbol', 'title', 'hash'],
    relations: { network: { entity: 'blockchain-version', many: false } },
    listColumns: ['idTokenPricedPk', 'symbol', 'title', 'hash', 'isVisible'],
    toggleFields: ['isVisible'],
  }),
  nftCollection: define('nftCollection', NftCollectionSchema, 'name', {
    imageFields: ['imageUrl'],
    searchFields: ['name', 'symbol', 'hash'],
    relations: { blockchainVersion: { entity: 'blockchain-version', many: false } },
    listColumns: ['idNftCollectionPk', 'name', 'symbol', 'hash', 'visible'],
    toggleFields: ['visible'],
  }),
  'developer-aid': define('developer-aid', DeveloperAidSchema, 'title', {
    imageFields: ['imageUrl'],
    longTextFields: ['description', 'descriptionPtBr'],
    listColumns: ['idDeveloperAidPk', 'title', 'actionUrl'],
  }),
  news: define('news', NewsSchema, 'title', { listColumns: ['idNewsPk', 'title', 'publishedDate'] }),
};

export const ENTITY_LIST: readonly EntityDefinition[] = ENTITY_NAMES.map((n) => ENTITIES[n]);

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
