import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { request } from '../http.ts';
import { offlineNetwork, spyFetch } from '../../../../tests/support/sync-fetch.ts';
import { NEWS_CATALOGUE, derivedFeedFetch, renderDerivedFeed } from './derived-feed.ts';
import { NNT_FEED_URL, parseFeed } from './rss.ts';
import { articleSlug } from './job.ts';

const catalogue = JSON.parse(readFileSync(NEWS_CATALOGUE, 'utf8')) as {
  title: string;
  url: string;
  publishedDate: string;
  tags: string[];
}[];

describe('the Neo News Today feed parser', () => {
  it('reads the derived recording back into the 23 real articles, tags included', () => {
    const feed = parseFeed(renderDerivedFeed(catalogue));
    expect(feed.description).toMatch(/^Derived offline recording/);
    expect(feed.articles).toHaveLength(catalogue.length);
    const byUrl = new Map(feed.articles.map((a) => [a.url, a]));
    for (const article of catalogue) {
      expect(byUrl.get(article.url)).toMatchObject({
        title: article.title,
        publishedDate: article.publishedDate,
        tags: article.tags,
        publisher: 'Neo News Today',
      });
    }
  });

  it('reads a WordPress-style RSS 2.0 item (CDATA, entities, several categories) and skips broken items', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel>
      <title>Neo News Today</title><link>https://neonewstoday.com</link>
      <item><title><![CDATA[Flamingo &amp; friends launch FUSD]]></title><link>https://neonewstoday.com/defi/x/</link>
        <pubDate>Fri, 23 Dec 2022 14:05:00 +0000</pubDate><category><![CDATA[DeFi]]></category><category>FUSD</category>
        <content:encoded><![CDATA[<p>Body</p>]]></content:encoded></item>
      <item><title>No date</title><link>https://neonewstoday.com/y/</link></item>
    </channel></rss>`;
    expect(parseFeed(xml).articles).toEqual([
      {
        title: 'Flamingo & friends launch FUSD',
        url: 'https://neonewstoday.com/defi/x/',
        publishedDate: '2022-12-23',
        tags: ['DeFi', 'FUSD'],
        publisher: 'Neo News Today',
      },
    ]);
    expect(() => parseFeed('<html></html>')).toThrow('not an RSS 2.0 document');
  });

  it('asks the feed URL for RSS, and only that URL is recorded offline', async () => {
    const fetch = spyFetch(derivedFeedFetch());
    const res = await request(fetch, 'feed', NNT_FEED_URL, { headers: { accept: 'application/rss+xml' } });
    expect(res.headers.get('x-recording')).toBe('derived');
    expect(fetch.seen[0]).toMatchObject({ url: 'https://neonewstoday.com/feed/', method: 'GET' });
    expect(fetch.seen[0]!.headers.get('accept')).toBe('application/rss+xml');
    await expect(request(derivedFeedFetch(), 'feed', 'https://neonewstoday.com/other')).rejects.toThrow(
      'Nothing was recorded',
    );
    await expect(request(offlineNetwork, 'The Neo News Today feed', NNT_FEED_URL)).rejects.toThrow(
      'The Neo News Today feed could not be reached (https://neonewstoday.com): getaddrinfo ENOTFOUND neonewstoday.com',
    );
  });

  it('makes unique slugs from article URLs', () => {
    const taken = new Set(['a-b']);
    expect(articleSlug('https://neonewstoday.com/x/a-b/', taken)).toBe('a-b-2');
    expect(articleSlug('https://neonewstoday.com/x/Hello_World/', taken)).toBe('hello-world');
  });
});
