/**
 * Long dashboard jobs where they can outlive the request. Locally the job runs in the API's process (the
 * caller's `startHere`, i.e. `startJob`/`startSync`). On AWS a Lambda request ends when its answer is sent, so the
 * API records the job as running and invokes the job worker function asynchronously (`JOB_FUNCTION_NAME`, linked
 * as `JobWorker`); the worker (functions/entry/handlers/job.ts) runs it to the end under the job's lock, with progress
 * in the table as before, so the dashboard polls the same state either way. (What the worker can run is in
 * worker.ts, kept apart so the API bundle does not carry the jobs' code.)
 */
import type { LambdaClient } from '@aws-sdk/client-lambda';
import { config } from '../../config.ts';
import { writeMeta } from '../../adapters/data/store.ts';
import { readJob, type JobState } from './runner.ts';

let lambda: LambdaClient | undefined;

/**
 * Invoke the job worker function `worker` (`JOB_FUNCTION_NAME`) asynchronously with `payload` as its event (JSON;
 * functions/entry/handlers/job.ts reads it). Resolves once Lambda has queued the event. Throws when Lambda refuses
 * it or cannot be reached.
 */
export async function invokeJobWorker(worker: string, payload: Record<string, unknown>): Promise<void> {
  // Loaded here, not when the API starts (its cold start: infra/bundle.ts).
  const { InvokeCommand, LambdaClient } = await import('@aws-sdk/client-lambda');
  lambda ??= new LambdaClient({ region: config().AWS_REGION });
  await lambda.send(
    new InvokeCommand({
      FunctionName: worker,
      InvocationType: 'Event',
      Payload: new TextEncoder().encode(JSON.stringify(payload)),
    }),
  );
}

/**
 * Start job `name`: answers `started: false` when it is already running (the route answers 409). On AWS the work
 * is handed to the job worker; elsewhere `startHere` runs it in this process.
 */
export async function launchJob(
  name: string,
  startHere: () => Promise<{ started: boolean; done?: Promise<unknown> }>,
): Promise<{ started: boolean }> {
  const worker = config().JOB_FUNCTION_NAME;
  if (!worker) return startHere();
  if ((await readJob(name)).status === 'running') return { started: false };
  const queued: JobState = { status: 'running', processed: 0, total: 0, startedAt: new Date().toISOString() };
  await writeMeta(`job#${name}`, queued);
  try {
    await invokeJobWorker(worker, { job: name });
  } catch (error) {
    await writeMeta(`job#${name}`, {
      ...queued,
      status: 'failed',
      finishedAt: new Date().toISOString(),
      error: 'The job could not be started.',
    });
    throw error;
  }
  return { started: true };
}
