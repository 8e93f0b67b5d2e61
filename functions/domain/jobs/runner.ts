/**
 * Long jobs started from the dashboard: the state lives in the table (`job#<name>`), so it survives the browser
 * tab closing and any API instance can answer it; a lock item (`lock#<name>`, created conditionally, with a
 * heartbeat) keeps the same job from running twice at once.
 */
import { guard, readMeta, writeMeta } from '../../adapters/data/store.ts';
import { metaEntity } from '../../adapters/data/electro.ts';
import { isConditionFailure } from '../../adapters/data/errors.ts';

export interface JobState {
  status: 'idle' | 'running' | 'done' | 'failed';
  processed: number;
  total: number;
  /** UTC ISO-8601. */
  startedAt?: string;
  finishedAt?: string;
  error?: string;
  /** Free-form outcome counts, e.g. `{ updated: 3, noRecording: 70 }`. */
  summary?: Record<string, number>;
}

/**
 * A lock not renewed for this long is taken over (the process that held it died), seconds; `JOB_LOCK_SECONDS`
 * overrides the 120 s default (the tests that kill a job shorten it).
 */
const lockSeconds = () => Number(process.env.JOB_LOCK_SECONDS) || 120;

/** What a job whose process died mid-run reports (its lock expired while its state still said running). */
export const INTERRUPTED =
  'The job stopped before it finished (its process ended); the data of the last good run is kept. Run it again.';

/**
 * The state of job `name` as the dashboard shows it. A `running` state older than one lock period whose lock has
 * lapsed belongs to a process that died: it is reported as `failed` with INTERRUPTED.
 */
export async function readJob(name: string): Promise<JobState> {
  const state = (await readMeta<JobState>(`job#${name}`)) ?? { status: 'idle', processed: 0, total: 0 };
  if (state.status !== 'running') return state;
  const now = Date.now() / 1000;
  // A job queued for the worker (launch.ts) has no lock yet: it counts as starting for one lock period.
  if (Date.parse(state.startedAt ?? '') / 1000 + lockSeconds() > now) return state;
  const { data: lock } = await guard(() =>
    metaEntity()
      .get({ name: `lock#${name}` })
      .go(),
  );
  return lock && (lock.expiresAt ?? 0) > now ? state : { ...state, status: 'failed', error: INTERRUPTED };
}

async function acquire(name: string): Promise<boolean> {
  const item = () => ({
    name: `lock#${name}`,
    expiresAt: Math.floor(Date.now() / 1000) + lockSeconds(),
    updatedAt: new Date().toISOString(),
  });
  try {
    await guard(() => metaEntity().create(item()).go());
    return true;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  const { data } = await guard(() =>
    metaEntity()
      .get({ name: `lock#${name}` })
      .go(),
  );
  if (data && (data.expiresAt ?? 0) > Date.now() / 1000) return false;
  try {
    await guard(() =>
      metaEntity()
        .put(item())
        .where(({ expiresAt }, { eq }) => eq(expiresAt, data?.expiresAt ?? 0))
        .go(),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

const release = (name: string) =>
  guard(() =>
    metaEntity()
      .delete({ name: `lock#${name}` })
      .go(),
  ).catch(() => undefined);

export interface JobContext {
  /** Report progress (and renew the lock). */
  progress(processed: number, total: number, summary?: Record<string, number>): Promise<void>;
}

/**
 * Start `work` in the background unless the job already runs. Answers false when it is running elsewhere
 * (the caller answers 409), true once started; the returned `done` promise settles when the job ends.
 */
export async function startJob(
  name: string,
  work: (ctx: JobContext) => Promise<Record<string, number> | void>,
): Promise<{ started: boolean; done?: Promise<void> }> {
  if (!(await acquire(name))) return { started: false };
  const startedAt = new Date().toISOString();
  let state: JobState = { status: 'running', processed: 0, total: 0, startedAt };
  await writeMeta(`job#${name}`, state);
  const ctx: JobContext = {
    async progress(processed, total, summary) {
      state = { ...state, processed, total, summary };
      await writeMeta(`job#${name}`, state);
      await guard(() =>
        metaEntity()
          .put({
            name: `lock#${name}`,
            expiresAt: Math.floor(Date.now() / 1000) + lockSeconds(),
            updatedAt: new Date().toISOString(),
          })
          .go(),
      );
    },
  };
  const done = (async () => {
    try {
      const summary = await work(ctx);
      state = { ...state, status: 'done', finishedAt: new Date().toISOString(), summary: summary ?? state.summary };
    } catch (error) {
      state = { ...state, status: 'failed', finishedAt: new Date().toISOString(), error: (error as Error).message };
    }
    await writeMeta(`job#${name}`, state).catch(() => undefined);
    await release(name);
  })();
  return { started: true, done };
}
