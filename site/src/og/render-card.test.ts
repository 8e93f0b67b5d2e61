import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { cardHash, cardMonogram, cardPath, type CardFacts } from '../lib/social-card.ts';
import { cachedCard } from './render-card.ts';

const dir = await mkdtemp(join(tmpdir(), 'og-cards-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

const card: CardFacts = {
  kind: 'dApp',
  title: 'Flamingo Finance',
  subtitle: 'DeFi · Exchange',
  chains: ['Neo N3'],
  site: 'Neo Ecosystem',
  figure: { text: '12,345 invocations in 7 days', asOf: 'as of 06/11/2026 10:00 UTC' },
  monogram: cardMonogram('Flamingo Finance'),
};

describe('social cards', () => {
  it('names a card by what it shows: the same facts the same name, any change another', () => {
    expect(cardPath(card)).toMatch(/^\/og\/[0-9a-f]{20}\.png$/);
    expect(cardHash({ ...card })).toBe(cardHash(card));
    expect(cardHash({ ...card, figure: { ...card.figure!, text: '12,346 invocations in 7 days' } })).not.toBe(
      cardHash(card),
    );
    expect(cardHash({ ...card, kind: 'App' })).not.toBe(cardHash(card));
  });

  it('draws a 1200×630 PNG with no network and keeps it, so the same card is not drawn again', async () => {
    const png = await cachedCard(card, dir, join(dir, 'cache'));
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    // Not a blank image: the title and figure make many distinct colours.
    const { channels } = await sharp(png).stats();
    expect(channels[0]!.max - channels[0]!.min).toBeGreaterThan(100);
    const file = join(dir, 'cache', `${cardHash(card)}.png`);
    const before = (await stat(file)).mtimeMs;
    expect(await cachedCard(card, dir, join(dir, 'cache'))).toEqual(png);
    expect((await stat(file)).mtimeMs).toBe(before);
    expect(await readdir(join(dir, 'cache'))).toEqual([`${cardHash(card)}.png`]);
  }, 30_000);
});
