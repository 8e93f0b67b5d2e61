import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import type { Loader } from 'astro/loaders';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CatalogueSnapshot } from '../../content-schema/snapshot.ts';
import type { LiveSnapshot } from '../../content-schema/live-snapshot.ts';
import { readCatalogueSnapshot, snapshotPath } from './lib/snapshot-file.ts';
import { livePath, readLiveSnapshot } from './lib/live-file.ts';
import { imageIndexPath, readImageIndex } from './lib/image-index.ts';

/**
 * Every collection comes from the snapshots in SNAPSHOT_DIR: the catalogue (`catalogue.json`, validated with
 * CatalogueSnapshotSchema) and the live data (`live.json`, LiveSnapshotSchema), each read once per build. The
 * build never reads anything else.
 */
const siteRoot = fileURLToPath(new URL('..', import.meta.url));
let pending: Promise<CatalogueSnapshot> | undefined;
const snapshot = () => (pending ??= readCatalogueSnapshot(snapshotPath(process.env, siteRoot)));
let pendingLive: Promise<LiveSnapshot> | undefined;
const live = () => (pendingLive ??= readLiveSnapshot(livePath(snapshotPath(process.env, siteRoot))));

type ListKey = {
  [K in keyof CatalogueSnapshot]-?: CatalogueSnapshot[K] extends unknown[] ? K : never;
}[keyof CatalogueSnapshot];
type Item<K extends ListKey> = CatalogueSnapshot[K][number];

/**
 * A loader that puts one array of the snapshot into a collection, in the snapshot's order. Astro's data store hands
 * entries back sorted by id (its writer sorts them with localeCompare), so an entry's id is its zero-padded position
 * first, then the record's own id (`idOf`): `000003-17`.
 */
function snapshotLoader<K extends ListKey>(key: K, idOf: (item: Item<K>) => number | string): Loader {
  return {
    name: `catalogue-snapshot:${key}`,
    async load({ store, generateDigest }) {
      const items = (await snapshot())[key] as Item<K>[];
      store.clear();
      items.forEach((item, position) => {
        const data = item as unknown as Record<string, unknown>;
        const id = `${String(position).padStart(6, '0')}-${idOf(item)}`;
        store.set({ id, data, digest: generateDigest(data) });
      });
    },
  };
}

/** The snapshot's own facts (when it was taken) as a one-entry collection. */
const snapshotInfoLoader: Loader = {
  name: 'catalogue-snapshot:info',
  async load({ store }) {
    const { takenAt, boostedDapps, boostedDappMaxsize, settings } = await snapshot();
    store.clear();
    store.set({ id: 'catalogue', data: { takenAt, boostedDapps, boostedDappMaxsize, settings } });
  },
};

/**
 * The images the snapshot step copied beside the catalogue (`images/index.json`), one entry per image URL of the
 * snapshot, its `src` resolved by Astro's image pipeline (the `image()` schema) so pages render sized webp files.
 */
const imagesLoader: Loader = {
  name: 'catalogue-snapshot:images',
  async load({ store, parseData }) {
    const index = imageIndexPath(snapshotPath(process.env, siteRoot));
    const images = await readImageIndex(index);
    store.clear();
    for (const [url, image] of Object.entries(images)) {
      const data = await parseData({
        id: url,
        data: { src: `./${image.file}`, width: image.width, height: image.height, light: image.light === true },
        filePath: index,
      });
      store.set({ id: url, data, filePath: relative(siteRoot, index).split('\\').join('/') });
    }
  },
};

/** The live-data snapshot (`live.json` beside catalogue.json) as a one-entry collection `live/live`. */
const liveLoader: Loader = {
  name: 'live-snapshot',
  async load({ store, generateDigest }) {
    const data = (await live()) as unknown as Record<string, unknown>;
    store.clear();
    store.set({ id: 'live', data, digest: generateDigest(data) });
  },
};

/** The site's collections, one per list of the snapshot, plus `snapshotInfo` (when the snapshot was taken) and `live`. */
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
  blockchainVersions: defineCollection({
    loader: snapshotLoader('blockchainVersions', (b) => b.idBlockchainVersionPk),
  }),
  banners: defineCollection({ loader: snapshotLoader('banners', (b) => b.idBannerPk) }),
  supportedServers: defineCollection({ loader: snapshotLoader('supportedServers', (s) => s.idSupportedServerPk) }),
  changes: defineCollection({ loader: snapshotLoader('changes', (c) => c.changeId) }),
  snapshotInfo: defineCollection({ loader: snapshotInfoLoader }),
  live: defineCollection({ loader: liveLoader }),
  images: defineCollection({
    loader: imagesLoader,
    schema: ({ image }) => z.object({ src: image(), width: z.number(), height: z.number(), light: z.boolean() }),
  }),
};
