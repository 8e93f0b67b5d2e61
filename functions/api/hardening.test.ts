import fc from 'fast-check';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITY_LIST, inputSchema } from '../../content-schema/registry.ts';
import { ensureFirstAdmin } from '../domain/auth/users.ts';
import { repository } from '../adapters/data/store.ts';
import { ensureTable } from '../adapters/data/table.ts';
import { startDynalite, type Running } from '../../local/stack/embedded.ts';
import { useEmbeddedEndpoints } from '../../local/stack/stack.ts';
import { startTestDatabase } from '../../tests/support/database.ts';
import { client, sha } from '../../tests/support/api.ts';
import { createApp } from './app.ts';

const app = createApp();
let api: ReturnType<typeof client>;
let db: Awaited<ReturnType<typeof startTestDatabase>>;
beforeAll(async () => {
  db = await startTestDatabase();
  await ensureFirstAdmin('root@example.org', 'Root-Pass-2026');
  api = client(
    app,
    (await client(app).post('/auth', { email: 'root@example.org', password: sha('Root-Pass-2026') })).json.token,
  );
}, 30_000);
afterAll(async () => db.close());

/** Bodies a hostile or broken client might send: any JSON, and objects that look like records. */
const bodies = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(
    fc.constantFrom(
      'title',
      'slug',
      'hash',
      'url',
      'email',
      'version',
      'idDappPk',
      'order',
      'active',
      'imageUrl',
      'dappCategory',
      'websiteSection',
      'visibleStartDatetime',
      'password',
      '__proto__',
      'constructor',
    ),
    fc.jsonValue(),
  ),
);

describe('hostile input', () => {
  it("answers every entity's persist with 4xx and a message (never 5xx) and stores nothing invalid", async () => {
    for (const def of ENTITY_LIST) {
      await fc.assert(
        fc.asyncProperty(bodies, async (body) => {
          const res = await app.request(`/client/${def.name}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          return res.status === 401;
        }),
        { numRuns: 10 },
      );
      await fc.assert(
        fc.asyncProperty(bodies, async (body) => {
          const res = await api.post(`/${def.name}`, body);
          if (res.status >= 500) return false;
          if (res.status >= 400) return typeof res.json?.message === 'string' && res.json.message.length > 0;
          return true;
        }),
        { numRuns: 25 },
      );
      const schema = def.name === 'user' ? def.schema : inputSchema(def);
      for (const stored of await repository(def).list()) {
        const { version: _v, createdAt: _c, updatedAt: _u, ...record } = stored;
        expect(v.safeParse(schema, record).success, `${def.name} stored ${JSON.stringify(record).slice(0, 200)}`).toBe(
          true,
        );
      }
    }
  }, 120_000);

  it('answers non-JSON and oversized bodies with 400 and 413', async () => {
    const notJson = await app.request('/client/auth', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).message).toMatch(/not valid JSON/);
    const big = await app.request('/client/auth', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x'.repeat(400_000) }),
    });
    expect(big.status).toBe(413);
  });
});

describe('concurrency', () => {
  it('keeps every one of N concurrent creates from several clients, with distinct ids', async () => {
    const N = 60;
    const clients = Array.from({ length: 4 }, () => api);
    const results = await Promise.all(
      Array.from({ length: N }, (_, i) => clients[i % 4]!.post('/nnt-tag', { title: `Concurrent ${i}` })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(new Set(results.map((r) => r.json.id)).size).toBe(N);
    const list = await api.get('/nnt-tag?pageSize=100&query=Concurrent');
    expect(list.json.total).toBe(N);
    expect(list.json.items.every((t: { version: number }) => t.version === 1)).toBe(true);
  });

  it('lets exactly one of several concurrent updates of the same version win (no lost update)', async () => {
    const created = await api.post('/category', { title: 'Race' });
    const updates = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        api.post('/category', { idCategoryPk: created.json.id, title: `Race ${i}`, version: 1 }),
      ),
    );
    const winners = updates.filter((r) => r.status === 200);
    expect(winners).toHaveLength(1);
    expect(updates.filter((r) => r.status === 409)).toHaveLength(7);
    const stored = (await api.get(`/category/${created.json.id}`)).json;
    expect(stored.version).toBe(2);
    expect(updates.findIndex((r) => r.status === 200)).toBe(Number(stored.title.split(' ')[1]));
  });
});

describe('database outage', () => {
  it('answers 503 with a clear message while the database is away and recovers when it is back', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'outage-'));
    let outage: Running = await startDynalite(dir);
    const port = outage.port;
    useEmbeddedEndpoints(outage.url);
    try {
      await ensureTable();
      await ensureFirstAdmin('ops@example.org', 'Ops-Pass-2026');
      const token = (await client(app).post('/auth', { email: 'ops@example.org', password: sha('Ops-Pass-2026') })).json
        .token;
      const ops = client(app, token);
      expect((await ops.post('/category', { title: 'Before' })).status).toBe(200);
      await outage.close();
      const down = await ops.get('/category?page=0');
      expect(down.status).toBe(503);
      expect(down.json.message).toMatch(/database is unavailable/i);
      outage = await startDynalite(dir, port);
      const up = await ops.get('/category?page=0');
      expect(up.status).toBe(200);
      expect(up.json.items.map((c: { title: string }) => c.title)).toEqual(['Before']);
    } finally {
      await outage.close().catch(() => undefined);
      useEmbeddedEndpoints(db.url);
    }
  }, 60_000);
});
