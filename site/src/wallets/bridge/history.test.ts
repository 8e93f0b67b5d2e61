import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient, custom, type Address } from 'viem';
import { describe, expect, it, vi } from 'vitest';
import { NEOX_CONTRACTS } from '../config.ts';
import { loadDeposits, withTimes } from './history.ts';

const fixture = <T>(name: string) => (JSON.parse(readFileSync(join(import.meta.dirname, '../../../../tests/fixtures/bridge', name), 'utf8')) as { result: T }).result;
type Log = { blockNumber: string; topics: string[] };
const LOGS = fixture<Log[]>('neox-getlogs.json');
const BLOCK = fixture<Record<string, unknown>>('neox-getblock.json');
const BRIDGE = NEOX_CONTRACTS.BRIDGE.hash as Address;
const RECIPIENT = '0xc28736dc83f4fd43d6fb832Fd93c3eE7bB26828f' as Address;

/** A viem client over recorded answer shapes: logs filtered by range and `to` topic as a node does. */
function client(latest: number) {
  const request = vi.fn(async ({ method, params }: { method: string; params?: unknown[] }) => {
    if (method === 'eth_blockNumber') return `0x${latest.toString(16)}`;
    if (method === 'eth_getBlockByNumber') return { ...BLOCK, number: params![0] };
    if (method === 'eth_getLogs') {
      const filter = params![0] as { fromBlock: string; toBlock: string; topics: (string | null)[] };
      const to = filter.topics[2];
      return LOGS.filter((l) => BigInt(l.blockNumber) >= BigInt(filter.fromBlock) && BigInt(l.blockNumber) <= BigInt(filter.toBlock)
        && (!to || l.topics[2]!.toLowerCase() === String(to).toLowerCase()));
    }
    throw new Error(`unexpected ${method}`);
  });
  return { client: createClient({ transport: custom({ request }) }), request };
}

describe('bridge history from Neo X NativeDeposit logs', () => {
  it('reads the network history newest first, over windows of blocks', async () => {
    const { client: c, request } = client(5_200_500);
    const { rows, cursor } = await loadDeposits(c, { bridge: BRIDGE, want: 10, windowBlocks: 200n, maxWindows: 3 });
    expect(rows.map((r) => [r.nonce, r.to, r.amountWei])).toEqual([
      [4241n, RECIPIENT, 10n ** 18n],
      [4240n, '0x9a50C8804dC885F118835cD96d3Ea4D4A5131A01', 25n * 10n ** 17n],
    ]);
    expect(rows[0]!.txHash).toBe(`0x${'1091'.repeat(16)}`);
    expect(cursor).toEqual({ toBlock: 5_199_900n, scannedFrom: 5_199_901n, latest: 5_200_500n, exhausted: false });
    const filters = request.mock.calls.filter(([r]) => r.method === 'eth_getLogs').map(([r]) => (r.params as [{ address: string; fromBlock: string; toBlock: string }])[0]);
    expect(filters.map((f) => [BigInt(f.fromBlock), BigInt(f.toBlock)])).toEqual([[5_200_301n, 5_200_500n], [5_200_101n, 5_200_300n], [5_199_901n, 5_200_100n]]);
    expect(filters[0]!.address.toLowerCase()).toBe(BRIDGE);
  });
  it('reads a wallet history through the indexed `to`, stops once enough rows are held, and ends at block 0', async () => {
    const { client: c } = client(5_200_500);
    const mine = await loadDeposits(c, { bridge: BRIDGE, to: RECIPIENT, want: 1, windowBlocks: 1_000n });
    expect(mine.rows.map((r) => r.nonce)).toEqual([4241n]);
    expect(mine.cursor.scannedFrom).toBe(5_199_501n);
    const small = client(150).client;
    const all = await loadDeposits(small, { bridge: BRIDGE, want: 10, windowBlocks: 100n });
    expect(all).toMatchObject({ rows: [], cursor: { exhausted: true, scannedFrom: 0n } });
    const again = await loadDeposits(small, { bridge: BRIDGE, want: 20, ...all });
    expect(again.cursor).toEqual(all.cursor);
  });
  it('fills the time of each row from its block', async () => {
    const { client: c, request } = client(5_200_500);
    const { rows } = await loadDeposits(c, { bridge: BRIDGE, want: 10, windowBlocks: 1_000n });
    const timed = await withTimes(c, rows);
    expect(timed.every((r) => r.timeMs === 0x6859a2c0 * 1000)).toBe(true);
    expect(request.mock.calls.filter(([r]) => r.method === 'eth_getBlockByNumber')).toHaveLength(2);
  });
});
