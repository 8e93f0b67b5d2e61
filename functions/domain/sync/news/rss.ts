/**
 * The Neo News Today feed (`https://neonewstoday.com/feed/`, RSS 2.0; NEO.md §8, after Neon wallet's
 * `app/actions/newsActions.js`) parsed with fast-xml-parser: one article per `<item>` with its title, link,
 * publication date (UTC day) and `<category>` tags — the NNT tags the dApps are matched by.
 */
import { XMLParser } from 'fast-xml-parser';

export const NNT_FEED_URL = 'https://neonewstoday.com/feed/';

export interface FeedArticle {
  title: string;
  url: string;
  /** The UTC day of `pubDate`, YYYY-MM-DD. */
  publishedDate: string;
  tags: string[];
  publisher?: string;
}

export interface Feed {
  title?: string;
  description?: string;
  articles: FeedArticle[];
}

const parser = new XMLParser({
  ignoreAttributes: true,
  processEntities: true,
  htmlEntities: true,
  trimValues: true,
  isArray: (name) => name === 'item' || name === 'category',
});

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
/** Feeds often HTML-escape titles inside CDATA (`&amp;`, `&#8217;`); titles are plain text, so decode them. */
const decode = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#')
      return String.fromCodePoint(code[1]?.toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : Number(code.slice(1)));
    return NAMED[code.toLowerCase()] ?? whole;
  });

const text = (value: unknown): string => {
  if (typeof value === 'string' || typeof value === 'number') return decode(String(value)).trim();
  if (value && typeof value === 'object' && '#text' in value)
    return decode(String((value as { '#text': unknown })['#text'])).trim();
  return '';
};

/**
 * Parse an RSS 2.0 document. Items without a title, an http(s) link or a parsable `pubDate` are left out.
 * Throws when the document has no `<rss><channel>`.
 */
export function parseFeed(xml: string): Feed {
  const doc = parser.parse(xml) as { rss?: { channel?: Record<string, unknown> } };
  const channel = doc.rss?.channel;
  if (!channel) throw new Error('not an RSS 2.0 document (no <rss><channel>)');
  const publisher = text(channel.title) || undefined;
  const articles = ((channel.item as Record<string, unknown>[] | undefined) ?? []).flatMap((item) => {
    const title = text(item.title);
    const url = text(item.link) || text(item.guid);
    const time = Date.parse(text(item.pubDate));
    if (!title || !/^https?:\/\//.test(url) || Number.isNaN(time)) return [];
    const tags = [...new Set(((item.category as unknown[] | undefined) ?? []).map(text).filter(Boolean))];
    return [{ title, url, publishedDate: new Date(time).toISOString().slice(0, 10), tags, publisher }];
  });
  return { title: publisher, description: text(channel.description) || undefined, articles };
}
