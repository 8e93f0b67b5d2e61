/**
 * Long dashboard jobs on AWS: the API records the job as running and hands it to the job worker with an
 * asynchronous invocation; the worker's handler runs it to the end. Locally the job runs in the process.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LambdaClient, type InvokeCommand } from '@aws-sdk/client-lambda';
import type { Context } from 'aws-lambda';
import { startTestDatabase } from '../../../tests/support/database.ts';
import { resetConfig } from '../../config.ts';
import { metaEntity } from '../../adapters/data/electro.ts';
import { handler as worker } from '../../entry/handlers/job.ts';
import { launchJob } from './launch.ts';
import { RESYNC_JOB } from '../sync/contract-activity/resync.ts';
import { readJob } from './runner.ts';

let db: Awaited<ReturnType<typeof startTestDatabase>>;
const invoked: InvokeCommand['input'][] = [];
let failInvoke = false;
const context = { awsRequestId: '11111111-2222-4333-8444-555555555555' } as Context;

beforeAll(async () => {
  process.env.LOG_LEVEL = 'silent';
  db = await startTestDatabase();
  vi.spyOn(LambdaClient.prototype, 'send').mockImplementation(async (command) => {
    if (failInvoke) throw new Error('Lambda unavailable');
    invoked.push((command as InvokeCommand).input);
    return { StatusCode: 202 };
  });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await db.close();
});
beforeEach(async () => {
  invoked.length = 0;
  failInvoke = false;
  await metaEntity()
    .delete({ name: `job#${RESYNC_JOB}` })
    .go();
});

const onAws = (worker: string | undefined) => {
  if (worker) process.env.JOB_FUNCTION_NAME = worker;
  else delete process.env.JOB_FUNCTION_NAME;
  resetConfig();
};

describe('launchJob', () => {
  it('on AWS: records the job as running and invokes the worker asynchronously; a second launch answers not started', async () => {
    onAws('neo-ecosystem-production-JobWorker');
    const startHere = vi.fn();
    expect(await launchJob(RESYNC_JOB, startHere)).toEqual({ started: true });
    expect(startHere).not.toHaveBeenCalled();
    expect(invoked).toHaveLength(1);
    expect(invoked[0]).toMatchObject({ FunctionName: 'neo-ecosystem-production-JobWorker', InvocationType: 'Event' });
    expect(JSON.parse(new TextDecoder().decode(invoked[0]!.Payload as Uint8Array))).toEqual({ job: RESYNC_JOB });
    expect((await readJob(RESYNC_JOB)).status).toBe('running');
    expect(await launchJob(RESYNC_JOB, startHere)).toEqual({ started: false });

    // The worker (the asynchronous invocation) runs it to the end.
    await worker({ job: RESYNC_JOB }, context);
    expect((await readJob(RESYNC_JOB)).status).toBe('done');
  });

  it('on AWS: a failed hand-over leaves the job failed, not running', async () => {
    onAws('neo-ecosystem-production-JobWorker');
    failInvoke = true;
    await expect(launchJob(RESYNC_JOB, vi.fn())).rejects.toThrow('Lambda unavailable');
    expect((await readJob(RESYNC_JOB)).status).toBe('failed');
  });

  it('locally: runs the job in this process', async () => {
    onAws(undefined);
    const startHere = vi.fn(async () => ({ started: true, done: Promise.resolve() }));
    expect(await launchJob(RESYNC_JOB, startHere)).toMatchObject({ started: true });
    expect(startHere).toHaveBeenCalledOnce();
    expect(invoked).toHaveLength(0);
  });

  it('the worker refuses an unknown job', async () => {
    await expect(worker({ job: 'no-such-job' }, context)).rejects.toThrow('Unknown job');
  });
});
