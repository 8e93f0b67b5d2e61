import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES } from '../../../content-schema/registry.ts';
import { repository } from '../../adapters/data/store.ts';
import { ensureFirstAdmin } from '../auth/users.ts';
import { startTestDatabase } from '../../../tests/support/database.ts';
import { client, sha } from '../../../tests/support/api.ts';
import { createApp } from '../../api/app.ts';
import { readJob, startJob, type JobState } from './runner.ts';
import { RESYNC_JOB, resyncTransactions } from '../sync/contract-activity/resync.ts';
import { resyncJob } from '../indexer/resync-job.ts';
import { jobHere, registerJobHere } from './here.ts';

let db: Awaited<ReturnType<typeof startTestDatabase>>;
beforeAll(async () => {
  db = await startTestDatabase();
});
afterAll(async () => db.close());

/** Reads job `name` until `settled` holds for its state (polling every 20 ms, at most 10 s), and answers the state. */
async function readJobUntil(name: string, settled: (state: JobState) => boolean): Promise<JobState> {
  let state = await readJob(name);
  for (let i = 0; i < 500 && !settled(state); i++) {
    await new Promise((r) => setTimeout(r, 20));
    state = await readJob(name);
  }
  return state;
}

describe('jobs', () => {
  it('runs one job at a time and keeps its progress in the table', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const first = await startJob('demo', async (ctx) => {
      await ctx.progress(1, 2);
      await gate;
      await ctx.progress(2, 2);
      return { ok: 2 };
    });
    expect(first.started).toBe(true);
    expect((await startJob('demo', async () => undefined)).started).toBe(false);
    expect(await readJobUntil('demo', (state) => state.processed === 1)).toMatchObject({
      status: 'running',
      processed: 1,
      total: 2,
    });
    release();
    await first.done;
    expect(await readJob('demo')).toMatchObject({ status: 'done', processed: 2, summary: { ok: 2 } });
    expect(
      (
        await startJob('demo', async () => {
          throw new Error('upstream down');
        })
      ).started,
    ).toBe(true);
    expect(await readJobUntil('demo', (state) => state.status !== 'running')).toMatchObject({
      status: 'failed',
      error: 'upstream down',
    });
  });

  it('stores 7-day invocations, the 14-day graph and the percent change from the daily counts a source gives', async () => {
    const dapp = await repository(ENTITIES.dapp).create({
      title: 'D',
      slug: 'd',
      shortDescription: 'd',
      active: true,
      dappCategory: [],
    });
    const measured = await repository(ENTITIES.contract).create({
      idDappFk: dapp.idDappPk,
      title: 'A',
      hash: '0x' + 'a'.repeat(40),
    });
    await repository(ENTITIES.contract).create({ idDappFk: dapp.idDappPk, title: 'B', hash: '0x' + 'b'.repeat(40) });
    const daily = [1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2];
    const progress: number[] = [];
    const summary = await resyncTransactions(
      {
        progress: async (p) => {
          progress.push(p);
        },
      },
      async (hash) => (hash.endsWith('a') ? daily : undefined),
    );
    expect(summary).toEqual({ updated: 1, noRecording: 1, failed: 0 });
    expect(progress.at(-1)).toBe(2);
    const stored = await repository(ENTITIES.contract).get({ idContractPk: measured.idContractPk as number });
    expect(stored).toMatchObject({ invocationsLast7Days: 14, last7DaysPercent: 100, graph14Days: daily });
  });

  it('starts the resync from the API, answers 409 while it runs, and reports progress', async () => {
    // What the local stack registers (on AWS the job worker runs it); a process that registered nothing cannot run it.
    expect(() => jobHere(RESYNC_JOB)).toThrow(/No work registered for the resync-transactions job/);
    registerJobHere(RESYNC_JOB, resyncJob);
    const app = createApp();
    await ensureFirstAdmin('root@example.org', 'Root-Pass-2026');
    const { json } = await client(app).post('/auth', { email: 'root@example.org', password: sha('Root-Pass-2026') });
    const api = client(app, json.token);
    const started = await api.post('/jobs/resync-transactions', {});
    expect(started.status).toBe(202);
    let state = (await api.get('/jobs/resync-transactions')).json;
    for (let i = 0; i < 50 && state.status === 'running'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      state = (await api.get('/jobs/resync-transactions')).json;
    }
    expect(state).toMatchObject({ status: 'done', processed: 2, total: 2 });
  });
});
