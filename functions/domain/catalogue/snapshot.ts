/**
 * Builds the public catalogue snapshot (content-schema/snapshot.ts) that the site build reads: public records only
 * (active, not private, visible), relations resolved, only http(s) links, every list in the catalogue's one order
 * (content-schema/order.ts). The snapshot is validated once, by the build that reads it (site/src/lib/snapshot-file.ts):
 * here its shape is the derived schemas' output type, checked when this compiles.
 */
import * as v from 'valibot';
import type { CatalogueSnapshot } from '../../../content-schema/snapshot.ts';
import { GlobalSettingsSchema } from '../../../content-schema/entities/settings.ts';
import { listChanges } from '../../adapters/data/changelog.ts';
import { listDocuments } from '../../adapters/data/documents.ts';
import { CLAIM_DOCS, type PublicClaimView } from '../../../content-schema/entities/claim.ts';
import { loadCatalogue, type LoadedCatalogue } from './load.ts';
import {
  boostedDappIds,
  contractList,
  lookups,
  publicBanners,
  publicCategories,
  publicChains,
  publicContracts,
  publicDapps,
  publicDeveloperAid,
  publicExchanges,
  publicExplorers,
  publicNftCollections,
  publicServers,
  publicTokens,
  publicWallets,
} from './snapshot-records.ts';

/** The schema's default of `minDappTransactionCountForTrending` (a settings record never saved). */
const TRENDING_DEFAULT = v.getDefault(GlobalSettingsSchema.entries.minDappTransactionCountForTrending) as number;

/**
 * Resolve a loaded catalogue into the snapshot shape (pure; exported for tests), without the changelog. Banners
 * whose window ended before `takenAt` (UTC ISO-8601) are left out.
 */
export function toSnapshot(
  c: Partial<LoadedCatalogue> & Omit<LoadedCatalogue, 'banners' | 'servers' | 'settings'>,
  takenAt = new Date().toISOString(),
): CatalogueSnapshot {
  const l = lookups(c);
  const contracts = publicContracts(c.contracts, l);
  return {
    takenAt,
    dapps: publicDapps(c.socials, contracts, l),
    contracts: contractList(contracts),
    categories: publicCategories(l),
    blockchainVersions: publicChains(l),
    wallets: publicWallets(l),
    explorers: publicExplorers(c.explorers, l),
    exchanges: publicExchanges(c.exchanges, l),
    tokens: publicTokens(c.tokens, l),
    nftCollections: publicNftCollections(c.nfts, l),
    developerAid: publicDeveloperAid(c.aid),
    banners: publicBanners(c.banners ?? [], takenAt),
    supportedServers: publicServers(c.servers ?? []),
    boostedDapps: boostedDappIds(c.boosted ?? [], l),
    boostedDappMaxsize: c.settings?.boostedDappMaxsize,
    // Never saved means the schema's defaults: the swap switch on, the home top dApps' minimum 7-day invocations.
    settings: {
      isSwapFeatureActive: c.settings?.isSwapFeatureActive ?? true,
      minDappTransactionCountForTrending: c.settings?.minDappTransactionCountForTrending ?? TRENDING_DEFAULT,
    },
    changes: [],
  };
}

/** The proven team claims by listing id (functions/domain/claims), only their public part: chain, account, date. */
async function publicClaims(): Promise<Map<number, PublicClaimView>> {
  const claims = await listDocuments<PublicClaimView & { idDappPk: number }>(CLAIM_DOCS);
  return new Map(claims.map(([, c]) => [c.idDappPk, { chain: c.chain, account: c.account, at: c.at }]));
}

/** The public catalogue snapshot as of now (reads the table). */
export async function catalogueSnapshot(): Promise<CatalogueSnapshot> {
  const [catalogue, changes, claims] = await Promise.all([loadCatalogue(), listChanges(), publicClaims()]);
  const snapshot = toSnapshot(catalogue);
  snapshot.dapps = snapshot.dapps.map((d) => (claims.has(d.idDappPk) ? { ...d, claim: claims.get(d.idDappPk) } : d));
  const listed = new Set(snapshot.dapps.map((d) => d.idDappPk));
  const removedDapps = new Set(
    changes.filter((c) => c.entity === 'dapp' && c.action === 'removed').map((c) => c.dappId),
  );
  // A change of a record that is not public now is left out, except its removal; a contract's removal only when its
  // dApp is public or was published as removed (entries written before security round 3 named contracts of dApps
  // that were never public).
  const shown = (c: (typeof changes)[number]) =>
    listed.has(c.dappId ?? -1) || (c.action === 'removed' && (c.entity === 'dapp' || removedDapps.has(c.dappId)));
  return { ...snapshot, changes: changes.filter(shown) };
}
