/**
 * Work a long job does when it runs in the API's own process (the local stack; on AWS the job worker runs it,
 * launch.ts), registered by the process that has it, so the API's Lambda bundle does not carry the jobs' code. The
 * local stack registers the resync (local/stack/stack.ts: through the indexer when it runs, else the
 * contract-activity walk); a process that registered nothing cannot run the job itself.
 */
import type { JobContext } from './runner.ts';

type Work = (ctx: JobContext) => Promise<Record<string, number> | void>;
const registered = new Map<string, Work>();

/** Run `work` for job `name` when it runs in this process. */
export const registerJobHere = (name: string, work: Work) => void registered.set(name, work);

/** The work registered for job `name`; throws when this process has none. */
export function jobHere(name: string): Work {
  const work = registered.get(name);
  if (!work)
    throw new Error(
      `No work registered for the ${name} job in this process (registerJobHere, as the local stack does, or set JOB_FUNCTION_NAME).`,
    );
  return work;
}
