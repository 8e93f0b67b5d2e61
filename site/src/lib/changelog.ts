/**
 * The changelog's texts and its Atom feed (RFC 4287), built from the snapshot's changes. The feed is written with
 * fast-xml-parser's builder, so `<`, `&`, `>` and quotes are escaped by the library; what XML cannot hold at all
 * (control characters, unpaired surrogates, stored before validation refused them) is dropped first (`stripControl`).
 */
import { XMLBuilder } from 'fast-xml-parser';
import { stripControl } from '../../../content-schema/fields.ts';
import type { CatalogueChange } from '../../../content-schema/snapshot.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The public page a change links to: the app/dApp page, or the changelog itself for a removal. */
export function changeLink(change: CatalogueChange, prefix = ''): string {
  if (change.action === 'removed' && change.entity === 'dapp')
    return `${prefix}/changelog#${encodeURIComponent(change.changeId)}`;
  if (!change.dappSlug) return `${prefix}/contracts`;
  return `${prefix}/${change.isDapp === false ? 'app' : 'dapp'}-detailed/${change.dappSlug}`;
}

/** One line saying what changed, e.g. "Flamingo: website changed" (in the page's language). */
export function changeText(change: CatalogueChange, t: Translate): string {
  const what = t(`pages.changelog.${change.entity}.${change.action}`, { title: change.title, hash: change.hash ?? '' });
  if (change.action !== 'changed') return what;
  return `${what}: ${change.fields.map((f) => t(`pages.changelog.fields.${f}`)).join(', ')}`;
}

/** The Atom media type the feed is served as (site server locally, the bucket's Content-Type on AWS). */
export const ATOM_CONTENT_TYPE = 'application/atom+xml; charset=utf-8';

/**
 * The Atom feed of `changes` for the site at `siteUrl`: entries newest first (by `at`, as the subtitle says), the
 * feed's `<updated>` its newest entry's (`updated`, e.g. the snapshot's time, when there is none). Every text is
 * XML character data (see the module comment).
 */
export function atomFeed(changes: CatalogueChange[], siteUrl: string, t: Translate, updated: string): string {
  const abs = (path: string) => new URL(path, siteUrl).href;
  const newestFirst = [...changes].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  const text = (key: string, options?: Record<string, unknown>) => stripControl(t(key, options));
  const line = (c: CatalogueChange) => stripControl(changeText(c, t));
  const builder = new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    format: true,
    suppressEmptyNode: true,
  });
  const feed = {
    '?xml': { '@version': '1.0', '@encoding': 'utf-8' },
    feed: {
      '@xmlns': 'http://www.w3.org/2005/Atom',
      id: abs('/changelog'),
      title: text('pages.changelog.feedTitle'),
      subtitle: text('pages.changelog.lead'),
      updated: newestFirst[0]?.at ?? updated,
      author: { name: text('site.name') },
      link: [
        { '@rel': 'self', '@type': 'application/atom+xml', '@href': abs('/changelog.xml') },
        { '@rel': 'alternate', '@type': 'text/html', '@href': abs('/changelog') },
      ],
      rights: 'CC BY 4.0',
      entry: newestFirst.map((c) => ({
        id: `urn:neo-ecosystem:change:${encodeURIComponent(stripControl(c.changeId))}`,
        title: line(c),
        updated: c.at,
        link: { '@rel': 'alternate', '@type': 'text/html', '@href': abs(changeLink(c)) },
        category: { '@term': c.action },
        summary: line(c),
      })),
    },
  };
  return builder.build(feed) as string;
}
