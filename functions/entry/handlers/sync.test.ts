/**
 * A scheduled sync job's Lambda entry, invoked with the event EventBridge sends for a schedule rule: it runs the
 * job named by SYNC_JOB and then asks for a site rebuild (an SQS message delayed by the rebuild window).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SQSClient, SendMessageCommand } from '@aws-sdk/client-sqs';
import type { Context, ScheduledEvent } from 'aws-lambda';
import { startTestDatabase } from '../../../tests/support/database.ts';
import { SYNC_JOBS } from '../../domain/sync/registry.ts';
import { readSiteStatus } from '../../domain/content/site-status.ts';
import { metaEntity } from '../../adapters/data/electro.ts';
import { handler, SYNC_REBUILD_WINDOW_SECONDS } from './sync.ts';

const QUEUE = 'https://sqs.us-east-1.amazonaws.com/123456789012/neo-ecosystem-production-RebuildQueue';
let db: Awaited<ReturnType<typeof startTestDatabase>>;
const sent: SendMessageCommand['input'][] = [];

/** The event of an EventBridge schedule rule (`rate(1 hour)`), as Lambda receives it. */
const scheduled = (rule: string): ScheduledEvent => ({
  version: '0',
  id: '53dc4d37-cffa-4f76-80c9-8b7d4a4d2eaa',
  'detail-type': 'Scheduled Event',
  source: 'aws.events',
  account: '123456789012',
  time: '2026-11-21T10:00:00Z',
  region: 'us-east-1',
  resources: [`arn:aws:events:us-east-1:123456789012:rule/${rule}`],
  detail: {},
});
const context = {
  awsRequestId: '5c2a7f0e-1111-4222-8333-944455556666',
  functionName: 'neo-ecosystem-production-SyncTestFeed',
} as Context;

beforeAll(async () => {
  process.env.LOG_LEVEL = 'silent';
  process.env.REBUILD_QUEUE_URL = QUEUE;
  db = await startTestDatabase();
  vi.spyOn(SQSClient.prototype, 'send').mockImplementation(async (command) => {
    sent.push((command as SendMessageCommand).input);
    return {};
  });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await db.close();
});
beforeEach(async () => {
  sent.length = 0;
  delete SYNC_JOBS['test-feed'];
  await metaEntity().delete({ name: 'rebuild-window' }).go();
});

describe('scheduled sync handler', () => {
  it('runs the job named by SYNC_JOB and asks for a rebuild that waits for the other jobs of the hour', async () => {
    let runs = 0;
    SYNC_JOBS['test-feed'] = { name: 'test-feed', schedule: 'rate(1 hour)', run: async () => ({ items: ++runs * 3 }) };
    process.env.SYNC_JOB = 'test-feed';
    expect(await handler(scheduled('neo-ecosystem-production-SyncTestFeed'), context)).toEqual({ items: 3 });
    expect(runs).toBe(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ QueueUrl: QUEUE, DelaySeconds: SYNC_REBUILD_WINDOW_SECONDS });
    expect(JSON.parse(sent[0]!.MessageBody!)).toMatchObject({ reason: 'sync: test-feed' });
    expect((await readSiteStatus()).pending).toBe(true);

    // The next job of the same hour joins the build already scheduled.
    expect(await handler(scheduled('neo-ecosystem-production-SyncTestFeed'), context)).toEqual({ items: 6 });
    expect(sent).toHaveLength(1);
  });

  it('fails the invocation when the job fails (the job-failure alarm counts it) and asks for no rebuild', async () => {
    SYNC_JOBS['test-feed'] = {
      name: 'test-feed',
      schedule: 'rate(1 hour)',
      run: async () => {
        throw new Error('source unreachable');
      },
    };
    process.env.SYNC_JOB = 'test-feed';
    await expect(handler(scheduled('neo-ecosystem-production-SyncTestFeed'), context)).rejects.toThrow(
      'source unreachable',
    );
    expect(sent).toHaveLength(0);
  });

  it('skips quietly when the previous run still goes', async () => {
    const running = Object.assign(new Error('Sync "test-feed" is already running.'), { name: 'SyncRunningError' });
    SYNC_JOBS['test-feed'] = {
      name: 'test-feed',
      schedule: 'rate(1 hour)',
      run: async () => {
        throw running;
      },
    };
    process.env.SYNC_JOB = 'test-feed';
    expect(await handler(scheduled('neo-ecosystem-production-SyncTestFeed'), context)).toEqual({});
    expect(sent).toHaveLength(0);
  });

  it('refuses an unknown job name', async () => {
    process.env.SYNC_JOB = 'no-such-job';
    await expect(handler(scheduled('x'), context)).rejects.toThrow('Unknown sync job "no-such-job"');
  });
});
