/**
 * The `news` sync job: read the Neo News Today feed (live) or its derived recording (offline), and add the
 * articles not stored yet as News records (matched by URL; an administrator's edits to a stored article stay).
 * Articles are matched to dApps later, when the snapshot is built (NNT tags and titles; see functions/domain/live/).
 */
import * as v from 'valibot';
import { ENTITIES, inputSchema } from '../../../../content-schema/registry.ts';
import type { News } from '../../../../content-schema/entities/market.ts';
import { repository } from '../../../adapters/data/store.ts';
import type { JobContext } from '../../jobs/runner.ts';
import { request, type SourceFetch } from '../http.ts';
import { dataMode } from '../recordings.ts';
import type { SyncDefinition, SyncOutcome } from '../job.ts';
import { derivedFeedFetch } from './derived-feed.ts';
import { NNT_FEED_URL, parseFeed, type FeedArticle } from './rss.ts';
import { SYNC_SCHEDULES } from '../sources.ts';

const normalUrl = (url: string) =>
  url
    .trim()
    .replace(/^http:/, 'https:')
    .replace(/\/+$/, '')
    .toLowerCase();

/** A slug for an article: the last path segment of its URL, cut to 80 characters, made unique against `taken`. */
export function articleSlug(url: string, taken: Set<string>): string {
  const last = new URL(url).pathname.split('/').filter(Boolean).at(-1) ?? 'article';
  const base =
    last
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80)
      .replace(/-+$/, '') || 'article';
  let slug = base;
  for (let i = 2; taken.has(slug); i++) slug = `${base}-${i}`;
  taken.add(slug);
  return slug;
}

/** Store the feed's new articles; answers the outcome (asOf: the newest article's day). */
export async function syncNews(ctx: JobContext, fetch: SourceFetch): Promise<SyncOutcome> {
  const res = await request(fetch, 'The Neo News Today feed', NNT_FEED_URL, {
    headers: { accept: 'application/rss+xml, application/xml' },
  });
  const derived = res.headers.get('x-recording') === 'derived';
  const feed = parseFeed(await res.text());
  const repo = repository<News>(ENTITIES.news);
  const stored = await repo.list();
  const known = new Set(stored.map((n) => normalUrl(n.url)));
  const slugs = new Set(stored.map((n) => n.slug));
  const summary = { articles: feed.articles.length, created: 0, kept: 0 };
  await ctx.progress(0, feed.articles.length, summary);
  const schema = inputSchema(ENTITIES.news);
  for (const article of feed.articles as FeedArticle[]) {
    if (known.has(normalUrl(article.url))) summary.kept++;
    else {
      const record = v.parse(schema, {
        title: article.title.slice(0, 300),
        slug: articleSlug(article.url, slugs),
        url: article.url,
        publishedDate: article.publishedDate,
        publisher: article.publisher ?? 'Neo News Today',
        tags: article.tags,
        source: article.url,
      }) as News;
      await repo.create(record);
      known.add(normalUrl(article.url));
      summary.created++;
    }
    await ctx.progress(summary.created + summary.kept, feed.articles.length, summary);
  }
  const newest = feed.articles
    .map((a) => a.publishedDate)
    .sort()
    .at(-1);
  return {
    summary,
    asOf: derived ? (newest ? `${newest}T00:00:00.000Z` : undefined) : new Date().toISOString(),
    origin: derived ? 'recording (derived): data/catalogue/news.json rendered as RSS 2.0' : NNT_FEED_URL,
  };
}

/** The registry definition: hourly. */
export const newsSync: SyncDefinition = {
  name: 'news',
  schedule: SYNC_SCHEDULES.news,
  work: (ctx) => syncNews(ctx, dataMode() === 'live' ? globalThis.fetch : derivedFeedFetch()),
};
