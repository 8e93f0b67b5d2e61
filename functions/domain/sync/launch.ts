/**
 * Starting a sync from the dashboard ("run now") without the API carrying the jobs' code: on AWS the job worker
 * runs it (functions/domain/jobs/launch.ts); elsewhere it runs in this process through the runner that `registry.ts`
 * registers when it is loaded (the local stack, the CLI and the tests load it).
 */
import { launchJob } from '../jobs/launch.ts';

type Runner = (name: string) => Promise<{ started: boolean; done?: Promise<unknown> }>;
let runner: Runner | undefined;

/** Register how this process runs a sync itself (called by registry.ts). */
export function setLocalSyncRunner(run: Runner): void {
  runner = run;
}

/**
 * Start sync `name` unless it runs (answers `started: false`, the route's 409). Throws when this process can
 * neither hand it to a job worker nor run it itself.
 */
export function launchSync(name: string): Promise<{ started: boolean }> {
  return launchJob(`sync-${name}`, async () => {
    if (!runner)
      throw new Error(
        'No sync runner in this process (load functions/domain/sync/registry.ts or set JOB_FUNCTION_NAME).',
      );
    const started = await runner(name);
    started.done?.catch(() => undefined); // a failure is recorded in the sync status
    return started;
  });
}
