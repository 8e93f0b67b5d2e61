/**
 * Security, third round, finding 1: an attacker rotating client addresses fills the per-account back-off, yet the
 * owner's browser, known by its device cookie, signs in every time; and point 8: the session token stays out of a
 * browser's JSON answer, and the cookie-write Origin check believes `X-Forwarded-Host` only from our own proxy.
 * Through the real app over dynalite; the addresses arrive as the local site server sends them (X-Forwarded-For
 * with the origin secret). The clock is faked (Date only), so a minute of attack takes seconds.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENTITIES } from '../../../content-schema/registry.ts';
import type { UserRecord } from '../../../content-schema/index.ts';
import { repository } from '../../adapters/data/store.ts';
import { PASSWORD_LIMITS } from '../../domain/auth/attempts.ts';
import { DEVICE_COOKIE, SESSION_COOKIE } from '../../domain/auth/cookie.ts';
import { hashPassword } from '../../domain/auth/passwords.ts';
import { ensureFirstAdmin } from '../../domain/auth/users.ts';
import { resetConfig } from '../../config.ts';
import { startTestDatabase } from '../../../tests/support/database.ts';
import { sha } from '../../../tests/support/api.ts';
import { createApp } from '../app.ts';

const app = createApp();
const SITE = 'http://localhost:4321';
const SECRET = 'v'.repeat(48);
const OWNER = { email: 'owner@example.org', password: 'Owner-Pass-2026' };
let db: Awaited<ReturnType<typeof startTestDatabase>>;

beforeAll(async () => {
  db = await startTestDatabase();
  process.env.ORIGIN_SECRET = SECRET;
  process.env.PUBLIC_SITE_URL = SITE;
  resetConfig();
  await ensureFirstAdmin(OWNER.email, OWNER.password);
}, 30_000);
afterEach(() => vi.useRealTimers());
afterAll(async () => {
  delete process.env.ORIGIN_SECRET;
  resetConfig();
  await db.close();
});

/** A cookie's `name=value` from a Set-Cookie list, or undefined. */
const cookieFrom = (setCookie: string[], name: string) =>
  setCookie.map((c) => c.split(';')[0]!).find((c) => c.startsWith(`${name}=`));

/** A browser's sign-in through the local site server from `address`, with its device cookie when it has one. */
async function signIn(email: string, password: string, address: string, device?: string) {
  const started = performance.now();
  const res = await app.request('/client/auth', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: SITE,
      'x-origin-verify': SECRET,
      'x-forwarded-for': address,
      ...(device ? { cookie: device } : {}),
    },
    body: JSON.stringify({ email, password: sha(password) }),
  });
  const setCookie = res.headers.getSetCookie();
  return {
    status: res.status,
    json: (await res.json()) as Record<string, unknown>,
    retryAfter: Number(res.headers.get('retry-after')),
    setCookie,
    device: cookieFrom(setCookie, DEVICE_COOKIE.local),
    ms: performance.now() - started,
  };
}

async function addAdmin(email: string, password: string) {
  await repository<UserRecord>(ENTITIES.user).create({
    email,
    fullName: email,
    passwordHash: await hashPassword(sha(password)),
    sessionEpoch: 0,
  } as UserRecord);
}

describe('sign-in under a sustained attack (finding 1)', () => {
  it('lets the owner in from a known device every time, and a new device one window after the attack', async () => {
    const first = await signIn(OWNER.email, OWNER.password, '192.0.2.10');
    expect(first.status).toBe(200);
    let device = first.device!;
    expect(device).toBeDefined();

    // The attack: a wrong password every 250 ms for 60 s, rotating over 40 addresses (6 each); the owner
    // and a new device try every 10 s.
    const start = Date.now();
    vi.useFakeTimers({ now: start, toFake: ['Date'] });
    const attacker: number[] = [];
    let ownerTries = 0;
    for (let step = 0; step < 4 * 60; step++) {
      vi.setSystemTime(start + step * 250);
      attacker.push((await signIn(OWNER.email, 'wrong-password', `198.18.0.${step % 40}`)).status);
      if (step % 40 !== 39) continue;
      const newDevice = await signIn(OWNER.email, OWNER.password, `192.0.2.${100 + Math.floor(step / 40)}`);
      expect(newDevice.status, 'an unknown device shares the limit the attacker fills').toBe(429);
      const owner = await signIn(OWNER.email, OWNER.password, '192.0.2.10', device);
      expect(owner.status).toBe(200);
      expect(owner.ms).toBeLessThan(2000);
      device = owner.device!;
      ownerTries++;
    }
    expect(ownerTries).toBe(6);
    expect(attacker.every((s) => s === 401 || s === 429)).toBe(true);
    expect(attacker.filter((s) => s === 429).length).toBeGreaterThan(attacker.length * 0.9);

    // The attack stops: a new device waits what it is told, at most one back-off window, and gets in.
    const waiting = await signIn(OWNER.email, OWNER.password, '192.0.2.200');
    expect(waiting.status).toBe(429);
    expect(waiting.retryAfter).toBeLessThanOrEqual(PASSWORD_LIMITS.account.maxDelaySeconds);
    vi.setSystemTime(Date.now() + waiting.retryAfter * 1000);
    expect((await signIn(OWNER.email, OWNER.password, '192.0.2.200')).status).toBe(200);
  }, 60_000);

  it('judges a known device by its own failures only, counted atomically; past them it is an unknown device', async () => {
    const who = { email: 'device-limit@example.org', password: 'Device-Pass-2026' };
    await addAdmin(who.email, who.password);
    const { device } = await signIn(who.email, who.password, '192.0.2.20');
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => signIn(who.email, 'wrong-password', '192.0.2.21', device)),
    );
    // 10 on the device's own limit, then as an unknown device: the account's 5 free attempts, the rest refused.
    const checked = PASSWORD_LIMITS.device.max + PASSWORD_LIMITS.account.free;
    expect(burst.filter((r) => r.status === 401)).toHaveLength(checked);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(20 - checked);
  }, 30_000);

  it("does not take a device cookie of one account for another account's sign-in", async () => {
    const other = { email: 'other-account@example.org', password: 'Other-Pass-2026' };
    await addAdmin(other.email, other.password);
    const { device } = await signIn(OWNER.email, OWNER.password, '192.0.2.30');
    const tries = [];
    for (let i = 0; i <= PASSWORD_LIMITS.account.free; i++)
      tries.push((await signIn(other.email, 'wrong-password', '192.0.2.31', device)).status);
    expect(tries.at(-1)).toBe(429);
  });
});

describe('the session in a sign-in answer (point 8)', () => {
  it('gives a browser (with Origin) the cookies only and an API client (no Origin) the token too', async () => {
    const browser = await signIn(OWNER.email, OWNER.password, '192.0.2.40');
    expect(browser.status).toBe(200);
    expect(browser.json).not.toHaveProperty('token');
    expect(browser.json.user).toMatchObject({ email: OWNER.email });
    const device = browser.setCookie.find((c) => c.startsWith(`${DEVICE_COOKIE.local}=`))!;
    expect(device).toMatch(/HttpOnly/);
    expect(device).toMatch(/SameSite=Strict/);
    expect(device).toMatch(/Max-Age=15552000/);
    expect(cookieFrom(browser.setCookie, SESSION_COOKIE.local)).toBeDefined();

    const script = await app.request('/client/auth', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: OWNER.email, password: sha(OWNER.password) }),
    });
    expect(((await script.json()) as { token?: string }).token).toMatch(/^ey/);
  });

  it('believes X-Forwarded-Host for the cookie-write Origin check only with the origin secret', async () => {
    const session = async () =>
      cookieFrom((await signIn(OWNER.email, OWNER.password, '192.0.2.50')).setCookie, SESSION_COOKIE.local)!;
    const signOut = async (headers: Record<string, string>) =>
      (await app.request('/client/auth', { method: 'DELETE', headers: { cookie: await session(), ...headers } }))
        .status;
    const forged = { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    expect(await signOut(forged)).toBe(403);
    const proxied = {
      origin: 'http://127.0.0.1:4391',
      'x-forwarded-host': '127.0.0.1:4391',
      'x-forwarded-proto': 'http',
    };
    expect(await signOut({ ...proxied, 'x-origin-verify': SECRET })).toBe(200);
  });
});
