/**
 * Builds the static site from API snapshots: takes the catalogue and live-data snapshots through the API, writes
 * them under `<dataDir>/snapshots/` (`catalogue.json`, `live.json`, and the images the catalogue points at under
 * `images/`, see catalogue/snapshot-images.ts), runs `astro build` into a fresh directory and
 * answers it. A build whose inputs (the snapshots' content and the site's sources) are unchanged since the last
 * good build is skipped. The previous build stays in place until a new one succeeds, so a failed build leaves
 * the last good site served.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import type { CatalogueSnapshot } from '../../../content-schema/snapshot.ts';
import { writeSnapshotImages } from '../catalogue/snapshot-images.ts';
/** Anything with Hono's in-process `request` (the API app). */
type RequestHandler = { request(path: string): Response | Promise<Response> };

export const ROOT = join(import.meta.dirname, '../../..');
const SOURCES = ['site/src', 'site/public', 'site/astro.config.ts', 'i18n', 'content-schema', 'chain'];

export interface BuiltSite {
  dir: string;
  stamp: string;
  builtAt: string;
  skipped: boolean;
}
export interface SiteBuildOptions {
  dataDir: string;
  /** The API app; its snapshot route is called in-process (same code path as over HTTP). */
  api: RequestHandler;
  /** Public URL of the site (sitemap and canonical links). */
  siteUrl: string;
  force?: boolean;
  /** The social-card cache (`OG_CACHE_DIR`, site/src/og/); default the site's own (`site/.cache/og`). */
  cardCacheDir?: string;
  log?: (line: string) => void;
}

async function filesUnder(path: string): Promise<string[]> {
  const entries = await readdir(path, { withFileTypes: true }).catch(() => null);
  if (!entries) return [path];
  const nested = await Promise.all(
    entries
      .filter((e) => e.name !== 'node_modules' && !e.name.startsWith('.'))
      .map((e) => (e.isDirectory() ? filesUnder(join(path, e.name)) : [join(path, e.name)])),
  );
  return nested.flat().sort();
}

/** A digest of the site's sources (every file under SOURCES), so a code change forces a rebuild. */
async function sourcesDigest(): Promise<string> {
  const digest = createHash('sha256');
  for (const file of (await Promise.all(SOURCES.map((s) => filesUnder(join(ROOT, s))))).flat()) {
    digest.update(relative(ROOT, file)).update(await readFile(file).catch(() => Buffer.alloc(0)));
  }
  return digest.digest('hex');
}

/** The live snapshot without what changes on every run (when it was taken, when each source last succeeded). */
function liveContent(live: { takenAt: string; sources?: Record<string, { lastSuccessAt?: string }> }) {
  const { takenAt: _, sources = {}, ...rest } = live;
  return {
    ...rest,
    sources: Object.fromEntries(
      Object.entries(sources).map(([name, { lastSuccessAt: __, ...facts }]) => [name, facts]),
    ),
  };
}

/** Write `data` to `path` atomically (temp file, then rename). */
export async function writeAtomic(path: string, data: string): Promise<void> {
  await writeFile(`${path}.tmp`, data);
  await rename(`${path}.tmp`, path);
}

/** Where builds are staged: inside the project, so the prerender step resolves packages from its node_modules. */
export const STAGING_DIR = join(ROOT, '.builds');

/**
 * Run `astro build` for the site into `outDir`, reading snapshots from `snapshotDir`. Rejects with its output tail.
 * `command` runs before node (e.g. `/usr/bin/time -v`); `env` adds to the build's environment (e.g. `OG_CACHE_DIR`).
 * Astro keeps intermediate files beside an output inside the working directory (and in one shared folder for an
 * output outside it), so each build runs in its own staging folder under the project and is moved to `outDir`
 * afterwards: concurrent builds (a stack's rebuild, the tests, the bench) never share files.
 */
export async function astroBuild(
  outDir: string,
  snapshotDir: string,
  siteUrl: string,
  log: (line: string) => void,
  command: string[] = [],
  env: Record<string, string> = {},
): Promise<string> {
  const staging = join(STAGING_DIR, `build-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`);
  await mkdir(STAGING_DIR, { recursive: true });
  try {
    const stderr = await new Promise<string>((resolve, reject) => {
      const args = [
        process.execPath,
        join(ROOT, 'node_modules/astro/bin/astro.mjs'),
        'build',
        '--root',
        'site',
        '--silent',
      ];
      const [program, ...rest] = [...command, ...args];
      const child = spawn(program!, rest, {
        cwd: ROOT,
        env: {
          ...process.env,
          SNAPSHOT_DIR: snapshotDir,
          SITE_OUT_DIR: staging,
          SITE_URL: siteUrl,
          ASTRO_TELEMETRY_DISABLED: '1',
          ASTRO_CACHE_DIR: `${staging}.cache`,
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let tail = '';
      let err = '';
      const keep = (chunk: Buffer) => {
        tail = (tail + chunk.toString()).slice(-4000);
      };
      child.stdout.on('data', keep);
      child.stderr.on('data', (chunk: Buffer) => {
        keep(chunk);
        err += chunk.toString();
      });
      child.on('error', reject);
      child.on('exit', (code) => {
        if (code === 0) return resolve(err);
        log(tail);
        reject(new Error(`astro build failed with exit code ${code}`));
      });
    });
    await rm(outDir, { recursive: true, force: true });
    await mkdir(dirname(outDir), { recursive: true });
    await rename(staging, outDir).catch(async () => {
      await cp(staging, outDir, { recursive: true });
    });
    return stderr;
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(`${staging}.cache`, { recursive: true, force: true });
  }
}

/** The environment the pages are built with (PUBLIC_* settings, chain endpoints): a change forces a rebuild. */
function buildEnvironment(): string {
  return JSON.stringify(
    Object.entries(process.env)
      .filter(([k]) => k.startsWith('PUBLIC_') || k.endsWith('_RPC_URLS'))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** Build the site (or reuse the last build when nothing changed). */
export async function buildSite(options: SiteBuildOptions): Promise<BuiltSite> {
  const log = options.log ?? (() => undefined);
  const snapshotDir = join(options.dataDir, 'snapshots');
  const sitesDir = join(options.dataDir, 'site');
  await mkdir(snapshotDir, { recursive: true });
  await mkdir(sitesDir, { recursive: true });

  const response = await options.api.request('/client/snapshot/catalogue');
  if (!response.ok) throw new Error(`The catalogue snapshot failed: HTTP ${response.status} ${await response.text()}`);
  const snapshot = (await response.json()) as CatalogueSnapshot;
  const { takenAt: _, ...content } = snapshot;
  const liveResponse = await options.api.request('/client/snapshot/live');
  if (!liveResponse.ok)
    throw new Error(`The live snapshot failed: HTTP ${liveResponse.status} ${await liveResponse.text()}`);
  const live = (await liveResponse.json()) as { takenAt: string };
  const stamp = createHash('sha256')
    .update(JSON.stringify(content))
    .update(JSON.stringify(liveContent(live)))
    .update(options.siteUrl)
    .update(buildEnvironment())
    .update(await sourcesDigest())
    .digest('hex');

  const currentFile = join(sitesDir, 'current.json');
  const current = JSON.parse(await readFile(currentFile, 'utf8').catch(() => 'null')) as BuiltSite | null;
  if (!options.force && current?.stamp === stamp && (await readdir(current.dir).catch(() => null))) {
    return { ...current, skipped: true };
  }

  const images = await writeSnapshotImages(snapshot, snapshotDir, undefined, live);
  if (images.skipped.length)
    log(`Images left out of the build (not a readable image in the uploads bucket): ${images.skipped.join(', ')}`);
  await writeAtomic(join(snapshotDir, 'catalogue.json'), JSON.stringify(snapshot));
  await writeAtomic(join(snapshotDir, 'live.json'), JSON.stringify(live));
  const dir = join(sitesDir, `build-${Date.now()}`);
  log('Building the site…');
  const started = Date.now();
  try {
    await astroBuild(
      dir,
      snapshotDir,
      options.siteUrl,
      log,
      [],
      options.cardCacheDir ? { OG_CACHE_DIR: options.cardCacheDir } : {},
    );
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  const built: BuiltSite = { dir, stamp, builtAt: new Date().toISOString(), skipped: false };
  await writeAtomic(currentFile, JSON.stringify(built));
  log(`Site built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  for (const old of await readdir(sitesDir)) {
    if (old.startsWith('build-') && join(sitesDir, old) !== dir && join(sitesDir, old) !== current?.dir) {
      await rm(join(sitesDir, old), { recursive: true, force: true });
    }
  }
  return built;
}
