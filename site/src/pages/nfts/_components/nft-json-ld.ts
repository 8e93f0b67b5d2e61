/** The structured data of a collection page: its breadcrumb trail (home → NFTs → collection) and the collection. */
import type { PublicNftCollection } from '../../../../../content-schema/snapshot.ts';
import { assetJsonLd } from '../../../components/AssetPage/asset-json-ld.ts';
import { getNftSlugs } from '../../../data/nfts.ts';
import type { Locale } from '../../../i18n.ts';
import { nftPath } from '../../../lib/nft-page.ts';
import type { JsonLdNode } from '../../../lib/structured-data.ts';

/**
 * `BreadcrumbList` + a schema.org `Collection` for `collection`'s page in `locale` (name, symbol as `alternateName`,
 * contract hash as `identifier`, the page URL; only facts the page shows); URLs on `site` (else the page's origin).
 */
export async function nftJsonLd(
  collection: PublicNftCollection,
  locale: Locale,
  site: URL | undefined,
  page: URL,
): Promise<JsonLdNode[]> {
  const path = nftPath((await getNftSlugs()).get(collection.idNftCollectionPk)!);
  const asset = {
    type: 'Collection',
    name: collection.name,
    crumb: collection.name,
    alternateName: collection.symbol || undefined,
    identifier: collection.hash,
    path,
    list: { nameKey: 'pages.nfts.heading', path: '/nfts' },
  };
  return assetJsonLd(asset, locale, site, page);
}
