/**
 * The rebuild trigger: DynamoDB stream records (built from real items of the table) fed to the stream handler.
 * Catalogue changes ask for a rebuild, bookkeeping does not, and requests within the window coalesce into one
 * delayed start message; after the window a new request schedules a new build.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScanCommand } from '@aws-sdk/client-dynamodb';
import { SQSClient, type SendMessageCommand } from '@aws-sdk/client-sqs';
import type { AttributeValue, Context, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { ENTITIES } from '../../../content-schema/registry.ts';
import { startTestDatabase } from '../../../tests/support/database.ts';
import { dynamo, tableName } from '../../adapters/data/client.ts';
import { repository, writeMeta } from '../../adapters/data/store.ts';
import { metaEntity } from '../../adapters/data/electro.ts';
import { readSiteStatus } from '../../domain/content/site-status.ts';
import { REBUILD_WINDOW_SECONDS, requestRebuild } from '../../domain/rebuild/request.ts';
import { handler } from './content-stream.ts';

const QUEUE = 'https://sqs.us-east-1.amazonaws.com/123456789012/neo-ecosystem-production-RebuildQueue';
const STREAM =
  'arn:aws:dynamodb:us-east-1:123456789012:table/neo-ecosystem-production-TableTable/stream/2026-11-21T00:00:00.000';
let db: Awaited<ReturnType<typeof startTestDatabase>>;
let items: Record<string, AttributeValue>[] = [];
const sent: SendMessageCommand['input'][] = [];
let failSend = false;
const context = { awsRequestId: '0b7e2d4c-aaaa-4bbb-8ccc-dddddddddddd' } as Context;

/** A stream record of `item` (NEW_AND_OLD_IMAGES), as Lambda receives it. */
function record(
  item: Record<string, AttributeValue>,
  eventName: 'INSERT' | 'MODIFY' | 'REMOVE',
  n: number,
): DynamoDBRecord {
  return {
    eventID: `c81e728d9d4c2f636f067f89cc14862${n}`,
    eventName,
    eventVersion: '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: 'us-east-1',
    dynamodb: {
      ApproximateCreationDateTime: 1795341600,
      Keys: { pk: item.pk!, sk: item.sk! },
      ...(eventName !== 'REMOVE' ? { NewImage: item } : {}),
      ...(eventName !== 'INSERT' ? { OldImage: item } : {}),
      SequenceNumber: `1110000000000000000${n}`,
      SizeBytes: 120,
      StreamViewType: 'NEW_AND_OLD_IMAGES',
    },
    eventSourceARN: STREAM,
  };
}
const batch = (...records: DynamoDBRecord[]): DynamoDBStreamEvent => ({ Records: records });
const itemWithKey = (prefix: string) => {
  const found = items.find((i) => i.pk?.S?.startsWith(prefix));
  if (!found) throw new Error(`no item with pk ${prefix}…: ${items.map((i) => i.pk?.S).join(', ')}`);
  return found;
};

beforeAll(async () => {
  process.env.LOG_LEVEL = 'silent';
  process.env.REBUILD_QUEUE_URL = QUEUE;
  db = await startTestDatabase();
  vi.spyOn(SQSClient.prototype, 'send').mockImplementation(async (command) => {
    if (failSend) throw new Error('SQS unavailable');
    sent.push((command as SendMessageCommand).input);
    return {};
  });
  // Real items: a catalogue record (with its counter and revision), an administrator, a meta record.
  await repository(ENTITIES['nnt-tag']).create({ title: 'Neo News Today' });
  await repository(ENTITIES.category).create({ title: 'DeFi', active: true });
  await repository(ENTITIES.user).create({
    email: 'admin@example.org',
    fullName: 'Admin',
    passwordHash: 'x',
    sessionEpoch: 0,
  });
  await writeMeta('seed', { at: new Date().toISOString() });
  items = (await dynamo().send(new ScanCommand({ TableName: tableName() }))).Items as Record<string, AttributeValue>[];
});
afterAll(async () => {
  vi.restoreAllMocks();
  await db.close();
});
beforeEach(async () => {
  sent.length = 0;
  failSend = false;
  await metaEntity().delete({ name: 'rebuild-window' }).go();
});

describe('content stream → rebuild request', () => {
  it('ignores batches without catalogue changes (administrators, counters, meta records)', async () => {
    const bookkeeping = items.filter((i) => !i.pk!.S!.startsWith('ent#') || i.pk!.S === itemWithKey('ent#user').pk!.S);
    expect(bookkeeping.length).toBeGreaterThan(2);
    expect(await handler(batch(...bookkeeping.map((i, n) => record(i, 'MODIFY', n))), context)).toBe('none');
    expect(sent).toHaveLength(0);
  });

  it('coalesces the requests of one window into one delayed start message', async () => {
    const tag = itemWithKey('ent#nnt');
    const category = itemWithKey('ent#category');
    const counter = items.find((i) => i.pk!.S!.startsWith('meta#'))!;
    expect(await handler(batch(record(tag, 'INSERT', 1), record(counter, 'MODIFY', 2)), context)).toBe('scheduled');
    expect(await handler(batch(record(category, 'MODIFY', 3)), context)).toBe('coalesced');
    expect(await handler(batch(record(tag, 'REMOVE', 4), record(category, 'MODIFY', 5)), context)).toBe('coalesced');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ QueueUrl: QUEUE, DelaySeconds: REBUILD_WINDOW_SECONDS });
    expect(JSON.parse(sent[0]!.MessageBody!)).toMatchObject({ reason: 'content: nnt-tag' });
    expect((await readSiteStatus()).pending).toBe(true);

    // Once the window has closed, the next change schedules the next build.
    expect(await requestRebuild('content: category', { now: Date.now() + (REBUILD_WINDOW_SECONDS + 1) * 1000 })).toBe(
      'scheduled',
    );
    expect(sent).toHaveLength(2);
  });

  it('lets exactly one of many simultaneous requests schedule the build', async () => {
    const outcomes = await Promise.all(Array.from({ length: 8 }, (_, i) => requestRebuild(`content: burst ${i}`)));
    expect(outcomes.filter((o) => o === 'scheduled')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'coalesced')).toHaveLength(7);
    expect(sent).toHaveLength(1);
  });

  it('fails the batch when the message cannot be sent, and the retry schedules it', async () => {
    const tag = itemWithKey('ent#nnt');
    failSend = true;
    await expect(handler(batch(record(tag, 'MODIFY', 6)), context)).rejects.toThrow('SQS unavailable');
    failSend = false;
    expect(await handler(batch(record(tag, 'MODIFY', 6)), context)).toBe('scheduled');
    expect(sent).toHaveLength(1);
  });
});
