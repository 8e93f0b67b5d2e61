/**
 * The `nft-collections` sync job: GhostMarket sales of the last 30 days (30-day volume, 7-day average price and
 * its change, a daily volume series `nft:<id>:volume:USD`), the first page of each collection's assets, and the
 * total supply of N3 collections from the chain, and the items of the N3 collections of the followed node's network
 * from their contracts (items.ts). Offline no recording of NFT market data exists
 * (data/recordings/README.md), so every figure stays absent and the pages show it as missing.
 */
import * as v from 'valibot';
import { ENTITIES } from '../../../../content-schema/registry.ts';
import type { BlockchainVersion, NftCollection } from '../../../../content-schema/index.ts';
import { NftAssetSchema, type NftAsset } from '../../../../content-schema/entities/live.ts';
import { putDocument } from '../../../adapters/data/documents.ts';
import { writePoints, bucketStart } from '../../../adapters/data/series.ts';
import { repository } from '../../../adapters/data/store.ts';
import type { JobContext } from '../../jobs/runner.ts';
import { syncN3RpcUrl, totalSupply, toWhole } from '../chain/n3-rpc.ts';
import { optional } from '../contract-activity/activity.ts';
import type { SourceFetch } from '../http.ts';
import { dataMode, nothingRecorded } from '../recordings.ts';
import type { SyncDefinition, SyncOutcome } from '../job.ts';
import { GHOSTMARKET_API, collectionFigures, fetchAssets, fetchSales, type Sale } from './ghostmarket.ts';
import { DOCS, SYNC_SCHEDULES, volumeSubject } from '../sources.ts';
import { itemsNode, syncCollectionItems, type ItemsNode } from './items.ts';

export const ASSET_DOCS = DOCS.nftAssets;

/**
 * Sync every collection through `fetch` (GhostMarket and the N3 RPC node), then read the items of the N3 collections
 * of `node`'s network from their contracts (items.ts; no node: not read).
 */
export async function syncNftCollections(
  ctx: JobContext,
  fetch: SourceFetch,
  now = new Date(),
  node?: ItemsNode,
): Promise<SyncOutcome> {
  const repo = repository<NftCollection>(ENTITIES.nftCollection);
  const [collections, chains] = await Promise.all([
    repo.list(),
    repository<BlockchainVersion>(ENTITIES['blockchain-version']).list(),
  ]);
  const chainTitle = new Map(chains.map((c) => [c.idBlockchainVersionPk, c.title]));
  const chainOf = (c: NftCollection) =>
    (chainTitle.get(c.blockchainVersion ?? 0) === 'Neo X' ? 'neox' : 'n3') as 'n3' | 'neox';
  const nowS = Math.floor(now.getTime() / 1000);
  const sales = new Map<string, Sale[]>();
  let marketRead = false;
  for (const chain of new Set(collections.map(chainOf))) {
    const list = await optional(() => fetchSales(fetch, chain, nowS - 30 * 86_400, nowS));
    if (list) marketRead = true;
    for (const sale of list ?? []) sales.set(sale.hash, [...(sales.get(sale.hash) ?? []), sale]);
  }
  const summary = {
    collections: collections.length,
    measured: 0,
    assets: 0,
    supplies: 0,
    noRecording: 0,
    itemsRead: 0,
    itemsFailed: 0,
  };
  await ctx.progress(0, collections.length, summary);
  for (const [i, collection] of collections.entries()) {
    const chain = chainOf(collection);
    const own = sales.get(collection.hash.toLowerCase()) ?? [];
    const figures = marketRead ? collectionFigures(own, nowS) : {};
    const supply = chain === 'n3' ? await optional(() => totalSupply(fetch, collection.hash)) : undefined;
    const assets = await optional(() => fetchAssets(fetch, chain, collection.hash));
    if (assets) {
      await putDocument(
        ASSET_DOCS,
        collection.idNftCollectionPk,
        v.parse(v.array(NftAssetSchema), assets) satisfies NftAsset[],
      );
      summary.assets += assets.length;
    }
    if (marketRead) {
      const byDay = new Map<string, number>();
      for (const s of own)
        byDay.set(bucketStart(s.at * 1000, 'day'), (byDay.get(bucketStart(s.at * 1000, 'day')) ?? 0) + s.usd);
      await writePoints(
        volumeSubject(collection.idNftCollectionPk),
        'day',
        [...byDay].map(([at, value]) => ({ at, value })),
      );
    }
    if (!marketRead && supply === undefined && !assets) summary.noRecording++;
    const patch = {
      ...(marketRead ? figures : {}),
      ...(supply !== undefined ? { totalSupply: toWhole(supply, 0) } : {}),
    };
    if (Object.keys(patch).length) {
      const current = await repo.get({ idNftCollectionPk: collection.idNftCollectionPk });
      if (current) await repo.replace({ ...current, ...patch }, current.version);
      summary.measured++;
      if (supply !== undefined) summary.supplies++;
    }
    await ctx.progress(i + 1, collections.length, summary);
  }
  if (node) {
    const items = await syncCollectionItems(
      collections.filter((c) => chainOf(c) === 'n3'),
      node,
      now,
    ).catch(() => ({ read: 0, failed: collections.length }));
    summary.itemsRead = items.read;
    summary.itemsFailed = items.failed;
  }
  return {
    summary,
    asOf: summary.measured || summary.assets || summary.itemsRead ? now.toISOString() : undefined,
    origin: dataMode() === 'live' ? GHOSTMARKET_API : 'no recording exists for this source',
  };
}

/** The registry definition: every 6 hours. */
export const nftCollectionsSync: SyncDefinition = {
  name: 'nft-collections',
  schedule: SYNC_SCHEDULES['nft-collections'],
  work: (ctx) => {
    const live = dataMode() === 'live';
    const node = itemsNode(process.env, live ? { url: syncN3RpcUrl(), fetch: globalThis.fetch } : undefined);
    return syncNftCollections(ctx, live ? globalThis.fetch : nothingRecorded, new Date(), node);
  },
};
