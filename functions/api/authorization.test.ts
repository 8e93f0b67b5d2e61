import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFirstAdmin, users } from '../auth/users.ts';
import { issueToken } from '../auth/tokens.ts';
import { startTestDatabase } from '../testing/database.ts';
import { createApp } from './app.ts';

/** Routes anyone may call: health, the public lists and snapshots, sign-in, recovery and reset. */
const PUBLIC = new Set(['GET /client/health', 'GET /client/app', 'GET /client/snapshot/catalogue', 'GET /client/snapshot/live', 'POST /client/auth',
  'POST /client/auth/recover', 'POST /client/auth/reset', 'GET /client/global/public']);

const app = createApp();
let db: Awaited<ReturnType<typeof startTestDatabase>>;
let visitorToken: string;
beforeAll(async () => {
  db = await startTestDatabase();
  await ensureFirstAdmin('root@example.org', 'Root-Pass-2026');
  const [admin] = await users().list();
  visitorToken = await issueToken(admin!.idUserPk, admin!.sessionEpoch ?? 0, 'visitor');
});
afterAll(async () => db.close());

const registered = () => {
  const seen = new Set<string>();
  return app.routes
    .filter((r) => r.method !== 'ALL' && !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`))
    .map((r) => ({ method: r.method, path: r.path, concrete: r.path.replace(/:id1|:id2|:id/g, '1') }));
};

describe('authorization walk over every registered route', () => {
  it('has the entity routes registered (the walk covers something)', () => {
    expect(registered().length).toBeGreaterThan(100);
  });

  it('answers 401 to anonymous calls of every non-public route', async () => {
    const failures: string[] = [];
    for (const route of registered()) {
      if (PUBLIC.has(`${route.method} ${route.path}`)) continue;
      const res = await app.request(route.concrete, {
        method: route.method, headers: { 'content-type': 'application/json' }, body: route.method === 'GET' ? undefined : '{}',
      });
      if (res.status !== 401) failures.push(`${route.method} ${route.concrete} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 Restricted Access to a valid token without the administrator\'s right', async () => {
    const failures: string[] = [];
    for (const route of registered()) {
      if (PUBLIC.has(`${route.method} ${route.path}`)) continue;
      const res = await app.request(route.concrete, {
        method: route.method, headers: { 'content-type': 'application/json', authorization: `Bearer ${visitorToken}` },
        body: route.method === 'GET' ? undefined : '{}',
      });
      const body = await res.json().catch(() => ({}));
      if (res.status !== 403 || body.message !== 'Restricted Access') failures.push(`${route.method} ${route.concrete} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });
});
