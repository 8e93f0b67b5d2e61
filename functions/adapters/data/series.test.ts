/**
 * The indexers' counter points written many at a time (`addBlockContributionsMany`): each block is added at most once
 * per lane whatever the repetitions and chunk sizes, the two lanes add up, and a chunk written again costs no write.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase } from '../../../tests/support/database.ts';
import { dynamo } from './client.ts';
import { addBlockContributions, addBlockContributionsMany, readPoints, type BlockContributions } from './series.ts';

const DAY = '2026-11-20T00:00:00.000Z';
const now = Date.parse(DAY);

/** A point of `subject` on DAY with one contribution per block of `from` … `to` (block b adds b). */
const point = (subject: string, from: number, to: number): BlockContributions => ({
  subject,
  resolution: 'day',
  at: '2026-11-20T13:45:00.000Z',
  perBlock: new Map(Array.from({ length: to - from + 1 }, (_, i) => [from + i, from + i])),
});
const sum = (from: number, to: number) => ((from + to) * (to - from + 1)) / 2;
const valueOf = async (subject: string) => (await readPoints(subject, 'day', '0000', now))[0]?.value;

let db: Awaited<ReturnType<typeof startTestDatabase>>;
let updates = 0;
beforeAll(async () => {
  db = await startTestDatabase();
  dynamo().middlewareStack.add(
    (next, context) => (args) => {
      if (context.commandName === 'UpdateItemCommand') updates++;
      return next(args);
    },
    { step: 'initialize', name: 'countUpdates' },
  );
});
afterAll(() => db.close());

describe('addBlockContributionsMany', () => {
  it('adds each block once per lane, whatever the repetitions, the chunk sizes and the order of the lanes', async () => {
    await addBlockContributionsMany([point('a', 1, 4), point('b', 1, 2)], 'backfill', 4, now);
    await addBlockContributionsMany([point('a', 1, 4), point('b', 1, 2)], 'backfill', 4, now); // the same chunk again
    await addBlockContributionsMany([point('a', 3, 8), point('b', 2, 5)], 'backfill', 4, now); // a larger chunk over it
    await addBlockContributions('a', 'day', DAY, point('a', 7, 9).perBlock, 'backfill', now); // one at a time, too
    await addBlockContributionsMany([point('a', 100, 101)], 'tip', 4, now); // the other lane adds its own blocks
    await addBlockContributionsMany([point('a', 100, 101)], 'tip', 4, now);
    expect(await valueOf('a')).toBe(sum(1, 9) + sum(100, 101));
    expect(await valueOf('b')).toBe(sum(1, 5));
  });

  it('writes nothing for a chunk written again, one update per point that lacks blocks', async () => {
    const chunk = [point('c', 10, 19), point('d', 10, 12), point('e', 15, 19)];
    updates = 0;
    await addBlockContributionsMany(chunk, 'tip', 4, now);
    expect(updates).toBe(3);
    updates = 0;
    await addBlockContributionsMany(chunk, 'tip', 4, now);
    expect(updates).toBe(0);
    await addBlockContributionsMany([...chunk, point('e', 15, 20)], 'tip', 4, now); // a point is listed twice
    expect(updates).toBe(1);
    expect(await valueOf('e')).toBe(sum(15, 20));
  });
});
