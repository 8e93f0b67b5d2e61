/** The structured data of a collection page: its breadcrumb trail (home → NFTs → collection) and the collection. */
import type { PublicNftCollection } from '../../../../../content-schema/snapshot.ts';
import { getNftSlugs } from '../../../data/nfts.ts';
import { localePath, translator, type Locale } from '../../../i18n.ts';
import { nftPath } from '../../../lib/nft-page.ts';
import { absoluteUrl, breadcrumbNode, type JsonLdNode } from '../../../lib/structured-data.ts';

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
  const t = translator(locale);
  const url = (path: string) => absoluteUrl(localePath(locale, path), site, page);
  const own = url(nftPath((await getNftSlugs()).get(collection.idNftCollectionPk)!));
  return [
    breadcrumbNode([
      { name: t('nav.home'), url: url('/') },
      { name: t('pages.nfts.heading'), url: url('/nfts') },
      { name: collection.name, url: own },
    ]),
    {
      '@type': 'Collection',
      name: collection.name,
      ...(collection.symbol ? { alternateName: collection.symbol } : {}),
      url: own,
      identifier: collection.hash,
    },
  ];
}
