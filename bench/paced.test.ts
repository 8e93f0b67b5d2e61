import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pacedLoad } from './paced.ts';

describe('paced load (Vegeta)', () => {
  let server: Server;
  let url: string;
  const seen: { path: string; body: string; at: number }[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (d: Buffer) => (body += d));
      req.on('end', () => {
        seen.push({ path: req.url ?? '', body, at: performance.now() });
        res.writeHead(req.url === '/ok' ? 200 : 503).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends its targets in turn at the rate asked, evenly spaced, and counts the answers outside 2xx', async () => {
    const result = await pacedLoad(
      'test',
      [
        { method: 'POST', url: `${url}/ok`, headers: { 'content-type': 'application/json' }, body: '{"n":1}' },
        { method: 'GET', url: `${url}/down` },
      ],
      40,
      2,
    );
    expect(result.rps).toBeGreaterThan(35);
    expect(seen.length).toBeGreaterThanOrEqual(78);
    expect(seen.filter((s) => s.path === '/ok').every((s) => s.body === '{"n":1}')).toBe(true);
    expect(result.non2xx).toBe(seen.filter((s) => s.path === '/down').length);
    expect(result.errors).toBe(0);
    expect(result.p50).toBeGreaterThan(0);
    // Evenly spaced: no second's worth arrives at once (autocannon's rate would send 40 within a few ms).
    const gaps = seen.slice(1).map((s, i) => s.at - seen[i]!.at);
    const median = gaps.sort((a, b) => a - b)[Math.floor(gaps.length / 2)]!;
    expect(median).toBeGreaterThan(15);
  }, 120_000);
});
