import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { parseTrackerAnswer, trackDeposit, trackerUrl } from './tracker.ts';

/** Recorded answer shapes (tests/fixtures/bridge/README.md: built to the documented shapes). */
const fixture = (name: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../../../tests/fixtures/bridge', name), 'utf8')) as unknown;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fast = { intervalMs: 1, sleep: async () => undefined };
const BASE = 'https://xexplorer.neo.org:8877/api/v1/transactions/deposits';

describe('deposit tracker answers (NEO.md §5.3)', () => {
  it('reads a pending and a relayed answer', () => {
    expect(parseTrackerAnswer(fixture('tracker-pending.json'))).toEqual({ txid: null });
    expect(parseTrackerAnswer(fixture('tracker-relayed.json'))).toEqual({ txid: `0x${'7c'.repeat(32)}` });
  });
  it('refuses any other shape', () => {
    expect(() => parseTrackerAnswer({})).toThrow();
    expect(() => parseTrackerAnswer({ txid: 'not-a-hash' })).toThrow();
    expect(() => parseTrackerAnswer([])).toThrow();
  });
  it('asks GET {base}/{nonce}', () => {
    expect(trackerUrl(`${BASE}/`, '4242')).toBe(`${BASE}/4242`);
  });
});

describe('tracking a deposit', () => {
  it('asks until the relayed transaction is named, counting failures and odd answers as "not yet"', async () => {
    const answers = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(json({ message: 'not found' }, 404)),
      () => Promise.resolve(json({ unexpected: true })),
      () => Promise.resolve(json(fixture('tracker-pending.json'))),
      () => Promise.resolve(json(fixture('tracker-relayed.json'))),
    ];
    const fetcher = vi.fn((_url: string) => answers.shift()!());
    const attempts: number[] = [];
    const txid = await trackDeposit(BASE, '4242', {
      ...fast,
      fetcher: fetcher as unknown as typeof fetch,
      onAttempt: (n) => attempts.push(n),
    });
    expect(txid).toBe(`0x${'7c'.repeat(32)}`);
    expect(attempts).toEqual([1, 2, 3, 4, 5]);
    expect(fetcher.mock.calls[0]![0]).toBe(`${BASE}/4242`);
  });
  it('gives up after the last attempt', async () => {
    const fetcher = vi.fn(async () => json(fixture('tracker-pending.json')));
    expect(
      await trackDeposit(BASE, '1', { ...fast, attempts: 3, fetcher: fetcher as unknown as typeof fetch }),
    ).toBeUndefined();
    expect(fetcher).toHaveBeenCalledTimes(3);
  });
});
