/**
 * `npm run typecheck`: `tsc` over every TypeScript file (content-schema, functions, site scripts, tests), `tsc`
 * over the infrastructure (sst.config.ts, infra/, against SST's platform types), then `astro check` over the
 * pages. `astro check` runs the content loader, so a catalogue snapshot is taken first (from the running stack's
 * database, or from one started on `.data`).
 */
import { spawnSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createApp } from '../../functions/api/app.ts';
import { ensureSeeded } from '../../functions/domain/seed/first-run.ts';
import { withDatabase } from './database.ts';
import { ROOT, writeAtomic } from '../../functions/domain/rebuild/site-build.ts';

const run = (args: string[], env: NodeJS.ProcessEnv = process.env) =>
  spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit', env }).status ?? 1;

if (run([join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', '.']) !== 0) process.exit(1);
// Infrastructure: sst.config.ts and infra/ against SST's platform types (generated offline, infra/platform-types.ts).
if (run([join(ROOT, 'infra/platform-types.ts'), '--strict']) !== 0) process.exit(1);
if (run([join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'infra/tsconfig.json']) !== 0) process.exit(1);

const dataDir = resolve(process.env.DATA_DIR ?? '.data');
const snapshotDir = join(dataDir, 'snapshots');
await mkdir(snapshotDir, { recursive: true });
await withDatabase(dataDir, async () => {
  await ensureSeeded();
  const res = await createApp().request('/client/snapshot/catalogue');
  await writeAtomic(join(snapshotDir, 'catalogue.json'), await res.text());
  await writeAtomic(join(snapshotDir, 'live.json'), await (await createApp().request('/client/snapshot/live')).text());
});
process.exit(
  run([join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'check', '--root', 'site'], {
    ...process.env,
    SNAPSHOT_DIR: snapshotDir,
    ASTRO_TELEMETRY_DISABLED: '1',
  }),
);
