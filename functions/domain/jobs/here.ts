/**
 * Work a long job does when it runs in the API's own process (the local stack; on AWS the job worker runs it,
 * launch.ts), registered by the process that has it, so the API's Lambda bundle does not carry the indexer. The
 * local stack registers the indexer's resync (functions/entry/local/stack.ts); without a registration the route runs
 * its own default.
 */
import type { JobContext } from './runner.ts';

type Work = (ctx: JobContext) => Promise<Record<string, number> | void>;
const registered = new Map<string, Work>();

/** Run `work` for job `name` when it runs in this process. */
export const registerJobHere = (name: string, work: Work) => void registered.set(name, work);

/** The work registered for job `name`, or `fallback`. */
export const jobHere = (name: string, fallback: Work): Work => registered.get(name) ?? fallback;
