/** Wallets, explorers, exchanges and GasBot's supported Discord servers (SPEC §3). */
import * as v from 'valibot';
import { flag, id, ids, optionalText, optionalUrl, order, slug, source, text, httpUrl } from '../fields.ts';

/** Whether a wallet, explorer or exchange still runs: `active`, or `discontinued` (issue 32). */
export const LISTING_STATUSES = ['active', 'discontinued'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** A calendar date (UTC) as precise as its source states it: `2023`, `2023-12` or `2023-12-04`. */
export const partialDate = () =>
  v.pipe(v.string(), v.trim(), v.regex(/^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/, 'validation.regex'));

/**
 * The status fields every listing carries: `status` (default `active`); for a discontinued service, since when
 * (`discontinuedSince`, only as precise as the source, absent when it names no date) and the public announcement or
 * report that says so (`statusSource`, an http(s) URL, required). `curatorNote` is the curators' working note: kept in
 * the back-office and the open data, never shown on a public card.
 */
const statusEntries = {
  status: v.optional(v.picklist(LISTING_STATUSES, 'validation.included'), 'active'),
  discontinuedSince: v.optional(partialDate()),
  statusSource: optionalUrl(),
  curatorNote: optionalText(2000),
};

interface StatusFields {
  [field: string]: unknown;
  status: ListingStatus;
  discontinuedSince?: string | undefined;
  statusSource?: string | undefined;
}

/** The status rules, on any record that has the status fields. */
const statusRules = [
  v.forward(
    v.check((r: StatusFields) => r.status !== 'discontinued' || !!r.statusSource, 'validation.required_if'),
    ['statusSource'],
  ),
  v.forward(
    v.check((r: StatusFields) => r.status === 'discontinued' || !r.discontinuedSince, 'validation.excluded'),
    ['discontinuedSince'],
  ),
];

/**
 * `schema` (a record with the status fields) with the status rules: a discontinued record names its source
 * (`validation.required_if` on `statusSource`); an active one has no discontinuation date (`validation.excluded` on
 * `discontinuedSince`).
 */
export function withListingStatus<T extends v.GenericSchema<unknown, StatusFields>>(schema: T) {
  type Item = v.PipeItem<v.InferOutput<T>, v.InferOutput<T>, v.BaseIssue<unknown>>;
  return v.pipe(schema, ...(statusRules as unknown as Item[]));
}

export const WalletSchema = v.object({
  idWalletPk: id(),
  title: text(120),
  slug: slug(),
  description: text(2000, true),
  active: flag(true),
  logoUrl: optionalUrl(),
  /** Where the image comes from (`owner/repo:path@sha` or a page URL), shown beside it. */
  imageSource: source(),
  websiteUrl: optionalUrl(),
  githubUrl: optionalUrl(),
  order: order(),
  developer: optionalText(200),
  openSource: v.optional(v.boolean()),
  browserExtension: v.optional(v.boolean()),
  inActiveDevelopment: v.optional(v.boolean()),
  downloadUrls: v.optional(v.array(httpUrl())),
  /** Whether the wallet connects to dApps (the dappWallet flag of SPEC §3). */
  dappWallet: v.optional(v.boolean()),
  blockchainVersion: ids(),
  platformType: ids(),
  dappConnection: ids(),
  ...statusEntries,
  source: source(),
});
export type Wallet = v.InferOutput<typeof WalletSchema>;

/**
 * A "View on …" URL template of an explorer: an http(s) URL with `placeholder` where the value goes, e.g.
 * `https://dora.coz.io/contract/neo3/mainnet/{hash}`.
 */
const urlTemplate = (placeholder: '{address}' | '{hash}' | '{block}') =>
  v.optional(v.pipe(httpUrl(), v.includes(placeholder, 'validation.urlTemplate')));

/** The kinds of on-chain things an explorer shows, each with its URL template field and placeholder. */
export const EXPLORER_LINK_KINDS = {
  address: { field: 'addressUrlTemplate', placeholder: '{address}' },
  transaction: { field: 'transactionUrlTemplate', placeholder: '{hash}' },
  contract: { field: 'contractUrlTemplate', placeholder: '{hash}' },
  block: { field: 'blockUrlTemplate', placeholder: '{block}' },
} as const;
export type ExplorerLinkKind = keyof typeof EXPLORER_LINK_KINDS;

/**
 * An explorer of one chain (`blockchainVersion`) and network (`network`). The URL templates say where it shows an
 * address, a transaction, a contract (script hash) or a block of that chain and network, from the explorer's own
 * public URL patterns (`urlTemplatesSource`); administrators edit them in the back-office.
 */
export const ExplorerSchema = v.object({
  idExplorerPk: id(),
  title: text(120),
  slug: v.optional(slug()),
  description: optionalText(2000),
  websiteUrl: httpUrl(),
  altUrl: optionalUrl(),
  testnetUrl: optionalUrl(),
  imageUrl: optionalUrl(),
  /** Where the image comes from (`owner/repo:path@sha` or a page URL), shown beside it. */
  imageSource: source(),
  order: order(),
  network: optionalText(40),
  developer: optionalText(200),
  apiAvailable: v.optional(v.boolean()),
  inActiveDevelopment: v.optional(v.boolean()),
  blockchainVersion: v.optional(id()),
  addressUrlTemplate: urlTemplate('{address}'),
  transactionUrlTemplate: urlTemplate('{hash}'),
  contractUrlTemplate: urlTemplate('{hash}'),
  blockUrlTemplate: urlTemplate('{block}'),
  /** Where the URL templates come from (`owner/repo:path@sha` or a page URL). */
  urlTemplatesSource: source(),
  ...statusEntries,
  source: source(),
});
export type Explorer = v.InferOutput<typeof ExplorerSchema>;

/** supportsNeo/Gas/Nep17 are left out (not false) where no source says so. */
export const ExchangeSchema = v.object({
  idExchangePk: id(),
  title: text(120),
  slug: v.optional(slug()),
  type: v.optional(v.picklist(['CEX', 'DEX'])),
  websiteUrl: optionalUrl(),
  imageUrl: optionalUrl(),
  /** Where the image comes from (`owner/repo:path@sha` or a page URL), shown beside it. */
  imageSource: source(),
  order: order(),
  supportsNeo: v.optional(v.boolean()),
  supportsGas: v.optional(v.boolean()),
  supportsNep17: v.optional(v.boolean()),
  /** What a visitor should know about the venue (shown on /exchanges); working notes go to `curatorNote`. */
  note: optionalText(2000),
  blockchainVersion: v.optional(id()),
  ...statusEntries,
  source: source(),
});
export type Exchange = v.InferOutput<typeof ExchangeSchema>;

export const SupportedServerSchema = v.object({
  idSupportedServerPk: id(),
  name: text(120),
  order: order(),
  serverImageUrl: optionalUrl(),
  discordLink: v.pipe(httpUrl(), v.regex(/^https:\/\/(discord\.gg|discord\.com)\//i, 'validation.url')),
  private: flag(false),
  source: source(),
});
export type SupportedServer = v.InferOutput<typeof SupportedServerSchema>;
