/**
 * JSON-LD (schema.org) of the public pages, built only from facts the page itself shows: `WebSite` with the lists'
 * `SearchAction` (home), `BreadcrumbList` (detail pages), `SoftwareApplication` (apps and dApps), `Organization`
 * (the organizations building Neo) and `ItemList` (the lists). Every URL passed in must be absolute.
 * Vocabulary: https://schema.org (types WebSite, SearchAction, BreadcrumbList, SoftwareApplication, Organization, ItemList).
 */
import type { PublicDapp } from '../../../content-schema/snapshot.ts';

/** One JSON-LD node (a schema.org object with its `@type`). */
export type JsonLdNode = { '@type': string } & Record<string, unknown>;
/** A JSON-LD document of one page: its nodes in one `@graph`. */
export type JsonLdDocument = { '@context': 'https://schema.org'; '@graph': JsonLdNode[] };

/** `path` (already in the page's language) as an absolute URL on the site's origin (`Astro.site`, else the page's). */
export const absoluteUrl = (path: string, site: URL | undefined, page: URL): string => new URL(path, site ?? page).href;

/** The nodes of one page as one document. */
export const jsonLdDocument = (nodes: JsonLdNode[]): JsonLdDocument => ({
  '@context': 'https://schema.org',
  '@graph': nodes,
});

/**
 * The document as the text of a `<script type="application/ld+json">`: `<`, `>` and `&` escaped so no record's
 * text can close the script element.
 */
export const jsonLdText = (doc: JsonLdDocument): string =>
  JSON.stringify(doc).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** The site itself, with the search of `searchUrl` (a list page that reads its query from `?q=`). */
export function webSiteNode(site: {
  url: string;
  name: string;
  description: string;
  inLanguage: string;
  searchUrl: string;
}): JsonLdNode {
  const target = new URL(site.searchUrl);
  return {
    '@type': 'WebSite',
    url: site.url,
    name: site.name,
    description: site.description,
    inLanguage: site.inLanguage,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${target.origin}${target.pathname}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** The trail from the home page to this page: `[{ name, url }]`, first = home, last = this page. */
export function breadcrumbNode(trail: { name: string; url: string }[]): JsonLdNode {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

/**
 * An app or dApp as its detail page shows it: name, short description, page URL, its website, logo, categories
 * (`applicationCategory`), blockchain versions (`operatingSystem`, e.g. "Neo N3, Neo X") and company.
 */
export function softwareApplicationNode(
  dapp: PublicDapp,
  page: { url: string; imageUrl?: string | undefined },
): JsonLdNode {
  return {
    '@type': 'SoftwareApplication',
    name: dapp.title,
    description: dapp.shortDescription,
    url: page.url,
    ...(dapp.websiteUrl ? { sameAs: dapp.websiteUrl } : {}),
    ...(page.imageUrl ? { image: page.imageUrl } : {}),
    ...(dapp.categories.length ? { applicationCategory: dapp.categories.map((c) => c.title).join(', ') } : {}),
    ...(dapp.blockchainVersions.length
      ? { operatingSystem: dapp.blockchainVersions.map((c) => c.title).join(', ') }
      : {}),
    ...(dapp.companyName ? { author: { '@type': 'Organization', name: dapp.companyName } } : {}),
  };
}

/** An organization as a page shows it: its name, its page (e.g. on GitHub) and, when shown, its location. */
export function organizationNode(org: { name: string; url: string; location?: string | undefined }): JsonLdNode {
  return { '@type': 'Organization', name: org.name, url: org.url, ...(org.location ? { location: org.location } : {}) };
}

/** A list page: its name and its entries in the order shown, each with its name and, where it links, its URL. */
export function itemListNode(list: {
  name: string;
  url: string;
  items: { name: string; url?: string | undefined }[];
}): JsonLdNode {
  return {
    '@type': 'ItemList',
    name: list.name,
    url: list.url,
    numberOfItems: list.items.length,
    itemListElement: list.items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      ...(item.url ? { url: item.url } : {}),
    })),
  };
}
