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
import type { collections } from '../content.config.ts';
import { compareByActivity } from '../lib/ranking.ts';

/*
 * Typed reads of the catalogue collections. The loader (src/content.config.ts) validated every entry with the
 * valibot snapshot schema, so the casts below only restore types Astro cannot infer from a valibot schema.
 */

const byTitle = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const byOrder = <T extends { order: number; title: string }>(a: T, b: T) => a.order - b.order || byTitle.compare(a.title, b.title);

async function all<T>(name: keyof typeof collections): Promise<T[]> {
  return (await getCollection(name)).map((entry: { data: unknown }) => entry.data as T);
}

/** Apps (`isDapp: false`) or dApps (`isDapp: true`), measured activity first, then by title. */
export async function getDapps(filter?: { isDapp: boolean }): Promise<PublicDapp[]> {
  const dapps = await all<PublicDapp>('dapps');
  return dapps.filter((d) => !filter || d.isDapp === filter.isDapp).sort(compareByActivity);
}

/** Every contract, grouped by dApp title then contract title. */
export async function getContracts(): Promise<PublicContract[]> {
  return (await all<PublicContract>('contracts')).sort(
    (a, b) => byTitle.compare(a.dappTitle, b.dappTitle) || byTitle.compare(a.title, b.title) || a.idContractPk - b.idContractPk,
  );
}

/** Wallets in their curated order. */
export async function getWallets(): Promise<PublicWallet[]> {
  return (await all<PublicWallet>('wallets')).sort(byOrder);
}

/** Explorers in their curated order. */
export async function getExplorers(): Promise<PublicExplorer[]> {
  return (await all<PublicExplorer>('explorers')).sort(byOrder);
}

/** Exchanges in their curated order. */
export async function getExchanges(): Promise<PublicExchange[]> {
  return (await all<PublicExchange>('exchanges')).sort(byOrder);
}

/** Tokens in their curated order. */
export async function getTokens(): Promise<PublicToken[]> {
  return (await all<PublicToken>('tokens')).sort((a, b) => a.order - b.order || byTitle.compare(a.symbol, b.symbol));
}

/** NFT collections by name. */
export async function getNftCollections(): Promise<PublicNftCollection[]> {
  return (await all<PublicNftCollection>('nftCollections')).sort((a, b) => byTitle.compare(a.name, b.name));
}

/** Developer aid cards in snapshot order (by id). */
export async function getDeveloperAid(): Promise<PublicDeveloperAid[]> {
  return (await all<PublicDeveloperAid>('developerAid')).sort((a, b) => a.idDeveloperAidPk - b.idDeveloperAidPk);
}

/** Categories by title. */
export async function getCategories(): Promise<CategoryRef[]> {
  return (await all<CategoryRef>('categories')).sort((a, b) => byTitle.compare(a.title, b.title));
}

/** Blockchain versions by id (Legacy, N3, X in the seed data). */
export async function getBlockchainVersions(): Promise<ChainRef[]> {
  return (await all<ChainRef>('blockchainVersions')).sort((a, b) => a.idBlockchainVersionPk - b.idBlockchainVersionPk);
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

/** Banners in their order (active, window not ended when the snapshot was taken; pages check the window again). */
export async function getBanners(): Promise<PublicBanner[]> {
  return (await all<PublicBanner>('banners')).sort((a, b) => a.order - b.order || a.idBannerPk - b.idBannerPk);
}

/** GasBot's public Discord servers in their order. */
export async function getSupportedServers(): Promise<PublicSupportedServer[]> {
  return (await all<PublicSupportedServer>('supportedServers')).sort((a, b) => a.order - b.order || byTitle.compare(a.name, b.name));
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

/** The catalogue's latest changes (functions/data/changelog.ts), newest first. */
export async function getChanges(): Promise<CatalogueChange[]> {
  return (await all<CatalogueChange>('changes')).sort((a, b) => b.changeId.localeCompare(a.changeId));
}
