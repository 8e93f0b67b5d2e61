/**
 * Builds the public catalogue snapshot (content-schema/snapshot.ts) that the site build reads: public records only
 * (active, not private, visible), relations resolved, validated before it leaves.
 */
import * as v from 'valibot';
import { CatalogueSnapshotSchema, type CatalogueSnapshot, type ChainRef, type PublicContract } from '../../content-schema/snapshot.ts';
import { parsePublished } from '../../content-schema/safe-links.ts';
import { listChanges } from '../data/changelog.ts';
import { loadCatalogue, type LoadedCatalogue } from './load.ts';
import { GlobalSettingsSchema } from '../../content-schema/entities/settings.ts';

/** The schema's default of `minDappTransactionCountForTrending` (a settings record never saved). */
const TRENDING_DEFAULT = v.getDefault(GlobalSettingsSchema.entries.minDappTransactionCountForTrending) as number;

const byOrder = <T extends { order?: number; title?: string }>(a: T, b: T) =>
  (a.order ?? 0) - (b.order ?? 0) || String(a.title ?? '').localeCompare(String(b.title ?? ''));

/**
 * Resolve a loaded catalogue into the snapshot shape (pure; exported for tests). Banners whose window ended
 * before `takenAt` are left out; those not started yet stay in, for pages to show when their window opens.
 */
export function toSnapshot(c: Partial<LoadedCatalogue> & Omit<LoadedCatalogue, 'banners' | 'servers' | 'settings'>, takenAt = new Date().toISOString()): CatalogueSnapshot {
  const chain = new Map<number, ChainRef>(c.chains.filter((b) => b.active).map((b) => [b.idBlockchainVersionPk,
    { idBlockchainVersionPk: b.idBlockchainVersionPk, title: b.title, tagName: b.tagName, color: b.color }]));
  const chainOf = (id?: number) => (id === undefined ? undefined : chain.get(id));
  const chainsOf = (ids: number[] = []) => ids.map((id) => chain.get(id)).filter((x): x is ChainRef => !!x);
  const category = new Map(c.categories.filter((x) => x.active).map((x) => [x.idCategoryPk,
    { idCategoryPk: x.idCategoryPk, title: x.title, slug: x.slug ?? x.title.toLowerCase().replace(/[^a-z0-9]+/g, '-') }]));
  const socialType = new Map(c.socialTypes.filter((s) => s.active).map((s) => [s.idSocialTypePk, s]));
  const platform = new Map(c.platforms.map((p) => [p.idPlatformTypePk, p]));
  const publicDapps = c.dapps.filter((d) => d.active && !d.private);
  const dappById = new Map(publicDapps.map((d) => [d.idDappPk, d]));
  const walletById = new Map(c.wallets.filter((w) => w.active).map((w) => [w.idWalletPk, w]));

  const contracts: PublicContract[] = c.contracts.filter((k) => dappById.has(k.idDappFk)).sort(byOrder).map((k) => {
    const d = dappById.get(k.idDappFk)!;
    return {
      idContractPk: k.idContractPk, idDappFk: k.idDappFk, dappTitle: d.title, dappSlug: d.slug, isDapp: d.isDapp, title: k.title,
      hash: k.hash, blockchainVersion: chainOf(k.blockchainVersion), invocationsLast7Days: k.invocationsLast7Days, rank: k.rank, source: k.source,
    };
  });

  const dapps = publicDapps.map((d) => {
    const own = contracts.filter((k) => k.idDappFk === d.idDappPk);
    const measured = own.filter((k) => k.invocationsLast7Days !== undefined);
    return {
      idDappPk: d.idDappPk, slug: d.slug, isDapp: d.isDapp, title: d.title, shortDescription: d.shortDescription, description: d.description,
      websiteUrl: d.websiteUrl, companyName: d.companyName, imageUrl: d.imageUrl, imageSource: d.imageSource, inActiveDevelopment: d.inActiveDevelopment,
      categories: d.dappCategory.map((id) => category.get(id)).filter((x) => !!x),
      blockchainVersions: chainsOf(d.dappBlockchainVersion),
      contracts: own,
      socials: c.socials.filter((s) => s.idDappFk === d.idDappPk && socialType.has(s.idSocialTypeFk)).map((s) => {
        const type = socialType.get(s.idSocialTypeFk)!;
        return { idSocialTypeFk: s.idSocialTypeFk, type: type.title, typeSlug: type.slug ?? String(type.idSocialTypePk), iconUrl: type.iconUrl, url: s.url };
      }),
      wallets: d.dappWallet.map((id) => walletById.get(id)).filter((w) => !!w).map((w) => ({ idWalletPk: w.idWalletPk, title: w.title, slug: w.slug })),
      invocationsLast7Days: measured.length ? measured.reduce((sum, k) => sum + k.invocationsLast7Days!, 0) : undefined,
      createdAt: d.createdAt, source: d.source ?? '',
    };
  });

  const snapshot = {
    takenAt,
    dapps,
    contracts,
    categories: [...category.values()].sort((a, b) => a.title.localeCompare(b.title)),
    blockchainVersions: [...chain.values()],
    wallets: [...walletById.values()].sort(byOrder).map((w) => {
      const kinds = w.platformType.map((id) => platform.get(id)).filter((p) => !!p);
      return {
        idWalletPk: w.idWalletPk, slug: w.slug, title: w.title, description: w.description, websiteUrl: w.websiteUrl, logoUrl: w.logoUrl, imageSource: w.imageSource,
        githubUrl: w.githubUrl, developer: w.developer, openSource: w.openSource, browserExtension: w.browserExtension,
        inActiveDevelopment: w.inActiveDevelopment, order: w.order, source: w.source ?? '',
        platforms: {
          isMobile: kinds.some((p) => p.isMobile), isDesktop: kinds.some((p) => p.isDesktop),
          isWeb: kinds.some((p) => p.isWeb), isHardware: kinds.some((p) => p.isHardware),
        },
        platformTitles: kinds.map((p) => p.title),
        blockchainVersions: chainsOf(w.blockchainVersion),
      };
    }),
    explorers: [...c.explorers].sort(byOrder).map((e) => ({
      idExplorerPk: e.idExplorerPk, slug: e.slug ?? String(e.idExplorerPk), title: e.title, description: e.description, websiteUrl: e.websiteUrl,
      imageUrl: e.imageUrl, imageSource: e.imageSource, network: e.network, developer: e.developer, inActiveDevelopment: e.inActiveDevelopment,
      blockchainVersion: chainOf(e.blockchainVersion), order: e.order, source: e.source ?? '',
    })),
    exchanges: [...c.exchanges].sort(byOrder).map((e) => ({
      idExchangePk: e.idExchangePk, slug: e.slug ?? String(e.idExchangePk), title: e.title, type: e.type, websiteUrl: e.websiteUrl,
      imageUrl: e.imageUrl, imageSource: e.imageSource, supportsNeo: e.supportsNeo, supportsGas: e.supportsGas, supportsNep17: e.supportsNep17, note: e.note,
      blockchainVersion: chainOf(e.blockchainVersion), order: e.order, source: e.source ?? '',
    })),
    tokens: c.tokens.filter((t) => t.active && t.isVisible).sort(byOrder).map((t) => ({
      idTokenPricedPk: t.idTokenPricedPk, title: t.title, symbol: t.symbol, hash: t.hash, decimals: t.decimals, standard: t.type,
      native: t.native, totalSupply: t.totalSupply, note: t.note, imageUrl: t.imageUrl, imageSource: t.imageSource, blockchainVersion: chainOf(t.network),
      order: t.order, source: t.source ?? '',
    })),
    nftCollections: c.nfts.filter((n) => n.visible).map((n) => ({
      idNftCollectionPk: n.idNftCollectionPk, name: n.name, symbol: n.symbol, hash: n.hash, standard: n.standard, project: n.project,
      imageUrl: n.imageUrl, imageSource: n.imageSource, blockchainVersion: chainOf(n.blockchainVersion), lowestPrice: n.lowestPrice, averagePriceWeek: n.averagePriceWeek,
      weekPriceChange: n.weekPriceChange, monthVolume: n.monthVolume, totalSupply: n.totalSupply, source: n.source ?? '',
    })),
    developerAid: c.aid.map((a) => ({
      idDeveloperAidPk: a.idDeveloperAidPk, title: a.title, description: a.description, callToActionText: a.callToActionText,
      actionUrl: a.actionUrl, imageUrl: a.imageUrl, source: a.source ?? '',
    })),
    banners: (c.banners ?? []).filter((b) => b.active && Date.parse(b.visibleEndDatetime) > Date.parse(takenAt)).sort(byOrder).map((b) => ({
      idBannerPk: b.idBannerPk, title: b.title, description: b.description, imageUrl: b.imageUrl, action: b.action,
      url: b.url, order: b.order, type: b.type, tags: b.tags ?? [], visibleStartDatetime: b.visibleStartDatetime,
      visibleEndDatetime: b.visibleEndDatetime, websiteSection: b.websiteSection,
    })),
    supportedServers: (c.servers ?? []).filter((s) => !s.private).sort((a, b) => a.order - b.order || a.name.localeCompare(b.name)).map((s) => ({
      idSupportedServerPk: s.idSupportedServerPk, name: s.name, order: s.order, serverImageUrl: s.serverImageUrl, discordLink: s.discordLink,
    })),
    boostedDappMaxsize: c.settings?.boostedDappMaxsize,
    // The swap switch /get-gas honours; never saved means the schema's default (on). The home top dApps' minimum
    // 7-day invocations; never saved means the schema's default.
    settings: {
      isSwapFeatureActive: c.settings?.isSwapFeatureActive ?? true,
      minDappTransactionCountForTrending: c.settings?.minDappTransactionCountForTrending ?? TRENDING_DEFAULT,
    },
    boostedDapps: [...(c.boosted ?? [])].filter((b) => dappById.has(b.idDappFk)).sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || a.idDappFk - b.idDappFk).map((b) => b.idDappFk),
  };
  return parsePublished(CatalogueSnapshotSchema, snapshot);
}

/** The public catalogue snapshot as of now (reads the table). */
export async function catalogueSnapshot(): Promise<CatalogueSnapshot> {
  const [catalogue, changes] = await Promise.all([loadCatalogue(), listChanges()]);
  const snapshot = toSnapshot(catalogue);
  const listed = new Set(snapshot.dapps.map((d) => d.idDappPk));
  // A change of a record that is not public now is left out, except its removal.
  return { ...snapshot, changes: changes.filter((c) => c.action === 'removed' || listed.has(c.dappId ?? -1)) };
}
