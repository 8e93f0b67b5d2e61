import type { PublicDapp, PublicNftCollection } from '../../../content-schema/snapshot.ts';
import { dappAssetIndex } from '../lib/live-ranking.ts';
import { nftPath, nftSlugs } from '../lib/nft-page.ts';
import { getDapps, getNftCollections } from './catalogue.ts';

/*
 * The NFT collection pages' reads: every collection's slug (lib/nft-page.ts `nftSlugs`, computed once per build over
 * the whole list, so a page or a link costs one map lookup) and the static paths of /nfts/<slug>.
 */

let slugs: Promise<Map<number, string>> | undefined;
/** Every collection's slug, keyed by idNftCollectionPk (once per build). */
export function getNftSlugs(): Promise<Map<number, string>> {
  slugs ??= getNftCollections().then(nftSlugs);
  return slugs;
}

/** A function giving a collection's page path (`/nfts/<slug>`, locale-less), for lists that link many collections. */
export async function getNftPathOf(): Promise<(collection: { idNftCollectionPk: number }) => string> {
  const bySlug = await getNftSlugs();
  return (c) => nftPath(bySlug.get(c.idNftCollectionPk) ?? String(c.idNftCollectionPk));
}

/** The static paths of the collection pages: one per collection of /nfts, with the collection and its dApps. */
export async function nftPaths(): Promise<
  { params: { slug: string }; props: { collection: PublicNftCollection; dapps: PublicDapp[] } }[]
> {
  const [collections, dapps, bySlug] = await Promise.all([getNftCollections(), getDapps(), getNftSlugs()]);
  // Each dApp's collections through the index (lib/live-ranking.ts), gathered per collection in the dApps' order:
  // what `dappsOfCollection` answers, without a pass over every dApp for each collection.
  const index = dappAssetIndex([], collections);
  const dappsOf = new Map<PublicNftCollection, PublicDapp[]>();
  for (const dapp of dapps)
    for (const collection of index.nftsOf(dapp))
      (dappsOf.get(collection) ?? dappsOf.set(collection, []).get(collection)!).push(dapp);
  return collections.map((collection) => ({
    params: { slug: bySlug.get(collection.idNftCollectionPk)! },
    props: { collection, dapps: dappsOf.get(collection) ?? [] },
  }));
}
