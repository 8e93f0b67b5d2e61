/**
 * A rebuild that fails leaves the previous site served: the stack's wiring (rebuilder → buildSite → site server,
 * as in stack.ts) with a real `astro build` that fails on an invalid catalogue snapshot.
 */
import { mkdtemp, mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSiteStatus } from '../../functions/domain/content/site-status.ts';
import { startTestDatabase } from '../../tests/support/database.ts';
import { createRebuilder } from './rebuilder.ts';
import { buildSite, type BuiltSite } from '../../functions/domain/rebuild/site-build.ts';
import { createSiteServer } from './site-server.ts';

let db: Awaited<ReturnType<typeof startTestDatabase>>;
beforeAll(async () => {
  db = await startTestDatabase();
});
afterAll(async () => db.close());

/** An API whose catalogue snapshot no longer matches the snapshot schema (what a corrupt table would give). */
const brokenApi = {
  request: (path: string) =>
    Response.json(
      path.endsWith('/catalogue')
        ? { takenAt: new Date().toISOString(), dapps: 'not a list', settings: null }
        : { takenAt: new Date().toISOString(), sources: {} },
    ),
};

describe('a failed rebuild', () => {
  it('keeps the previous site online and records the error for the dashboard', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'neo-rebuild-'));
    const previous: BuiltSite = {
      dir: join(dataDir, 'site/build-1'),
      stamp: 'previous',
      builtAt: '2026-11-20T10:00:00.000Z',
      skipped: false,
    };
    await mkdir(previous.dir, { recursive: true });
    await writeFile(join(previous.dir, 'index.html'), '<!doctype html><h1>Previous build</h1>');
    await writeFile(join(dataDir, 'site/current.json'), JSON.stringify(previous));

    let site = previous;
    const server = createSiteServer({ apiOrigin: 'http://127.0.0.1:9', currentDir: () => site.dir });
    const lines: string[] = [];
    const rebuilder = createRebuilder(
      async () => {
        site = await buildSite({
          dataDir,
          api: brokenApi,
          siteUrl: 'http://localhost:4321',
          log: (l) => lines.push(l),
        });
      },
      10,
      (l) => lines.push(l),
    );
    rebuilder.request();
    await rebuilder.idle();

    const status = await readSiteStatus();
    expect(status).toMatchObject({ building: false, pending: false });
    expect(status.lastError).toMatch(/astro build failed/);
    expect(status.lastBuiltAt).toBeUndefined();
    // Both snapshots the stub answers are broken; whichever the build reads first names its schema.
    expect(lines.join('\n')).toMatch(
      /does not match (Catalogue|Live)SnapshotSchema[\s\S]*the previous site stays online/,
    );
    const home = await server.request('/');
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Previous build');
    expect(JSON.parse(await readFile(join(dataDir, 'site/current.json'), 'utf8'))).toEqual(previous);
    expect((await readdir(join(dataDir, 'site'))).sort()).toEqual(['build-1', 'current.json']);
  }, 180_000);
});
