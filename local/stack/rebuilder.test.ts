/**
 * The local rebuilder's bookkeeping in the site status the dashboard shows: a burst of requests gives one build and
 * says `pending` until it starts; a request during a build says `pending` again and gives exactly one more build.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSiteStatus } from '../../functions/domain/content/site-status.ts';
import { startTestDatabase } from '../../tests/support/database.ts';
import { createRebuilder } from './rebuilder.ts';

let db: Awaited<ReturnType<typeof startTestDatabase>>;
beforeAll(async () => {
  db = await startTestDatabase();
});
afterAll(async () => db.close());

const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 500 && !(await check()); i++) await new Promise((r) => setTimeout(r, 10));
};

describe('the local rebuilder', () => {
  it('coalesces a burst into one build, and a request during a build into exactly one more', async () => {
    let builds = 0;
    let release: () => void = () => undefined;
    const rebuilder = createRebuilder(async () => {
      builds++;
      await new Promise<void>((resolve) => (release = resolve));
    }, 400); // a pending window wide enough for the polls below to see on a loaded machine

    for (let i = 0; i < 5; i++) rebuilder.request();
    await until(async () => (await readSiteStatus()).pending === true);
    expect(await readSiteStatus()).toMatchObject({ pending: true });

    await until(async () => builds === 1 && (await readSiteStatus()).building === true);
    expect(await readSiteStatus()).toMatchObject({ pending: false, building: true });

    rebuilder.request();
    rebuilder.request();
    await until(async () => (await readSiteStatus()).pending === true);
    expect(await readSiteStatus()).toMatchObject({ pending: true, building: true });

    release();
    await until(async () => builds === 2);
    release();
    await rebuilder.idle();
    expect(builds).toBe(2);
    expect(await readSiteStatus()).toMatchObject({ pending: false, building: false });
    expect((await readSiteStatus()).lastBuiltAt).toBeDefined();
  });
});
