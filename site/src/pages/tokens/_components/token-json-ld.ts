/** The structured data of a token page: its breadcrumb trail (home → tokens → token) and the token itself. */
import type { PublicToken } from '../../../../../content-schema/snapshot.ts';
import { assetJsonLd } from '../../../components/AssetPage/asset-json-ld.ts';
import { getTokenSlugs } from '../../../data/tokens.ts';
import type { Locale } from '../../../i18n.ts';
import type { JsonLdNode } from '../../../lib/structured-data.ts';
import { tokenPath } from '../../../lib/token-page.ts';
import { tokenWatchName } from '../../../lib/watchlist.ts';

/**
 * `BreadcrumbList` + a schema.org `Thing` for `token`'s page in `locale` (name, symbol as `alternateName`, script
 * hash as `identifier`, the page URL; only facts the page shows); URLs on `site` (else the page's origin).
 */
export async function tokenJsonLd(
  token: PublicToken,
  locale: Locale,
  site: URL | undefined,
  page: URL,
): Promise<JsonLdNode[]> {
  const path = tokenPath((await getTokenSlugs()).get(token.idTokenPricedPk)!);
  const asset = {
    type: 'Thing',
    name: token.title,
    crumb: tokenWatchName(token),
    alternateName: token.symbol,
    identifier: token.hash !== 'native' ? token.hash : undefined,
    path,
    list: { nameKey: 'pages.tokens.heading', path: '/tokens' },
  };
  return assetJsonLd(asset, locale, site, page);
}
