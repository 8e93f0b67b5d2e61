/**
 * One function per public snapshot record (content-schema/snapshot.ts): each takes the stored records and the
 * resolved lookups and answers the public records of its list, filtered and in the catalogue's one order
 * (content-schema/order.ts). Pure; functions/domain/catalogue/snapshot.ts puts them together.
 */
import * as v from 'valibot';
import { httpUrl } from '../../../content-schema/fields.ts';
import { contractNetwork, isPublicDapp } from '../../../content-schema/entities/dapp.ts';
import { byOrderThenTitle, byTitle, compareByActivity, compareListings } from '../../../content-schema/order.ts';
import type {
  CategoryRef,
  ChainRef,
  PublicBanner,
  PublicContract,
  PublicDapp,
  PublicDeveloperAid,
  PublicExchange,
  PublicExplorer,
  PublicNftCollection,
  PublicSocial,
  PublicSupportedServer,
  PublicToken,
  PublicWallet,
} from '../../../content-schema/snapshot.ts';
import type { LoadedCatalogue } from './load.ts';

type Rows<K extends keyof LoadedCatalogue> = NonNullable<LoadedCatalogue[K]>;
type Row<K extends keyof LoadedCatalogue> = Rows<K> extends (infer T)[] ? T : never;

const isHttp = (url: string | undefined): url is string => v.is(httpUrl(), url);
/** Only absolute http(s) links are published: another one (a table restored by hand) is left out. */
const link = (url: string | undefined): string | undefined => (isHttp(url) ? url : undefined);

/** A category's slug when it has none: its title in lowercase words joined by `-` (its id if nothing is left). */
const slugOf = (title: string, id: number) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || String(id);

/** The active chains and categories, the active social types, platforms and wallets, and the public dApps by id. */
export interface Lookups {
  chains: Map<number, ChainRef>;
  categories: Map<number, CategoryRef>;
  socialTypes: Map<number, Row<'socialTypes'>>;
  platforms: Map<number, Row<'platforms'>>;
  wallets: Map<number, Row<'wallets'>>;
  dapps: Map<number, Row<'dapps'>>;
}

/** Index what the records refer to; only active chains, categories, social types and wallets are resolved. */
export function lookups(
  c: Pick<LoadedCatalogue, 'chains' | 'categories' | 'socialTypes' | 'platforms' | 'wallets' | 'dapps'>,
): Lookups {
  return {
    chains: new Map(
      c.chains
        .filter((b) => b.active)
        .map((b) => [
          b.idBlockchainVersionPk,
          { idBlockchainVersionPk: b.idBlockchainVersionPk, title: b.title, tagName: b.tagName, color: b.color },
        ]),
    ),
    categories: new Map(
      c.categories
        .filter((x) => x.active)
        .map((x) => [
          x.idCategoryPk,
          { idCategoryPk: x.idCategoryPk, title: x.title, slug: x.slug ?? slugOf(x.title, x.idCategoryPk) },
        ]),
    ),
    socialTypes: new Map(c.socialTypes.filter((s) => s.active).map((s) => [s.idSocialTypePk, s])),
    platforms: new Map(c.platforms.map((p) => [p.idPlatformTypePk, p])),
    wallets: new Map(c.wallets.filter((w) => w.active).map((w) => [w.idWalletPk, w])),
    dapps: new Map(c.dapps.filter(isPublicDapp).map((d) => [d.idDappPk, d])),
  };
}

const chainOf = (l: Lookups, id?: number) => (id === undefined ? undefined : l.chains.get(id));
const chainsOf = (l: Lookups, ids: number[] = []) =>
  ids.map((id) => l.chains.get(id)).filter((x): x is ChainRef => !!x);

/** Chains by id (Legacy, N3, X in the seed data). */
export const publicChains = (l: Lookups): ChainRef[] =>
  [...l.chains.values()].sort((a, b) => a.idBlockchainVersionPk - b.idBlockchainVersionPk);

/** Categories by title. */
export const publicCategories = (l: Lookups): CategoryRef[] =>
  [...l.categories.values()].sort((a, b) => byTitle(a.title, b.title));

/**
 * The contracts of public dApps in each dApp's curated order (`order`, then title); see `contractList` for the flat
 * list. A contract's activity figures are kept only when they were observed on its own network (`activityNetwork`).
 */
export function publicContracts(rows: Rows<'contracts'>, l: Lookups): PublicContract[] {
  return rows
    .filter((k) => l.dapps.has(k.idDappFk))
    .sort(byOrderThenTitle)
    .map((k) => {
      const d = l.dapps.get(k.idDappFk)!;
      const network = contractNetwork(k);
      const measured = k.invocationsLast7Days !== undefined && k.activityNetwork === network;
      return {
        idContractPk: k.idContractPk,
        idDappFk: k.idDappFk,
        dappTitle: d.title,
        dappSlug: d.slug,
        isDapp: d.isDapp,
        title: k.title,
        hash: k.hash,
        blockchainVersion: chainOf(l, k.blockchainVersion),
        network,
        invocationsLast7Days: measured ? k.invocationsLast7Days : undefined,
        rank: measured ? k.rank : undefined,
        source: k.source,
      };
    });
}

/** The snapshot's flat contract list: grouped by dApp title, then contract title, then id. */
export const contractList = (contracts: PublicContract[]): PublicContract[] =>
  [...contracts].sort(
    (a, b) => byTitle(a.dappTitle, b.dappTitle) || byTitle(a.title, b.title) || a.idContractPk - b.idContractPk,
  );

/** A dApp's social links whose type is active (a non-http(s) link is left out). */
function socialsOf(d: Row<'dapps'>, rows: Rows<'socials'>, l: Lookups): PublicSocial[] {
  return rows
    .filter((s) => s.idDappFk === d.idDappPk && l.socialTypes.has(s.idSocialTypeFk) && isHttp(s.url))
    .map((s) => {
      const type = l.socialTypes.get(s.idSocialTypeFk)!;
      return {
        idSocialTypeFk: s.idSocialTypeFk,
        type: type.title,
        typeSlug: type.slug ?? String(type.idSocialTypePk),
        iconUrl: link(type.iconUrl),
        url: s.url,
      };
    });
}

/** The public apps and dApps with relations resolved, measured activity first, then title (compareByActivity). */
export function publicDapps(socials: Rows<'socials'>, contracts: PublicContract[], l: Lookups): PublicDapp[] {
  return [...l.dapps.values()]
    .map((d) => {
      const own = contracts.filter((k) => k.idDappFk === d.idDappPk);
      const measured = own.filter((k) => k.invocationsLast7Days !== undefined);
      return {
        idDappPk: d.idDappPk,
        slug: d.slug,
        isDapp: d.isDapp,
        title: d.title,
        shortDescription: d.shortDescription,
        description: d.description,
        shortDescriptionPtBr: d.shortDescriptionPtBr,
        descriptionPtBr: d.descriptionPtBr,
        ptBrTranslatedBy: d.ptBrTranslatedBy,
        websiteUrl: link(d.websiteUrl),
        docsUrl: link(d.docsUrl),
        companyName: d.companyName,
        repositoryUrls: (d.repositoryUrls ?? []).map(link).filter((u): u is string => !!u),
        imageUrl: link(d.imageUrl),
        imageSource: d.imageSource,
        inActiveDevelopment: d.inActiveDevelopment,
        categories: d.dappCategory.map((id) => l.categories.get(id)).filter((x) => !!x),
        blockchainVersions: chainsOf(l, d.dappBlockchainVersion),
        contracts: own,
        socials: socialsOf(d, socials, l),
        wallets: d.dappWallet
          .map((id) => l.wallets.get(id))
          .filter((w) => !!w)
          .map((w) => ({ idWalletPk: w.idWalletPk, title: w.title, slug: w.slug })),
        invocationsLast7Days: measured.length
          ? measured.reduce((sum, k) => sum + k.invocationsLast7Days!, 0)
          : undefined,
        createdAt: d.createdAt,
        source: d.source ?? '',
      };
    })
    .sort(compareByActivity);
}

/**
 * A listing's order, status fields and source as published (content-schema/snapshot.ts LISTING_STATUS_FIELDS; open
 * data: the pages show the status, never `curatorNote`). A record stored before `status` existed is active.
 */
function listingStatusOf(
  r: Pick<Row<'wallets'>, 'order' | 'status' | 'discontinuedSince' | 'statusSource' | 'curatorNote' | 'source'>,
) {
  const discontinued = r.status === 'discontinued';
  return {
    order: r.order,
    status: discontinued ? ('discontinued' as const) : ('active' as const),
    discontinuedSince: discontinued ? r.discontinuedSince : undefined,
    statusSource: discontinued ? link(r.statusSource) : undefined,
    curatorNote: r.curatorNote,
    source: r.source ?? '',
  };
}

/**
 * Published wallets (`active`: shown on the site) with their platform kinds and chains, in the listings' order
 * (compareListings: services still running for N3 and Neo X first, then older chains, then discontinued ones).
 */
export function publicWallets(l: Lookups): PublicWallet[] {
  return [...l.wallets.values()]
    .map((w) => {
      const kinds = w.platformType.map((id) => l.platforms.get(id)).filter((p) => !!p);
      return {
        idWalletPk: w.idWalletPk,
        slug: w.slug,
        title: w.title,
        description: w.description,
        websiteUrl: link(w.websiteUrl),
        logoUrl: link(w.logoUrl),
        imageSource: w.imageSource,
        githubUrl: link(w.githubUrl),
        developer: w.developer,
        openSource: w.openSource,
        browserExtension: w.browserExtension,
        inActiveDevelopment: w.inActiveDevelopment,
        ...listingStatusOf(w),
        platforms: {
          isMobile: kinds.some((p) => p.isMobile),
          isDesktop: kinds.some((p) => p.isDesktop),
          isWeb: kinds.some((p) => p.isWeb),
          isHardware: kinds.some((p) => p.isHardware),
        },
        platformTitles: kinds.map((p) => p.title),
        blockchainVersions: chainsOf(l, w.blockchainVersion),
      };
    })
    .sort(compareListings((w) => w.blockchainVersions.map((c) => c.tagName)));
}

/** Explorers with an http(s) website, in the listings' order (compareListings, as wallets). */
export function publicExplorers(rows: Rows<'explorers'>, l: Lookups): PublicExplorer[] {
  return rows
    .filter((e) => isHttp(e.websiteUrl))
    .map((e) => ({
      idExplorerPk: e.idExplorerPk,
      slug: e.slug ?? String(e.idExplorerPk),
      title: e.title,
      description: e.description,
      websiteUrl: e.websiteUrl,
      imageUrl: link(e.imageUrl),
      imageSource: e.imageSource,
      network: e.network,
      developer: e.developer,
      inActiveDevelopment: e.inActiveDevelopment,
      blockchainVersion: chainOf(l, e.blockchainVersion),
      addressUrlTemplate: e.addressUrlTemplate,
      transactionUrlTemplate: e.transactionUrlTemplate,
      contractUrlTemplate: e.contractUrlTemplate,
      blockUrlTemplate: e.blockUrlTemplate,
      urlTemplatesSource: e.urlTemplatesSource,
      ...listingStatusOf(e),
    }))
    .sort(compareListings((e) => [e.blockchainVersion?.tagName]));
}

/** Exchanges in the listings' order (compareListings, as wallets). */
export function publicExchanges(rows: Rows<'exchanges'>, l: Lookups): PublicExchange[] {
  const exchanges = rows.map((e) => ({
    idExchangePk: e.idExchangePk,
    slug: e.slug ?? String(e.idExchangePk),
    title: e.title,
    type: e.type,
    websiteUrl: link(e.websiteUrl),
    imageUrl: link(e.imageUrl),
    imageSource: e.imageSource,
    supportsNeo: e.supportsNeo,
    supportsGas: e.supportsGas,
    supportsNep17: e.supportsNep17,
    note: e.note,
    blockchainVersion: chainOf(l, e.blockchainVersion),
    ...listingStatusOf(e),
  }));
  return exchanges.sort(compareListings((e) => [e.blockchainVersion?.tagName]));
}

/**
 * Active, visible tokens in their curated order, then by symbol. A deprecated token carries `isDeprecated: true`,
 * and `replacedBy` (with its source) only when its replacement is itself one of these public tokens (it has a page).
 */
export function publicTokens(rows: Rows<'tokens'>, l: Lookups): PublicToken[] {
  const shown = rows.filter((t) => t.active && t.isVisible);
  const shownIds = new Set(shown.map((t) => t.idTokenPricedPk));
  const replacement = (t: Row<'tokens'>) =>
    t.isDeprecated && t.replacedBy !== undefined && t.replacedBy !== t.idTokenPricedPk && shownIds.has(t.replacedBy)
      ? { replacedBy: t.replacedBy, replacedBySource: t.replacedBySource }
      : {};
  return shown
    .sort((a, b) => a.order - b.order || byTitle(a.symbol, b.symbol))
    .map((t) => ({
      idTokenPricedPk: t.idTokenPricedPk,
      title: t.title,
      symbol: t.symbol,
      hash: t.hash,
      decimals: t.decimals,
      standard: t.type,
      native: t.native,
      totalSupply: t.totalSupply,
      note: t.note,
      imageUrl: link(t.imageUrl),
      imageSource: t.imageSource,
      blockchainVersion: chainOf(l, t.network),
      order: t.order,
      ...(t.isDeprecated && { isDeprecated: true as const, ...replacement(t) }),
      source: t.source ?? '',
    }));
}

/** Visible NFT collections by name. */
export function publicNftCollections(rows: Rows<'nfts'>, l: Lookups): PublicNftCollection[] {
  return rows
    .filter((n) => n.visible)
    .sort((a, b) => byTitle(a.name, b.name))
    .map((n) => ({
      idNftCollectionPk: n.idNftCollectionPk,
      name: n.name,
      symbol: n.symbol,
      hash: n.hash,
      standard: n.standard,
      project: n.project,
      imageUrl: link(n.imageUrl),
      imageSource: n.imageSource,
      blockchainVersion: chainOf(l, n.blockchainVersion),
      network: n.network ?? 'mainnet',
      lowestPrice: n.lowestPrice,
      averagePriceWeek: n.averagePriceWeek,
      weekPriceChange: n.weekPriceChange,
      monthVolume: n.monthVolume,
      totalSupply: n.totalSupply,
      source: n.source ?? '',
    }));
}

/** Developer aid cards with an http(s) action link, by id. */
export function publicDeveloperAid(rows: Rows<'aid'>): PublicDeveloperAid[] {
  return rows
    .filter((a) => isHttp(a.actionUrl))
    .sort((a, b) => a.idDeveloperAidPk - b.idDeveloperAidPk)
    .map((a) => ({
      idDeveloperAidPk: a.idDeveloperAidPk,
      title: a.title,
      description: a.description,
      descriptionPtBr: a.descriptionPtBr,
      ptBrTranslatedBy: a.ptBrTranslatedBy,
      callToActionText: a.callToActionText,
      callToActionTextPtBr: a.callToActionTextPtBr,
      actionUrl: a.actionUrl,
      imageUrl: link(a.imageUrl),
      source: a.source ?? '',
    }));
}

/**
 * Active banners whose window has not ended at `takenAt` (UTC ISO-8601), in their order, then by id. Those not
 * started yet stay in, for pages to show when their window opens.
 */
export function publicBanners(rows: Rows<'banners'>, takenAt: string): PublicBanner[] {
  return rows
    .filter((b) => b.active && isHttp(b.imageUrl) && Date.parse(b.visibleEndDatetime) > Date.parse(takenAt))
    .sort((a, b) => a.order - b.order || a.idBannerPk - b.idBannerPk)
    .map((b) => ({
      idBannerPk: b.idBannerPk,
      title: b.title,
      description: b.description,
      descriptionPtBr: b.descriptionPtBr,
      imageUrl: b.imageUrl,
      action: b.action,
      url: link(b.url),
      order: b.order,
      type: b.type,
      tags: b.tags ?? [],
      visibleStartDatetime: b.visibleStartDatetime,
      visibleEndDatetime: b.visibleEndDatetime,
      websiteSection: b.websiteSection,
    }));
}

/** Public GasBot servers with an http(s) invite, in their order, then by name. */
export function publicServers(rows: Rows<'servers'>): PublicSupportedServer[] {
  return rows
    .filter((s) => !s.private && isHttp(s.discordLink))
    .sort((a, b) => a.order - b.order || byTitle(a.name, b.name))
    .map((s) => ({
      idSupportedServerPk: s.idSupportedServerPk,
      name: s.name,
      order: s.order,
      serverImageUrl: link(s.serverImageUrl),
      discordLink: s.discordLink,
    }));
}

/** The boosted dApps' ids in boost order (then by id), public dApps only. */
export const boostedDappIds = (rows: Rows<'boosted'>, l: Lookups): number[] =>
  rows
    .filter((b) => l.dapps.has(b.idDappFk))
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || a.idDappFk - b.idDappFk)
    .map((b) => b.idDappFk);
