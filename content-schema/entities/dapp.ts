/** dApps and apps, their contracts, NEP-17 facts and social links (SPEC §3). */
import * as v from 'valibot';
import {
  flag,
  httpUrl,
  id,
  ids,
  isoDateTime,
  nonNegative,
  optionalText,
  optionalUrl,
  order,
  plainText,
  scriptHash,
  slug,
  source,
  text,
} from '../fields.ts';

/** Who wrote a record's pt-BR texts: this site (`site`, a translation of the en-US text) or the project's team. */
export const PT_BR_TRANSLATORS = ['site', 'team'] as const;

/** An app or dApp. Relations are kept as id lists on the dApp (dappCategory → Category, …). */
export const DappSchema = v.object({
  idDappPk: id(),
  title: text(120),
  slug: slug(),
  isDapp: flag(true),
  shortDescription: text(300, true),
  description: optionalText(10_000),
  /** The short description in pt-BR (the pt-BR pages show it; without it they show the en-US one, marked lang="en"). */
  shortDescriptionPtBr: optionalText(300),
  /** The description in pt-BR (as shortDescriptionPtBr). */
  descriptionPtBr: optionalText(10_000),
  /** Who wrote the pt-BR texts: `site` (this site's translation, said on the page) or `team` (the project's own). */
  ptBrTranslatedBy: v.optional(v.picklist(PT_BR_TRANSLATORS, 'validation.included')),
  websiteUrl: optionalUrl(),
  docsUrl: optionalUrl(),
  companyName: optionalText(120),
  /** The project's source repositories (http(s) URLs), shown on its page. */
  repositoryUrls: v.optional(v.pipe(v.array(httpUrl()), v.maxLength(20, 'validation.max')), []),
  imageUrl: optionalUrl(),
  /** Where the image comes from (`owner/repo:path@sha` or a page URL), shown beside it. */
  imageSource: source(),
  active: flag(true),
  private: flag(false),
  inActiveDevelopment: v.optional(v.boolean()),
  launchYear: v.optional(v.pipe(v.number(), v.integer(), v.minValue(2014), v.maxValue(2100))),
  dappCategory: ids(),
  dappBlockchainVersion: ids(),
  privateCategory: v.optional(id()),
  dappNntTag: ids(),
  dappToken: ids(),
  dappWallet: ids(),
  /** Category titles joined with ", ", kept in step with dappCategory for list search. */
  categoryNamesCache: optionalText(1000),
  attributes: v.optional(v.record(v.pipe(v.string(), plainText()), v.pipe(v.string(), plainText(true))), {}),
  websiteNote: optionalText(1000),
  source: source(),
});
export type Dapp = v.InferOutput<typeof DappSchema>;

/**
 * The one "is public" rule of a dApp: the public sees it (its page, the public lists, the snapshots, the changelog,
 * claims) when it is active and not private. A stored row without a flag has the schema's default (active, public).
 */
export const isPublicDapp = (dapp: { active?: unknown; private?: unknown }): boolean =>
  dapp.active !== false && dapp.private !== true;

/**
 * The networks of a chain a contract can live on: the public mainnet, the public testnet (N3: T5), or a private
 * network (e.g. the local privnet). An N3 node says which through `getversion` `protocol.network` (its magic,
 * functions/domain/indexer/network.ts). Native contracts (NEO, GAS, …) have the same hash on every network, so a
 * contract's network is the record's, never guessed from its hash.
 */
export const N3_NETWORKS = ['mainnet', 'testnet', 'private'] as const;
export type N3Network = (typeof N3_NETWORKS)[number];

/** The network a contract record names; records stored before the field existed are the catalogue's mainnet ones. */
export const contractNetwork = (c: { network?: N3Network | undefined }): N3Network => c.network ?? 'mainnet';

/**
 * A smart contract registered for a dApp. The activity fields (7-day invocations, change, 14-day graph, rank) are
 * written by the N3 indexer and the contract-activity job, never typed by hand, together with `activityNetwork`:
 * the network they were observed on. They count only when that is the contract's own `network`.
 */
export const ContractSchema = v.object({
  idContractPk: id(),
  idDappFk: id(),
  title: text(120),
  hash: scriptHash(),
  order: order(),
  imageUrl: optionalUrl(),
  blockchainVersion: v.optional(id()),
  /** The network the contract lives on (default mainnet: the catalogue's contracts are mainnet contracts). */
  network: v.optional(v.picklist(N3_NETWORKS, 'validation.included'), 'mainnet'),
  /** The network the activity fields below were observed on (written with them). */
  activityNetwork: v.optional(v.picklist(N3_NETWORKS, 'validation.included')),
  /** 1 = most invocations in 7 days among the contracts measured on their own network; ties share a rank. */
  rank: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  deploymentDate: v.optional(isoDateTime()),
  invocationsLast7Days: v.optional(nonNegative()),
  /** Percent change of the last 7 days' invocations against the 7 days before. */
  last7DaysPercent: v.optional(v.number()),
  /** Invocations per UTC day, oldest first, 14 points. */
  graph14Days: v.optional(v.array(nonNegative())),
  emailNotifications: flag(false),
  source: source(),
});
export type Contract = v.InferOutput<typeof ContractSchema>;

/**
 * The contract's activity fields: only a measurement writes them (the N3 indexer, the contract-activity job), so
 * the admin API ignores them (functions/domain/content/measured.ts). `deploymentDate` is not among them: it is a
 * cited fact an administrator may type for a contract no indexer here follows.
 */
export const CONTRACT_MEASURED_FIELDS = [
  'activityNetwork',
  'rank',
  'invocationsLast7Days',
  'last7DaysPercent',
  'graph14Days',
] as const satisfies readonly (keyof Contract)[];

/** NEP-17 facts of a contract (edited at /dashboard/contract/nep17/edit/:id, keyed by the contract's id). */
export const Nep17ContractSchema = v.object({
  idContractPk: id(),
  order: order(),
  symbol: text(20),
  /** Total supply in the token's smallest unit, as a decimal string (it may exceed 2^53). */
  lastTotalSupply: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'validation.digits'))),
  decimals: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(30)),
});
export type Nep17Contract = v.InferOutput<typeof Nep17ContractSchema>;

/** One social link of a dApp; its key is the pair (idDappFk, idSocialTypeFk). */
export const DappSocialSchema = v.object({
  idDappFk: id(),
  idSocialTypeFk: id(),
  url: v.pipe(v.string(), v.url('validation.url'), v.regex(/^https?:\/\//i, 'validation.url')),
});
export type DappSocial = v.InferOutput<typeof DappSocialSchema>;

/** A boosted dApp shown in the home carousel, in `order`; at most `boostedDappMaxsize` of them. */
export const BoostedDappSchema = v.object({ idDappFk: id(), order: order() });
export type BoostedDapp = v.InferOutput<typeof BoostedDappSchema>;
