/**
 * Starting builds and recording their outcome: the rebuild queue's handler (SQS events) starts one CodeBuild
 * build at a time and hands back what it cannot start yet; CodeBuild's state-change events (EventBridge) end up
 * in the site status the dashboard shows, a failure included.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CodeBuildClient, type StartBuildCommand } from '@aws-sdk/client-codebuild';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { startTestDatabase } from '../../../tests/support/database.ts';
import { readSiteStatus, writeSiteStatus } from '../content/site-status.ts';
import { metaEntity } from '../../adapters/data/electro.ts';
import { handler as startHandler } from '../../entry/handlers/rebuild-start.ts';
import { handler as stateHandler } from '../../entry/handlers/build-state.ts';
import { readRun, startRebuild } from './start.ts';

const PROJECT = 'SiteBuild-3f1c2e7';
let db: Awaited<ReturnType<typeof startTestDatabase>>;
const started: StartBuildCommand['input'][] = [];
let builds = 0;
const context = { awsRequestId: '9d0e1f2a-3b4c-4d5e-8f60-718293a4b5c6' } as Context;

/** An SQS message of the rebuild queue, as Lambda receives it. */
const message = (id: string, body: Record<string, unknown>): SQSRecord => ({
  messageId: id,
  receiptHandle: `AQEB${id}`,
  body: JSON.stringify(body),
  attributes: {
    ApproximateReceiveCount: '1',
    SentTimestamp: '1795341600000',
    SenderId: 'AROAEXAMPLE:fn',
    ApproximateFirstReceiveTimestamp: '1795341660000',
  },
  messageAttributes: {},
  md5OfBody: 'e4e68fb7bd0e697a0ae8f1bb342846b3',
  eventSource: 'aws:sqs',
  eventSourceARN: 'arn:aws:sqs:us-east-1:123456789012:neo-ecosystem-production-RebuildQueue',
  awsRegion: 'us-east-1',
});

/** CodeBuild's "Build State Change" event, as EventBridge delivers it. */
const stateEvent = (buildId: string, status: string, time: string) => ({
  version: '0',
  id: 'bfdc1220-60ff-44ca-a0a1-5e5d1b7c1c11',
  'detail-type': 'CodeBuild Build State Change' as const,
  source: 'aws.codebuild',
  account: '123456789012',
  time,
  region: 'us-east-1',
  resources: [`arn:aws:codebuild:us-east-1:123456789012:build/${buildId}`],
  detail: {
    'build-status': status,
    'project-name': PROJECT,
    'build-id': `arn:aws:codebuild:us-east-1:123456789012:build/${buildId}`,
    'current-phase': status === 'IN_PROGRESS' ? 'BUILD' : 'COMPLETED',
    'current-phase-context': '[]',
    version: '1',
    'additional-information': {
      'build-complete': status !== 'IN_PROGRESS',
      initiator: 'neo-ecosystem-production-RebuildQueueSubscriber',
      'timeout-in-minutes': 30,
    },
  },
});

beforeAll(async () => {
  process.env.LOG_LEVEL = 'silent';
  process.env.BUILD_PROJECT_NAME = PROJECT;
  db = await startTestDatabase();
  vi.spyOn(CodeBuildClient.prototype, 'send').mockImplementation(async (command) => {
    started.push((command as StartBuildCommand).input);
    return { build: { id: `${PROJECT}:0000000${++builds}-aaaa-4bbb-8ccc-dddddddddddd` } };
  });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await db.close();
});
beforeEach(async () => {
  started.length = 0;
  await metaEntity().delete({ name: 'rebuild-run' }).go();
  await writeSiteStatus({ pending: true, building: false });
});

describe('rebuild start (SQS) and build state (EventBridge)', () => {
  it('starts one build, hands back a message that came during it, and records the outcome', async () => {
    const before = new Date(Date.now() - 60_000).toISOString();
    const res = await startHandler(
      { Records: [message('m-1', { reason: 'content: dapp', requestedAt: before })] } as SQSEvent,
      context,
    );
    expect(res.batchItemFailures).toEqual([]);
    expect(started).toEqual([
      {
        projectName: PROJECT,
        environmentVariablesOverride: [{ name: 'REBUILD_REASON', value: 'content: dapp', type: 'PLAINTEXT' }],
      },
    ]);
    expect(await readSiteStatus()).toMatchObject({ pending: false, building: true });
    const run = (await readRun())!;

    // A request made after the build began is not in it: handed back until the build ends.
    const later = new Date(Date.now() + 1000).toISOString();
    const busy = await startHandler(
      { Records: [message('m-2', { reason: 'content: token', requestedAt: later })] } as SQSEvent,
      context,
    );
    expect(busy.batchItemFailures).toEqual([{ itemIdentifier: 'm-2' }]);
    expect(started).toHaveLength(1);

    await stateHandler(stateEvent(run.buildId, 'IN_PROGRESS', '2026-11-21T10:01:00Z'), context);
    expect((await readSiteStatus()).building).toBe(true);
    const status = await stateHandler(stateEvent(run.buildId, 'SUCCEEDED', '2026-11-21T10:04:00Z'), context);
    expect(status).toMatchObject({ building: false, lastBuiltAt: '2026-11-21T10:04:00Z' });
    expect(status.lastError).toBeUndefined();
    expect((await readRun())?.status).toBe('succeeded');

    // Delivered again, the message starts the next build.
    const again = await startHandler(
      { Records: [message('m-2', { reason: 'content: token', requestedAt: later })] } as SQSEvent,
      context,
    );
    expect(again.batchItemFailures).toEqual([]);
    expect(started).toHaveLength(2);
  });

  it('drops a request that a build begun after it already covers', async () => {
    const first = await startRebuild('sync: news', { requestedAt: new Date().toISOString(), start: async () => 'p:1' });
    expect(first.state).toBe('started');
    const older = await startRebuild('sync: github', {
      requestedAt: new Date(Date.now() - 120_000).toISOString(),
      start: async () => 'p:2',
    });
    expect(older).toEqual({ state: 'covered', buildId: 'p:1' });
  });

  it('records a failed build as the last error; the previous build time stays', async () => {
    await writeSiteStatus({ pending: false, building: false, lastBuiltAt: '2026-11-20T08:00:00Z' });
    await startRebuild('content: dapp', { start: async () => `${PROJECT}:failing` });
    const status = await stateHandler(stateEvent(`${PROJECT}:failing`, 'FAILED', '2026-11-21T11:00:00Z'), context);
    expect(status).toMatchObject({
      building: false,
      lastBuiltAt: '2026-11-20T08:00:00Z',
      lastErrorAt: '2026-11-21T11:00:00Z',
    });
    expect(status.lastError).toContain('failed');
    expect(status.lastError).toContain('previous site stays online');
    expect((await readRun())?.status).toBe('failed');
    // After a failure the same changes are built again rather than considered covered.
    const retry = await startRebuild('content: dapp', {
      requestedAt: new Date(Date.now() - 3_600_000).toISOString(),
      start: async () => `${PROJECT}:retry`,
    });
    expect(retry.state).toBe('started');
  });
});
