/** The structured data of an asset page (a token's or an NFT collection's): its breadcrumb trail and the asset. */
import { localePath, translator, type Locale } from '../../i18n.ts';
import { absoluteUrl, breadcrumbNode, type JsonLdNode } from '../../lib/structured-data.ts';

/** What an asset page says of the asset in its structured data; only facts the page shows. */
export interface AssetJsonLd {
  /** The schema.org type (`Thing` for a token, `Collection` for an NFT collection). */
  type: string;
  /** The asset's name (`name`). */
  name: string;
  /** Its last breadcrumb's name (the page's title). */
  crumb: string;
  /** Its symbol (`alternateName`), when it has one. */
  alternateName?: string | undefined;
  /** Its contract's hash (`identifier`), when it has one. */
  identifier?: string | undefined;
  /** The page's path without the locale ("/tokens/neo"). */
  path: string;
  /** The list page the trail goes through: its i18n key for the name and its path ("/tokens"). */
  list: { nameKey: string; path: string };
}

/**
 * `BreadcrumbList` (home → list → asset) + the asset's node for its page in `locale`: `@type`, name, alternateName,
 * the page URL and identifier, in that order, the optional ones only when given; URLs on `site` (else the page's
 * origin).
 */
export function assetJsonLd(asset: AssetJsonLd, locale: Locale, site: URL | undefined, page: URL): JsonLdNode[] {
  const t = translator(locale);
  const url = (path: string) => absoluteUrl(localePath(locale, path), site, page);
  const own = url(asset.path);
  return [
    breadcrumbNode([
      { name: t('nav.home'), url: url('/') },
      { name: t(asset.list.nameKey), url: url(asset.list.path) },
      { name: asset.crumb, url: own },
    ]),
    {
      '@type': asset.type,
      name: asset.name,
      ...(asset.alternateName !== undefined ? { alternateName: asset.alternateName } : {}),
      url: own,
      ...(asset.identifier !== undefined ? { identifier: asset.identifier } : {}),
    },
  ];
}
