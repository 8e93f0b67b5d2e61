import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase } from '../../../tests/support/database.ts';
import { client, sha } from '../../../tests/support/api.ts';
import { ensureFirstAdmin } from '../../domain/auth/users.ts';
import { seedCatalogue } from '../../domain/seed/catalogue.ts';
import { startJob } from '../../domain/jobs/runner.ts';
import { readSyncStatus } from '../../domain/sync/status.ts';
import { createApp } from '../app.ts';
import { LIVE_SNAPSHOT_CACHE } from './live.ts';
import '../../domain/sync/registry.ts'; // loads the jobs, so "run now" runs them in this process

let db: Awaited<ReturnType<typeof startTestDatabase>>;
let admin: ReturnType<typeof client>;
const app = () => createApp();
beforeAll(async () => {
  db = await startTestDatabase();
  await seedCatalogue();
  await ensureFirstAdmin('root@example.org', 'Root-Pass-2026');
  const { json } = await client(app()).post('/auth', { email: 'root@example.org', password: sha('Root-Pass-2026') });
  admin = client(app(), json.token);
}, 60_000);
afterAll(async () => db.close());

const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 100 && !(await check()); i++) await new Promise((r) => setTimeout(r, 50));
};

describe('sync routes (admin)', () => {
  it('refuses without a session', async () => {
    expect((await client(app()).get('/sync/status')).status).toBe(401);
    expect((await client(app()).post('/sync/news/run', {})).status).toBe(401);
  });

  it('lists every source with its schedule and status', async () => {
    const { status, json } = await admin.get('/sync/status');
    expect(status).toBe(200);
    expect(json.map((s: { name: string }) => s.name).sort()).toEqual([
      'contract-activity',
      'github',
      'news',
      'nft-collections',
      'token-prices',
    ]);
    expect(json[0]).toEqual(
      expect.objectContaining({
        schedule: expect.stringMatching(/^rate\(/),
        lastSuccessAt: null,
        lastError: null,
        nextRunAt: null,
        lastSummary: null,
        running: false,
      }),
    );
  });

  it('runs a source now, answers 409 while it runs and 404 for an unknown one', async () => {
    const started = await admin.post('/sync/news/run', {});
    expect(started.status).toBe(202);
    expect(started.json).toMatchObject({ name: 'news', running: true });
    await until(async () => !!(await readSyncStatus('news')).lastSuccessAt);
    const news = (await admin.get('/sync/status')).json.find((s: { name: string }) => s.name === 'news');
    expect(news).toMatchObject({
      mode: 'offline',
      lastError: null,
      lastSummary: { articles: 23, kept: 23, created: 0 },
    });
    expect(Date.parse(news.nextRunAt) - Date.parse(news.lastRunAt)).toBe(3600_000);

    let release!: () => void;
    const held = await startJob(
      'sync-github',
      () =>
        new Promise<void>((r) => {
          release = r;
        }),
    );
    expect((await admin.post('/sync/github/run', {})).status).toBe(409);
    release();
    await held.done;
    // An unknown source names nothing to run: 404, as for any unknown path, not a 400 of a malformed request.
    const unknown = await admin.post('/sync/nothing/run', {});
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ message: 'Not found' });
  });
});

describe('GET /client/snapshot/live', () => {
  it('answers the whole snapshot, kept by the CDN for 15 s and served stale while it refreshes, revalidated by browsers', async () => {
    const res = await client(app()).get('/snapshot/live');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=15, stale-while-revalidate=30');
    expect(res.json).toMatchObject({ takenAt: expect.any(String), sources: { news: { mode: 'offline' } } });
    expect(res.json.news).toHaveLength(23);
  });

  it('answers only the sections an island asks for, cacheable', async () => {
    const res = await client(app()).get('/snapshot/live?sections=tokens,nope');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(res.json.news).toEqual([]);
    expect(res.json.sources).toEqual({});
  });

  it('answers the whole snapshot, cached as such, when sections is empty, and every section when none is known', async () => {
    const empty = await client(app()).get('/snapshot/live?sections=');
    expect(empty.headers.get('cache-control')).toBe(LIVE_SNAPSHOT_CACHE);
    expect(empty.json.news).toHaveLength(23);
    const unknown = await client(app()).get('/snapshot/live?sections=nope');
    expect(unknown.headers.get('cache-control')).toBe('public, max-age=60');
    expect(unknown.json.news).toHaveLength(23);
  });
});
