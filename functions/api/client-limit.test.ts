/** The per-client request limit on the whole API (security, third round, finding 7), against dynalite. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetConfig } from '../config.ts';
import { startTestDatabase } from '../../tests/support/database.ts';
import { createApp } from './app.ts';
import { clearClientLeases } from './client-limit.ts';

const app = createApp();
const SECRET = 'client-limit-origin-secret-0123456789';
let db: Awaited<ReturnType<typeof startTestDatabase>>;
beforeAll(async () => {
  db = await startTestDatabase();
  process.env.ORIGIN_SECRET = SECRET;
  process.env.API_CLIENT_LIMIT_PER_MINUTE = '30';
  resetConfig();
}, 30_000);
afterAll(async () => {
  delete process.env.ORIGIN_SECRET;
  delete process.env.API_CLIENT_LIMIT_PER_MINUTE;
  resetConfig();
  clearClientLeases();
  await db.close();
});

/** GET /client/health from `address`, through "our proxy" (the origin secret makes the API believe X-Forwarded-For). */
const health = (address: string, language = 'en-US') =>
  app.request('/client/health', {
    headers: { 'x-origin-verify': SECRET, 'x-forwarded-for': address, 'accept-language': language },
  });

describe('per-client request limit', () => {
  it('answers 429 with Retry-After past the limit, to that address only, counted across API instances', async () => {
    // The slots go out in leases of 10 (the first on credit), so a minute that turns during the loop may refuse up to a
    // lease early.
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await health('198.51.100.20')).status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(20);
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    const refused = await health('198.51.100.20', 'pt-BR');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await refused.json()).message).toMatch(/^Muitas requisições/);
    expect((await health('198.51.100.21')).status).toBe(200);
    // A fresh API instance reads the same count from the table: past its one lease on credit (10), refused.
    clearClientLeases();
    const fresh: number[] = [];
    for (let i = 0; i < 11; i++) fresh.push((await health('198.51.100.20')).status);
    expect(fresh.at(-1)).toBe(429);
  });
});
