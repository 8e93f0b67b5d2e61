/**
 * `npm run build`: build the static site from a fresh catalogue snapshot into `site/dist` (or SITE_OUT_DIR),
 * seeding the local database first when it is empty. The build reads the snapshot only, never the database.
 */
import { cp, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createApp } from '../../functions/api/app.ts';
import { ensureSeeded } from '../../functions/domain/seed/first-run.ts';
import { withDatabase } from './database.ts';
import { buildSite, ROOT } from '../../functions/domain/rebuild/site-build.ts';

const dataDir = resolve(process.env.DATA_DIR ?? '.data');
const outDir = resolve(process.env.SITE_OUT_DIR ?? join(ROOT, 'site/dist'));
const siteUrl = process.env.SITE_URL ?? 'http://localhost:4321';

const built = await withDatabase(dataDir, async () => {
  await ensureSeeded();
  return buildSite({ dataDir, api: createApp(), siteUrl, log: console.log });
});
await rm(outDir, { recursive: true, force: true });
await cp(built.dir, outDir, { recursive: true });
console.log(`Site ${built.skipped ? 'unchanged since the last build' : 'built'}: ${outDir}`);
