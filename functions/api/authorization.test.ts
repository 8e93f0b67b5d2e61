/**
 * The route walk (issue 17 §8a), built from the Hono app's own route table: every route is on the explicit public
 * list or on the administrator list, and every administrator route refuses the ten kinds of bad credentials. A new
 * route on neither list fails the first test.
 */
import { sign } from 'hono/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITY_LIST } from '../../content-schema/registry.ts';
import { ensureFirstAdmin, users } from '../domain/auth/users.ts';
import { issueToken } from '../domain/auth/tokens.ts';
import { startTestDatabase } from '../../tests/support/database.ts';
import { client, sha } from '../../tests/support/api.ts';
import { createApp } from './app.ts';

/** Routes anyone may call: health, the public lists and snapshots, sign-in, recovery and reset. */
const PUBLIC = new Set([
  'GET /client/health',
  'GET /client/app',
  'GET /client/snapshot/catalogue',
  'GET /client/snapshot/live',
  'POST /client/auth',
  'POST /client/auth/recover',
  'POST /client/auth/reset',
  'GET /client/global/public',
  'GET /client/openapi.json',
  'POST /client/submissions',
  'POST /client/submissions/upload',
  'GET /client/submissions/:token',
  'POST /client/submissions/:token/confirm',
  'POST /client/claims/challenge',
  'POST /client/claims',
  'GET /client/nft-image',
]);
/** Administrator routes besides the generated CRUD of every registry entity. */
const ADMIN = new Set([
  'GET /client/auth',
  'DELETE /client/auth',
  'PUT /client/auth/password',
  'POST /client/upload',
  'GET /client/site/status',
  'GET /client/jobs/resync-transactions',
  'POST /client/jobs/resync-transactions',
  'GET /client/sync/status',
  'POST /client/sync/:source/run',
  'GET /client/global',
  'PUT /client/global/setSwapFeatureEnabled',
  'GET /client/indexer/discovered',
  'POST /client/indexer/discovered/:hash/contract',
  'POST /client/indexer/discovered/:hash/token',
  'POST /client/indexer/discovered/:hash/nft-collection',
  'GET /client/submission-review',
  'GET /client/submission-review/:id',
  'POST /client/submission-review/:id/open',
  'POST /client/submission-review/:id/approve',
  'POST /client/submission-review/:id/reject',
  'GET /client/changelog',
  'POST /client/changelog/:changeId/redact',
]);
for (const def of ENTITY_LIST) {
  const key = def.idFields.length === 1 ? ':id' : ':id1/:id2';
  for (const route of [
    `GET /client/${def.name}`,
    `GET /client/${def.name}/export`,
    `GET /client/${def.name}/${key}`,
    `POST /client/${def.name}`,
    `DELETE /client/${def.name}/${key}`,
  ])
    ADMIN.add(route);
}

const app = createApp();
let db: Awaited<ReturnType<typeof startTestDatabase>>;
/** The bad credentials, by kind; all but the last answer 401, a valid token without the admin role 403. */
const bad: Record<string, { authorization?: string; cookie?: string }> = {};
beforeAll(async () => {
  db = await startTestDatabase();
  await ensureFirstAdmin('root@example.org', 'Root-Pass-2026');
  const [admin] = await users().list();
  const id = admin!.idUserPk,
    epoch = admin!.sessionEpoch ?? 0;
  const good = await issueToken(id, epoch);
  const [h, p, s] = good.split('.');
  const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const revoked = (await client(app).post('/auth', { email: 'root@example.org', password: sha('Root-Pass-2026') })).json
    .token as string;
  expect((await client(app, revoked).delete('/auth')).status).toBe(200);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  Object.assign(bad, {
    none: {},
    garbage: bearer('not-a-token'),
    tampered: bearer(`${h}.${b64({ ...payload, sub: id + 1 })}.${s}`),
    algNone: bearer(`${b64({ alg: 'none', typ: 'JWT' })}.${p}.`),
    wrongKey: bearer(await sign({ ...payload }, 'w'.repeat(64), 'HS256')),
    expired: bearer(await issueToken(id, epoch, 'admin', -10)),
    unknownUser: bearer(await issueToken(id + 999, 0)),
    oldEpoch: bearer(await issueToken(id, epoch - 1)),
    revoked: { cookie: `neo_session=${revoked}` },
    notAdmin: bearer(await issueToken(id, epoch, 'visitor')),
  });
});
afterAll(async () => db.close());

const registered = () => {
  const seen = new Set<string>();
  return app.routes
    .filter((r) => r.method !== 'ALL' && !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`))
    .map((r) => ({
      method: r.method,
      path: r.path,
      key: `${r.method} ${r.path}`,
      concrete: r.path.replace(/:id1|:id2|:id|:source/g, '1'),
    }));
};

describe('authorization walk over every registered route', () => {
  it('has every route on exactly one list (a new route must be added to one)', () => {
    const routes = registered();
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((r) => PUBLIC.has(r.key) === ADMIN.has(r.key)).map((r) => r.key)).toEqual([]);
  });

  it('refuses the ten kinds of bad credentials on every administrator route', async () => {
    expect(Object.keys(bad)).toHaveLength(10);
    const failures: string[] = [];
    for (const route of registered().filter((r) => ADMIN.has(r.key))) {
      for (const [kind, headers] of Object.entries(bad)) {
        const res = await app.request(route.concrete, {
          method: route.method,
          headers: { 'content-type': 'application/json', origin: 'http://localhost:4321', ...headers },
          body: route.method === 'GET' ? undefined : '{}',
        });
        const body = await res.json().catch(() => ({}));
        const ok =
          kind === 'notAdmin' ? res.status === 403 && body.message === 'Restricted Access' : res.status === 401;
        if (!ok) failures.push(`${kind}: ${route.method} ${route.concrete} → ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
