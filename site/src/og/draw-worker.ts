/** A worker thread of src/og/draw-pool.ts: draws its share of the cards into the cache (run by Node directly, types stripped). */
import { workerData } from 'node:worker_threads';
import type { CardFacts } from '../lib/social-card.ts';
import { cachedCard } from './render-card.ts';

const { cards, imagesDir, cacheDir } = workerData as { cards: CardFacts[]; imagesDir: string; cacheDir: string };
for (const card of cards) await cachedCard(card, imagesDir, cacheDir);
