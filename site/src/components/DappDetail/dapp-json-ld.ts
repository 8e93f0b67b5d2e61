/** The structured data of an app/dApp detail page: its breadcrumb trail (home → list → record) and the record. */
import type { PublicDapp } from '../../../../content-schema/snapshot.ts';
import { localePath, translator, type Locale } from '../../i18n.ts';
import { dappListPath, dappPath } from '../../lib/routes.ts';
import { absoluteUrl, breadcrumbNode, softwareApplicationNode, type JsonLdNode } from '../../lib/structured-data.ts';

/** `BreadcrumbList` + `SoftwareApplication` of `dapp`'s page in `locale`; URLs on `site` (else the page's origin). */
export function dappJsonLd(dapp: PublicDapp, locale: Locale, site: URL | undefined, page: URL): JsonLdNode[] {
  const t = translator(locale);
  const url = (path: string) => absoluteUrl(localePath(locale, path), site, page);
  return [
    breadcrumbNode([
      { name: t('nav.home'), url: url('/') },
      {
        name: t(dapp.isDapp ? 'pages.dappsOverview.heading' : 'pages.appsOverview.heading'),
        url: url(dappListPath(dapp.isDapp)),
      },
      { name: dapp.title, url: url(dappPath(dapp)) },
    ]),
    softwareApplicationNode(dapp, { url: url(dappPath(dapp)) }),
  ];
}
