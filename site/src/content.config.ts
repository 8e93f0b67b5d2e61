import { defineCollection } from 'astro:content';
import type { Loader } from 'astro/loaders';
import { fileURLToPath } from 'node:url';
import type { CatalogueSnapshot } from '../../content-schema/snapshot.ts';
import { readCatalogueSnapshot, snapshotPath } from './lib/snapshot-file.ts';

/**
 * Every collection comes from one file, the catalogue snapshot (`$SNAPSHOT_DIR/catalogue.json`), read once per
 * build and validated with valibot's CatalogueSnapshotSchema. The build never reads anything else.
 */
const siteRoot = fileURLToPath(new URL('..', import.meta.url));
let pending: Promise<CatalogueSnapshot> | undefined;
const snapshot = () => (pending ??= readCatalogueSnapshot(snapshotPath(process.env, siteRoot)));

type ListKey = { [K in keyof CatalogueSnapshot]: CatalogueSnapshot[K] extends unknown[] ? K : never }[keyof CatalogueSnapshot];
type Item<K extends ListKey> = CatalogueSnapshot[K][number];

/** A loader that puts one array of the snapshot into a collection, keyed by `idOf`. */
function snapshotLoader<K extends ListKey>(key: K, idOf: (item: Item<K>) => number | string): Loader {
  return {
    name: `catalogue-snapshot:${key}`,
    async load({ store, generateDigest }) {
      const items = (await snapshot())[key] as Item<K>[];
      store.clear();
      for (const item of items) {
        const data = item as unknown as Record<string, unknown>;
        store.set({ id: String(idOf(item)), data, digest: generateDigest(data) });
      }
    },
  };
}

/** The snapshot's own facts (when it was taken) as a one-entry collection. */
const snapshotInfoLoader: Loader = {
  name: 'catalogue-snapshot:info',
  async load({ store }) {
    const { takenAt } = await snapshot();
    store.clear();
    store.set({ id: 'catalogue', data: { takenAt } });
  },
};

/** The site's collections, one per list of the snapshot, plus `snapshotInfo` (when the snapshot was taken). */
export const collections = {
  dapps: defineCollection({ loader: snapshotLoader('dapps', (d) => d.idDappPk) }),
  contracts: defineCollection({ loader: snapshotLoader('contracts', (c) => c.idContractPk) }),
  wallets: defineCollection({ loader: snapshotLoader('wallets', (w) => w.idWalletPk) }),
  explorers: defineCollection({ loader: snapshotLoader('explorers', (e) => e.idExplorerPk) }),
  exchanges: defineCollection({ loader: snapshotLoader('exchanges', (e) => e.idExchangePk) }),
  tokens: defineCollection({ loader: snapshotLoader('tokens', (t) => t.idTokenPricedPk) }),
  nftCollections: defineCollection({ loader: snapshotLoader('nftCollections', (n) => n.idNftCollectionPk) }),
  developerAid: defineCollection({ loader: snapshotLoader('developerAid', (a) => a.idDeveloperAidPk) }),
  categories: defineCollection({ loader: snapshotLoader('categories', (c) => c.idCategoryPk) }),
  blockchainVersions: defineCollection({ loader: snapshotLoader('blockchainVersions', (b) => b.idBlockchainVersionPk) }),
  snapshotInfo: defineCollection({ loader: snapshotInfoLoader }),
};
