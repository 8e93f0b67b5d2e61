/** Wallets, explorers, exchanges and GasBot's supported Discord servers (SPEC §3). */
import * as v from 'valibot';
import { flag, id, ids, optionalText, optionalUrl, order, slug, source, text, httpUrl } from '../fields.ts';

export const WalletSchema = v.object({
  idWalletPk: id(),
  title: text(120),
  slug: slug(),
  description: text(2000),
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
  source: source(),
});
export type Wallet = v.InferOutput<typeof WalletSchema>;

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
  note: optionalText(2000),
  blockchainVersion: v.optional(id()),
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
