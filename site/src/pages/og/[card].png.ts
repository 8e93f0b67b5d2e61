/**
 * GET /og/<hash>.png — the social cards (1200×630 PNG) of every page, drawn at build (src/og/render-card.ts) from
 * what src/og/cards.ts says each page shows, one file per distinct card. Drawn cards are kept in OG_CACHE_DIR
 * (default `site/.cache/og`) under their hash, so the next build copies an unchanged card instead of drawing it;
 * new cards are drawn on every core first (src/og/draw-pool.ts).
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { APIRoute, GetStaticPaths } from 'astro';
import { allCards } from '../../og/cards.ts';
import { drawMissingCards } from '../../og/draw-pool.ts';
import { cachedCard } from '../../og/render-card.ts';
import { cardHash, type CardFacts } from '../../lib/social-card.ts';
import { snapshotPath } from '../../lib/snapshot-file.ts';

const siteRoot = () =>
  existsSync(join(process.cwd(), 'site', 'astro.config.ts')) ? join(process.cwd(), 'site') : process.cwd();
const imagesDir = () => join(dirname(snapshotPath(process.env, siteRoot())), 'images');
const cacheDir = () => process.env.OG_CACHE_DIR || join(siteRoot(), '.cache', 'og');

export const getStaticPaths = (async () => {
  const unique = new Map<string, CardFacts>();
  for (const card of await allCards()) unique.set(cardHash(card), card);
  // Draw the new cards on every core now; rendering each route below then only reads the cache.
  await drawMissingCards([...unique.values()], {
    imagesDir: imagesDir(),
    cacheDir: cacheDir(),
    workerFile: join(siteRoot(), 'src', 'og', 'draw-worker.ts'),
  });
  return [...unique].map(([card, facts]) => ({ params: { card }, props: { facts } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const png = await cachedCard((props as { facts: CardFacts }).facts, imagesDir(), cacheDir());
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
