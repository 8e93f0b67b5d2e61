/**
 * The changelog's texts and its Atom feed (RFC 4287), built from the snapshot's changes (newest first). The feed
 * is written with fast-xml-parser's builder, so every text is escaped by the library.
 */
import { XMLBuilder } from 'fast-xml-parser';
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

/** The Atom feed of `changes` for the site at `siteUrl`. */
export function atomFeed(changes: CatalogueChange[], siteUrl: string, t: Translate, updated: string): string {
  const abs = (path: string) => new URL(path, siteUrl).href;
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
      title: t('pages.changelog.feedTitle'),
      subtitle: t('pages.changelog.lead'),
      updated: changes[0]?.at ?? updated,
      author: { name: t('site.name') },
      link: [
        { '@rel': 'self', '@type': 'application/atom+xml', '@href': abs('/changelog.xml') },
        { '@rel': 'alternate', '@type': 'text/html', '@href': abs('/changelog') },
      ],
      rights: 'CC BY 4.0',
      entry: changes.map((c) => ({
        id: `urn:neo-ecosystem:change:${encodeURIComponent(c.changeId)}`,
        title: changeText(c, t),
        updated: c.at,
        link: { '@rel': 'alternate', '@type': 'text/html', '@href': abs(changeLink(c)) },
        category: { '@term': c.action },
        summary: changeText(c, t),
      })),
    },
  };
  return builder.build(feed) as string;
}
