/**
 * The offline recording of the news source. No copy of the live feed exists, so the 23 real Neo News Today
 * articles of `data/catalogue/news.json` (title, date, URL and tags, each from the article itself) are rendered
 * into an RSS 2.0 document — marked as derived in its channel description and a comment — and served for the
 * feed URL, so the same parser reads it. The time of day is not recorded: every `pubDate` is 00:00 UTC.
 */
import { readFile } from 'node:fs/promises';
import type { SourceFetch } from '../http.ts';
import { notRecorded } from '../recordings.ts';
import { projectPath } from '../../../lib/paths.ts';
import { NNT_FEED_URL } from './rss.ts';

export const NEWS_CATALOGUE = projectPath('data', 'catalogue', 'news.json');

interface CatalogueArticle {
  title: string;
  publishedDate: string;
  url: string;
  tags?: string[];
  publisher?: string;
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Render articles as an RSS 2.0 document marked as derived (newest first). */
export function renderDerivedFeed(articles: CatalogueArticle[]): string {
  const items = [...articles]
    .sort((a, b) => b.publishedDate.localeCompare(a.publishedDate))
    .map((a) =>
      [
        '    <item>',
        `      <title>${xml(a.title)}</title>`,
        `      <link>${xml(a.url)}</link>`,
        `      <guid isPermaLink="true">${xml(a.url)}</guid>`,
        `      <pubDate>${new Date(`${a.publishedDate}T00:00:00Z`).toUTCString()}</pubDate>`,
        ...(a.tags ?? []).map((tag) => `      <category>${xml(tag)}</category>`),
        '    </item>',
      ].join('\n'),
    );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!-- DERIVED RECORDING: rendered from data/catalogue/news.json, not fetched from https://neonewstoday.com/feed/ -->',
    '<rss version="2.0">',
    '  <channel>',
    '    <title>Neo News Today</title>',
    '    <link>https://neonewstoday.com</link>',
    '    <description>Derived offline recording: real Neo News Today articles (title, date, URL, tags) from data/catalogue/news.json rendered as RSS 2.0; times of day are not recorded (00:00 UTC).</description>',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** A fetch that answers the NNT feed URL with the derived document, and nothing else. */
export function derivedFeedFetch(file = NEWS_CATALOGUE): SourceFetch {
  return async (input) => {
    if (String(input) !== NNT_FEED_URL) return notRecorded(String(input));
    const articles = JSON.parse(await readFile(file, 'utf8')) as CatalogueArticle[];
    return new Response(renderDerivedFeed(articles), {
      status: 200,
      headers: { 'content-type': 'application/rss+xml; charset=utf-8', 'x-recording': 'derived' },
    });
  };
}
