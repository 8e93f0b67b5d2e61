import { getCollection, getEntry } from 'astro:content';
import type {
  CatalogueChange,
  CategoryRef,
  PublicBanner,
  PublicSupportedServer,
  ChainRef,
  PublicContract,
  PublicDapp,
  PublicDeveloperAid,
  PublicExchange,
  PublicExplorer,
  PublicNftCollection,
  PublicToken,
  PublicWallet,
} from '../../../content-schema/snapshot.ts';
import { byTitle } from '../../../content-schema/order.ts';
import type { collections } from '../content.config.ts';

/*
 * Typed reads of the catalogue collections. The loader (src/content.config.ts) validated the snapshot once with the
 * valibot snapshot schema, so the casts below only restore types Astro cannot infer from a valibot schema. Every
 * list is in the order the API sorted it in (content-schema/order.ts); the loader keeps that order, so getters
 * pass it through and never sort again.
 */

const read = async (name: keyof typeof collections): Promise<unknown[]> =>
  (await getCollection(name)).map((entry: { data: unknown }) => entry.data);

const lists = new Map<keyof typeof collections, Promise<unknown[]>>();
/**
 * A collection's records, read from the content store once per build (a build's snapshot never changes, and every
 * page asks: read per call, the 10k catalogue's page asked for every token thousands of times); each call answers
 * its own array, so a caller may sort it. In dev (`astro dev`) the store reloads, so every call reads it.
 */
async function all<T>(name: keyof typeof collections): Promise<T[]> {
  if (import.meta.env.DEV) return (await read(name)) as T[];
  let list = lists.get(name);
  if (!list) lists.set(name, (list = read(name)));
  return (await list).slice() as T[];
}

/** Apps (`isDapp: false`) or dApps (`isDapp: true`), or both: measured activity first, then by title (compareByActivity). */
export async function getDapps(filter?: { isDapp: boolean }): Promise<PublicDapp[]> {
  const dapps = await all<PublicDapp>('dapps');
  return filter ? dapps.filter((d) => d.isDapp === filter.isDapp) : dapps;
}

/** The home page's counts: dApps, apps, wallets and tokens of the catalogue. */
export async function getCatalogueCounts(): Promise<{ dapps: number; apps: number; wallets: number; tokens: number }> {
  const [dapps, wallets, tokens] = await Promise.all([getDapps(), getWallets(), getTokens()]);
  const onlyDapps = dapps.filter((d) => d.isDapp).length;
  return { dapps: onlyDapps, apps: dapps.length - onlyDapps, wallets: wallets.length, tokens: tokens.length };
}

/** A live listing the submission form can propose an edit of (ids of its categories and chains). */
export interface SubmitListing {
  id: number; title: string; isDapp: boolean; shortDescription: string; websiteUrl: string; categories: number[]; chains: number[];
}

/** The submission form's choices: every live listing by title, and the social types in use (`[id, title]`, by id). */
export async function getSubmitChoices(): Promise<{ listings: SubmitListing[]; socialTypes: [number, string][] }> {
  const dapps = await getDapps();
  const socialTypes = [...new Map(dapps.flatMap((d) => d.socials).map((s) => [s.idSocialTypeFk, s.type])).entries()].sort((a, b) => a[0] - b[0]);
  const listings = [...dapps].sort((a, b) => byTitle(a.title, b.title)).map((d) => ({
    id: d.idDappPk, title: d.title, isDapp: d.isDapp, shortDescription: d.shortDescription, websiteUrl: d.websiteUrl ?? '',
    categories: d.categories.map((c) => c.idCategoryPk), chains: d.blockchainVersions.map((c) => c.idBlockchainVersionPk),
  }));
  return { listings, socialTypes };
}

/** Every contract, grouped by dApp title then contract title. */
export async function getContracts(): Promise<PublicContract[]> {
  return all<PublicContract>('contracts');
}

/** Wallets in their curated order. */
export async function getWallets(): Promise<PublicWallet[]> {
  return all<PublicWallet>('wallets');
}

/** Explorers in their curated order. */
export async function getExplorers(): Promise<PublicExplorer[]> {
  return all<PublicExplorer>('explorers');
}

/** Exchanges in their curated order. */
export async function getExchanges(): Promise<PublicExchange[]> {
  return all<PublicExchange>('exchanges');
}

/** Tokens in their curated order, then by symbol. */
export async function getTokens(): Promise<PublicToken[]> {
  return all<PublicToken>('tokens');
}

/** NFT collections by name. */
export async function getNftCollections(): Promise<PublicNftCollection[]> {
  return all<PublicNftCollection>('nftCollections');
}

/** Developer aid cards by id. */
export async function getDeveloperAid(): Promise<PublicDeveloperAid[]> {
  return all<PublicDeveloperAid>('developerAid');
}

/** Categories by title. */
export async function getCategories(): Promise<CategoryRef[]> {
  return all<CategoryRef>('categories');
}

/** Blockchain versions by id (Legacy, N3, X in the seed data). */
export async function getBlockchainVersions(): Promise<ChainRef[]> {
  return all<ChainRef>('blockchainVersions');
}

/** When the snapshot behind this build was taken (UTC ISO-8601). */
export async function getSnapshotTakenAt(): Promise<string> {
  const entry = await getEntry('snapshotInfo', 'catalogue');
  return (entry?.data as { takenAt: string } | undefined)?.takenAt ?? '';
}

/**
 * The boosted dApps' ids in boost order (the home carousel), at most the global setting `boostedDappMaxsize`
 * (all of them when the snapshot does not carry the setting).
 */
export async function getBoostedDappIds(): Promise<number[]> {
  const entry = await getEntry('snapshotInfo', 'catalogue');
  const info = entry?.data as { boostedDapps?: number[]; boostedDappMaxsize?: number } | undefined;
  return (info?.boostedDapps ?? []).slice(0, info?.boostedDappMaxsize ?? Infinity);
}

/**
 * The public global settings of the snapshot; the swap feature counts as on when the snapshot does not say, and
 * the trending minimum (7-day invocations a dApp needs among the home top dApps) as 0 (older snapshots).
 */
export async function getPublicSettings(): Promise<{ isSwapFeatureActive: boolean; minDappTransactionCountForTrending: number }> {
  const entry = await getEntry('snapshotInfo', 'catalogue');
  const settings = (entry?.data as { settings?: { isSwapFeatureActive: boolean; minDappTransactionCountForTrending?: number } } | undefined)?.settings;
  return { isSwapFeatureActive: settings?.isSwapFeatureActive ?? true, minDappTransactionCountForTrending: settings?.minDappTransactionCountForTrending ?? 0 };
}

/** Banners in their order, then by id (active, window not ended when the snapshot was taken; pages check the window again). */
export async function getBanners(): Promise<PublicBanner[]> {
  return all<PublicBanner>('banners');
}

/** GasBot's public Discord servers in their order, then by name. */
export async function getSupportedServers(): Promise<PublicSupportedServer[]> {
  return all<PublicSupportedServer>('supportedServers');
}

/** The open-data document of this build (src/lib/open-data.ts): every public entity with ids, sources, licence. */
export async function getOpenCatalogue(siteUrl: string) {
  const { catalogueDocument } = await import('../lib/open-data.ts');
  const [takenAt, dapps, contracts, wallets, explorers, exchanges, tokens, nftCollections, developerAid, categories, blockchainVersions] = await Promise.all([
    getSnapshotTakenAt(), getDapps(), getContracts(), getWallets(), getExplorers(), getExchanges(), getTokens(), getNftCollections(), getDeveloperAid(),
    getCategories(), getBlockchainVersions(),
  ]);
  return catalogueDocument({ takenAt, dapps, contracts, wallets, explorers, exchanges, tokens, nftCollections, developerAid, categories, blockchainVersions }, siteUrl);
}

/** The catalogue's latest changes (functions/adapters/data/changelog.ts), newest first. */
export async function getChanges(): Promise<CatalogueChange[]> {
  return all<CatalogueChange>('changes');
}
