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
  committee: { members: [], validators: [] },
  committeeCounts: { members: 0, validators: 0 },
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

  it("another network than mainnet gets no snapshot when its node does not answer: mainnet's configuration is not its", async () => {
    const failing = () => Promise.reject(new Error('connect ECONNREFUSED'));
    expect(await selectSnapshot({ live: true, read: failing, deadlineMs: 100, fallback: null })).toBeNull();
    expect(await selectSnapshot({ live: true, read: async () => READING, deadlineMs: 100, fallback: null })).toBe(
      READING,
    );
  });

  it("the protocol snapshot holds only mainnet's sourced protocol parameters: 5 GAS per 15 s block, 21/7, no votes, no bNEO state", () => {
    expect(PROTOCOL_SNAPSHOT).toMatchObject({
      origin: 'protocol',
      gasPerBlock: '500000000',
      msPerBlock: 15000,
      candidates: null,
      committee: null,
      committeeCounts: { members: 21, validators: 7 },
      bneo: null,
    });
    expect(PROTOCOL_SNAPSHOT.sources?.gasPerBlock).toMatch(/NeoToken\.cs InitializeAsync/);
    expect(PROTOCOL_SNAPSHOT.sources?.msPerBlock).toMatch(/config\.mainnet\.json/);
    expect(PROTOCOL_SNAPSHOT.sources?.committee).toMatch(/ValidatorsCount 7: .*config\.mainnet\.json/);
    expect(Number.isNaN(Date.parse(PROTOCOL_SNAPSHOT.asOf))).toBe(false);
  });
});
