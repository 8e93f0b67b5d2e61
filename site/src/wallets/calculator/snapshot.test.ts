import { describe, expect, it, vi } from 'vitest';
import { PROTOCOL_SNAPSHOT, type CalculatorParams } from './params.ts';
import { selectSnapshot } from './snapshot.ts';

const READING: CalculatorParams = {
  origin: 'build',
  asOf: '2026-08-21T10:00:00.000Z',
  node: 'https://mainnet1.neo.coz.io:443',
  height: 9_000_000,
  gasPerBlock: '100000000',
  msPerBlock: 3000,
  candidates: [],
  bneo: null,
};

describe('build-time snapshot selection', () => {
  it('offline: the protocol snapshot, without trying the chain', async () => {
    const read = vi.fn(async () => READING);
    expect(await selectSnapshot({ live: false, read, deadlineMs: 100 })).toBe(PROTOCOL_SNAPSHOT);
    expect(read).not.toHaveBeenCalled();
  });

  it('live: the chain reading when a node answers in time, else the protocol snapshot', async () => {
    expect(await selectSnapshot({ live: true, read: async () => READING, deadlineMs: 100 })).toBe(READING);
    expect(
      await selectSnapshot({
        live: true,
        read: () => Promise.reject(new Error('getaddrinfo ENOTFOUND')),
        deadlineMs: 100,
      }),
    ).toBe(PROTOCOL_SNAPSHOT);
    const started = Date.now();
    expect(await selectSnapshot({ live: true, read: () => new Promise(() => undefined), deadlineMs: 30 })).toBe(
      PROTOCOL_SNAPSHOT,
    );
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('the protocol snapshot holds only sourced protocol parameters: 5 GAS per 15 s block, no votes, no bNEO state', () => {
    expect(PROTOCOL_SNAPSHOT).toMatchObject({
      origin: 'protocol',
      gasPerBlock: '500000000',
      msPerBlock: 15000,
      candidates: null,
      bneo: null,
    });
    expect(PROTOCOL_SNAPSHOT.sources?.gasPerBlock).toMatch(/NeoToken\.cs InitializeAsync/);
    expect(PROTOCOL_SNAPSHOT.sources?.msPerBlock).toMatch(/config\.mainnet\.json/);
    expect(Number.isNaN(Date.parse(PROTOCOL_SNAPSHOT.asOf))).toBe(false);
  });
});
