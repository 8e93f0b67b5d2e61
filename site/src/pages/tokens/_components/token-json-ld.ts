/** The structured data of a token page: its breadcrumb trail (home → tokens → token) and the token itself. */
import type { PublicToken } from '../../../../../content-schema/snapshot.ts';
import { getTokenSlugs } from '../../../data/tokens.ts';
import { localePath, translator, type Locale } from '../../../i18n.ts';
import { absoluteUrl, breadcrumbNode, type JsonLdNode } from '../../../lib/structured-data.ts';
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
  const t = translator(locale);
  const url = (path: string) => absoluteUrl(localePath(locale, path), site, page);
  const own = url(tokenPath((await getTokenSlugs()).get(token.idTokenPricedPk)!));
  return [
    breadcrumbNode([
      { name: t('nav.home'), url: url('/') },
      { name: t('pages.tokens.heading'), url: url('/tokens') },
      { name: tokenWatchName(token), url: own },
    ]),
    {
      '@type': 'Thing',
      name: token.title,
      alternateName: token.symbol,
      url: own,
      ...(token.hash !== 'native' ? { identifier: token.hash } : {}),
    },
  ];
}
