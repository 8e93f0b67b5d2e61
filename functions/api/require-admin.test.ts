/**
 * `requireAdmin` on its own, in front of one route of a bare Hono app (the API's language middleware and error
 * answer, nothing else): every kind of refused credential with its status and message in the request's language,
 * and what an administrator's session lets through.
 */
import { Hono } from 'hono';
import { sign } from 'hono/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFirstAdmin, users } from '../domain/auth/users.ts';
import { issueToken, readToken } from '../domain/auth/tokens.ts';
import { forgetSessions, revoke } from '../domain/auth/session.ts';
import { SESSION_COOKIE } from '../domain/auth/cookie.ts';
import { negotiate, translator } from '../lib/i18n.ts';
import { startTestDatabase } from '../../tests/support/database.ts';
import type { ApiEnv } from './env.ts';
import { errorResponse } from './errors.ts';
import { requireAdmin } from './require-admin.ts';

const app = new Hono<ApiEnv>();
app.use(async (c, next) => {
  const locale = negotiate(c.req.header('accept-language'));
  c.set('locale', locale);
  c.set('t', translator(locale));
  await next();
});
app.on(['GET', 'POST'], '/admin', requireAdmin, (c) =>
  c.json({ user: c.var.user.email, sub: c.var.claims.sub, role: c.var.claims.role }),
);
app.onError(errorResponse);

const SITE = 'http://localhost:4321';
const call = (headers: Record<string, string>, method = 'GET') => app.request(`${SITE}/admin`, { method, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const cookie = (token: string) => ({ cookie: `${SESSION_COOKIE.local}=${token}` });

let db: Awaited<ReturnType<typeof startTestDatabase>>;
let id = 0;
let epoch = 0;
beforeAll(async () => {
  db = await startTestDatabase();
  await ensureFirstAdmin('root@example.org', 'Root-Pass-2026');
  const [admin] = await users().list();
  id = admin!.idUserPk;
  epoch = admin!.sessionEpoch ?? 0;
});
afterAll(async () => db.close());

describe('requireAdmin', () => {
  it('lets an administrator through with the bearer header and gives the route the user and the claims', async () => {
    const res = await call(bearer(await issueToken(id, epoch)));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ user: 'root@example.org', sub: id, role: 'admin' });
  });

  it("lets an administrator through with the session cookie, a write only from the site's own origin", async () => {
    const token = await issueToken(id, epoch);
    expect((await call(cookie(token))).status).toBe(200);
    expect((await call({ ...cookie(token), origin: SITE }, 'POST')).status).toBe(200);
    const foreign = await call({ ...cookie(token), origin: 'https://evil.example' }, 'POST');
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ message: 'Restricted Access' });
    expect((await call(cookie(token), 'POST')).status).toBe(403);
  });

  it('a bearer write needs no Origin (scripted clients)', async () => {
    expect((await call(bearer(await issueToken(id, epoch)), 'POST')).status).toBe(200);
  });

  it('answers 401 "sign in again" to every token that is not a live session', async () => {
    const good = await issueToken(id, epoch);
    const [header, payload, signature] = good.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const signedOut = await issueToken(id, epoch);
    await revoke((await readToken(signedOut))!);
    const refused: Record<string, Record<string, string>> = {
      'no credential': {},
      'not a bearer header': { authorization: `Basic ${Buffer.from('root:x').toString('base64')}` },
      'not a token': bearer('not-a-token'),
      'changed claims': bearer(`${header}.${b64({ ...claims, sub: id + 1 })}.${signature}`),
      'alg none': bearer(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`),
      'another key': bearer(await sign(claims, 'k'.repeat(64), 'HS256')),
      expired: bearer(await issueToken(id, epoch, 'admin', -10)),
      'signed out': bearer(signedOut),
      'signed out, by cookie': cookie(signedOut),
      'older session epoch': bearer(await issueToken(id, epoch - 1)),
      'unknown user': bearer(await issueToken(id + 999, 0)),
    };
    for (const [kind, headers] of Object.entries(refused)) {
      const res = await call(headers);
      expect(res.status, kind).toBe(401);
      expect(await res.json(), kind).toEqual({ message: 'Your session has ended. Please sign in again.' });
    }
  });

  it('answers 403 "Restricted Access" to a live session without the administrator\'s right, in the request\'s language', async () => {
    const token = await issueToken(id, epoch, 'visitor');
    const res = await call(bearer(token));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Restricted Access' });
    const pt = await call({ ...bearer(token), 'accept-language': 'pt-BR' });
    expect(await pt.json()).toEqual({ message: 'Acesso restrito' });
    const ptMissing = await call({ 'accept-language': 'pt-BR' });
    expect(await ptMissing.json()).toEqual({ message: 'Sua sessão terminou. Entre novamente.' });
  });

  it("refuses a token once a password change moved the user's session epoch (and the session checks were forgotten)", async () => {
    const token = await issueToken(id, epoch);
    expect((await call(bearer(token))).status).toBe(200);
    const admin = (await users().get({ idUserPk: id }))!;
    await users().replace({ ...admin, sessionEpoch: epoch + 1 }, admin.version);
    forgetSessions();
    expect((await call(bearer(token))).status).toBe(401);
    expect((await call(bearer(await issueToken(id, epoch + 1)))).status).toBe(200);
    epoch += 1;
  });
});
