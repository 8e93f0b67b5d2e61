/**
 * A sync job killed halfway (SIGKILL of the `npm run sync` process mid-run) leaves the previous data intact and
 * readable, the dashboard reports the run as interrupted once its lock lapses, and the next run takes over.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDocuments } from '../../adapters/data/documents.ts';
import { INTERRUPTED, readJob } from '../jobs/runner.ts';
import { liveSnapshot } from '../live/snapshot.ts';
import { seedCatalogue } from '../seed/catalogue.ts';
import { startTestDatabase } from '../../../tests/support/database.ts';
import { REPO_DOCS } from './github/job.ts';
import { RepositoryActivitySchema } from '../../../content-schema/entities/live.ts';
import { SYNC_JOBS } from './registry.ts';
import { readSyncStatus } from './status.ts';

let db: Awaited<ReturnType<typeof startTestDatabase>>;
// A 2 s job lock (here and in the killed process), so the test need not wait two minutes for it to lapse.
beforeAll(async () => {
  process.env.JOB_LOCK_SECONDS = '2';
  db = await startTestDatabase();
  await seedCatalogue();
  await SYNC_JOBS.github!.run();
}, 120_000);
afterAll(async () => {
  delete process.env.JOB_LOCK_SECONDS;
  await db.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a sync job killed halfway', () => {
  it('keeps the last good data, reports the run as interrupted, and lets the next run take over', async () => {
    const before = await listDocuments(REPO_DOCS);
    const snapshotBefore = (await liveSnapshot(['github'])).github;
    const statusBefore = await readSyncStatus('github');
    expect(before.length).toBeGreaterThan(10);

    // `npm run sync -- github` against the same dynalite (DYNAMODB_ENDPOINT is in the environment).
    const child = spawn(process.execPath, [join(import.meta.dirname, '../../../local/cli/sync.ts'), 'github'], {
      env: process.env,
      stdio: 'ignore',
    });
    let state = await readJob('sync-github');
    for (let i = 0; i < 600 && !(state.status === 'running' && state.processed >= 3); i++) {
      await sleep(50);
      state = await readJob('sync-github');
    }
    expect(state.status).toBe('running');
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    const killedAt = state.processed;
    expect(killedAt).toBeLessThan(state.total);

    // Every stored document is whole and valid, none is lost, and the site's snapshot still has the same figures.
    const after = await listDocuments(REPO_DOCS);
    expect(after.map(([key]) => key).sort()).toEqual(before.map(([key]) => key).sort());
    for (const [, doc] of after) expect(v.safeParse(RepositoryActivitySchema, doc).success).toBe(true);
    expect((await liveSnapshot(['github'])).github).toEqual(snapshotBefore);
    expect((await readSyncStatus('github')).lastSuccessAt).toBe(statusBefore.lastSuccessAt);

    await sleep(2500);
    expect(await readJob('sync-github')).toMatchObject({ status: 'failed', error: INTERRUPTED });
    await SYNC_JOBS.github!.run();
    expect(await readJob('sync-github')).toMatchObject({ status: 'done' });
    expect((await readSyncStatus('github')).lastSuccessAt! > statusBefore.lastSuccessAt!).toBe(true);
  }, 120_000);
});
