/**
 * The scheduled N3 indexer's Lambda entry, invoked with the event of its one-minute EventBridge schedule: without
 * a node it does nothing and succeeds; with a node that cannot be reached it fails (the function-errors alarm) and
 * still reports how far behind the indexed tip is, as the CloudWatch metric the lag alarm watches. (A run
 * against a real node is in tests/chain/indexer.test.ts.)
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer } from 'node:net';
import type { Context, ScheduledEvent } from 'aws-lambda';
import { startTestDatabase } from '../../../tests/support/database.ts';
import { writeCursor, type IndexerCursor } from '../../domain/indexer/cursor.ts';
import { writeNeoXCursor } from '../../domain/indexer/neox/cursor.ts';
import { readSyncStatus } from '../../domain/sync/status.ts';
import { INDEXER_LAG_METRIC, METRICS_NAMESPACE } from '../../lib/metrics.ts';
import { handler } from './indexer.ts';

let db: Awaited<ReturnType<typeof startTestDatabase>>;
const lines: Record<string, unknown>[] = [];

const scheduled: ScheduledEvent = {
  version: '0',
  id: '0d5f4a8e-2222-4333-8444-955566667777',
  'detail-type': 'Scheduled Event',
  source: 'aws.events',
  account: '123456789012',
  time: '2026-11-25T06:00:00Z',
  region: 'us-east-1',
  resources: ['arn:aws:events:us-east-1:123456789012:rule/neo-ecosystem-production-N3Indexer'],
  detail: {},
};
const context = {
  awsRequestId: '7e3b9c1d-1111-4222-8333-944455556666',
  functionName: 'neo-ecosystem-production-N3Indexer',
} as Context;

/** A cursor whose newest indexed block (`next` − 1) was indexed `minutes` ago; `digit` fills its hashes. */
function cursorBehind(minutes: number, next: number, digit: string): IndexerCursor {
  const at = new Date(Date.now() - minutes * 60_000).toISOString();
  return {
    genesis: '0x' + digit.repeat(64),
    tip: { from: next - 100, next },
    backfill: { from: next - 190, next: next - 150, until: next - 100 },
    newest: { index: next - 1, hash: '0x' + digit.repeat(63) + '2', at },
    updatedAt: at,
  };
}

/** A local port nothing listens on (bound, then closed). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

beforeAll(async () => {
  db = await startTestDatabase();
  process.env.LOG_FORMAT = 'json';
  process.env.LOG_LEVEL = 'info';
  process.env.AWS_LAMBDA_FUNCTION_NAME = context.functionName;
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    return true;
  });
});
afterEach(() => {
  lines.length = 0;
  delete process.env.NEO_N3_RPC_URLS;
  delete process.env.NEO_X_RPC_URLS;
  delete process.env.INDEXER_CHAIN;
});
afterAll(async () => {
  vi.restoreAllMocks();
  delete process.env.AWS_LAMBDA_FUNCTION_NAME;
  delete process.env.LOG_FORMAT;
  await db.close();
});

describe('scheduled N3 indexer handler', () => {
  it('does nothing and succeeds without a node (an offline stage), reporting no lag', async () => {
    expect(await handler(scheduled, context)).toEqual({});
    expect(lines.find((l) => l.message === 'indexer skipped')).toMatchObject({
      reason: 'no-node',
      requestId: context.awsRequestId,
    });
    expect(lines.some((l) => INDEXER_LAG_METRIC in l)).toBe(false);
  });

  it('fails when the node cannot be read, and reports the time since the newest indexed block as the lag metric', async () => {
    await writeCursor(cursorBehind(15, 200, '1'));
    process.env.NEO_N3_RPC_URLS = `http://127.0.0.1:${await closedPort()}`;
    await expect(handler(scheduled, context)).rejects.toThrow();
    const failed = lines.find((l) => l.message === 'indexer failed')!;
    expect(failed).toMatchObject({ level: 'error', FunctionName: context.functionName });
    expect(failed._aws).toMatchObject({
      CloudWatchMetrics: [
        {
          Namespace: METRICS_NAMESPACE,
          Dimensions: [['FunctionName']],
          Metrics: [{ Name: INDEXER_LAG_METRIC, Unit: 'Seconds' }],
        },
      ],
    });
    // 15 minutes behind: above the alarm's 600 s.
    expect(failed[INDEXER_LAG_METRIC]).toBeGreaterThanOrEqual(900);
    expect(failed[INDEXER_LAG_METRIC]).toBeLessThan(960);
    expect((await readSyncStatus('n3-indexer')).lastError).toBeTruthy();
  }, 30_000);
});

describe('scheduled Neo X indexer handler (INDEXER_CHAIN=neo-x)', () => {
  it('fails when the node cannot be read, and reports the time since its newest indexed block as the lag metric', async () => {
    await writeNeoXCursor({ ...cursorBehind(20, 1200, '3'), chainId: 47763 });
    process.env.INDEXER_CHAIN = 'neo-x';
    process.env.NEO_X_RPC_URLS = `http://127.0.0.1:${await closedPort()}`;
    await expect(handler(scheduled, context)).rejects.toThrow();
    const failed = lines.find((l) => l.message === 'Neo X indexer failed')!;
    expect(failed).toMatchObject({ level: 'error', FunctionName: context.functionName });
    expect(failed._aws).toMatchObject({
      CloudWatchMetrics: [{ Namespace: METRICS_NAMESPACE, Metrics: [{ Name: INDEXER_LAG_METRIC, Unit: 'Seconds' }] }],
    });
    // 20 minutes behind its own cursor (not the N3 one's 15): above the alarm's 600 s.
    expect(failed[INDEXER_LAG_METRIC]).toBeGreaterThanOrEqual(1200);
    expect(failed[INDEXER_LAG_METRIC]).toBeLessThan(1260);
  }, 60_000);
});
