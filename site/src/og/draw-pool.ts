/**
 * Draws the cards the cache does not hold yet, on every core: the missing cards are split over worker threads
 * (src/og/draw-worker.ts), each drawing its share into `cacheDir` (src/og/render-card.ts). Cached cards cost a
 * file check. Throws when a worker fails (the build then fails, naming the error).
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { cardHash, type CardFacts } from '../lib/social-card.ts';
import { cachedCard } from './render-card.ts';

/** Below this many missing cards, drawing in this thread beats starting workers. */
const INLINE_LIMIT = 16;

/** Draw every card of `cards` missing from `cacheDir`; `workerFile` is the absolute path of draw-worker.ts. Answers how many were drawn. */
export async function drawMissingCards(
  cards: CardFacts[],
  opts: { imagesDir: string; cacheDir: string; workerFile: string },
): Promise<number> {
  const missing = cards.filter((card) => !existsSync(join(opts.cacheDir, `${cardHash(card)}.png`)));
  if (missing.length <= INLINE_LIMIT || !existsSync(opts.workerFile)) {
    for (const card of missing) await cachedCard(card, opts.imagesDir, opts.cacheDir);
    return missing.length;
  }
  const threads = Math.min(availableParallelism(), Math.ceil(missing.length / INLINE_LIMIT));
  const shares = Array.from({ length: threads }, (_, i) => missing.filter((_, j) => j % threads === i));
  await Promise.all(
    shares.map(
      (share) =>
        new Promise<void>((resolve, reject) => {
          const worker = new Worker(opts.workerFile, {
            workerData: { cards: share, imagesDir: opts.imagesDir, cacheDir: opts.cacheDir },
          });
          worker.once('error', reject);
          worker.once('exit', (code) =>
            code === 0 ? resolve() : reject(new Error(`A social-card worker stopped with code ${code}`)),
          );
        }),
    ),
  );
  return missing.length;
}
