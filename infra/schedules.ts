/**
 * The scheduled sync jobs: one EventBridge schedule and one function per entry of `SYNC_JOBS`
 * (functions/domain/sync/registry.ts), whatever the registry holds. Each function runs its job
 * (functions/entry/handlers/sync.ts, `SYNC_JOB` names it) and then asks for a site rebuild.
 */
import { SYNC_JOBS } from '../functions/domain/sync/registry.ts';
import { handlerOf } from './bundle';
import { rebuildQueue } from './rebuild-queue';
import { secrets } from './secrets';
import { snapshots } from './snapshots';
import { stage } from './stage';
import { table } from './table';

type Schedule = `rate(${string})` | `cron(${string})`;

/** The schedule expression of a job, checked (EventBridge accepts `rate(…)` and `cron(…)`). */
function scheduleOf(name: string, expression: string): Schedule {
  if (!/^(rate|cron)\(.+\)$/.test(expression))
    throw new Error(`Sync job "${name}" has an invalid schedule: ${expression}`);
  return expression as Schedule;
}

/** `token-prices` → `TokenPrices` (component names are PascalCase). */
const pascal = (name: string) => name.replace(/(^|[^a-zA-Z0-9])([a-zA-Z0-9])/g, (_, __, c: string) => c.toUpperCase());

export const schedules = Object.values(SYNC_JOBS).map(
  (job) =>
    new sst.aws.Cron(`Sync${pascal(job.name)}`, {
      schedule: scheduleOf(job.name, job.schedule),
      function: {
        handler: handlerOf('sync'),
        timeout: '15 minutes',
        memory: '1024 MB',
        link: [table, snapshots, rebuildQueue.main, secrets.githubToken],
        environment: { SYNC_JOB: job.name, DATA_SOURCES: stage.dataSources },
        // The recorded answers (offline stages) and the catalogue files some jobs read, next to the code as locally.
        copyFiles: [{ from: 'data', to: 'data' }],
      },
    }),
);
