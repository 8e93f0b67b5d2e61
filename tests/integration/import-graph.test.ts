import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cycles, folderGraph, importGraph, roomOf, shippingLeaks, sourceFiles } from '../support/import-graph.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SOURCE_ROOTS = ['bench', 'chain', 'content-schema', 'functions', 'i18n', 'infra', 'local', 'site', 'tests'];

/**
 * The layer of a server file that ships (functions/README.md), top to bottom: the entry points (Lambda handlers,
 * the CodeBuild site build), the API, the domain, the adapters (storage, uploads, mail). A layer imports only layers
 * below it, and the API only translates: it reaches the adapters through the domain, never directly (the entry
 * points, which wire the app, may); `shared` (lib, edge, types, config.ts) is below them all and imports none of them. Test files are tests,
 * not a layer (undefined): they may import any layer, and nothing that ships imports them (`shippingLeaks`).
 */
type Layer = 'entry' | 'api' | 'domain' | 'adapters' | 'shared';
const layerOf = (file: string): Layer | undefined => {
  if (!file.startsWith('functions/') || roomOf(file) !== 'ships') return undefined;
  const top = /^functions\/([^/]+)\//.exec(file)?.[1];
  return top === 'entry' || top === 'api' || top === 'domain' || top === 'adapters' ? top : 'shared';
};

/**
 * The folder of a server file that ships: `functions/<layer>/<folder>/…` for the layered folders (`entry/handlers`,
 * `domain/sync`, `adapters/data`), `functions/<folder>/…` for the API and the shared folders (`api`, `lib`);
 * undefined for test files, which sit above every folder.
 */
const serverFolder = (file: string) =>
  layerOf(file) && /^functions\/((?:entry|domain|adapters)\/[^/]+|[^/]+)\//.exec(file)?.[1];

const BELOW: Record<Layer, readonly Layer[]> = {
  entry: ['api', 'domain', 'adapters', 'shared'],
  api: ['domain', 'shared'],
  domain: ['adapters', 'shared'],
  adapters: ['shared'],
  shared: [],
};

describe('import graph', () => {
  const graph = importGraph(ROOT, sourceFiles(ROOT, SOURCE_ROOTS));

  it('reads the project: the API app imports its routes, the site its islands', () => {
    expect(graph.get('functions/api/app.ts')).toContain('functions/api/routes/entities.ts');
    expect(graph.get('functions/api/routes/entities.ts')).toContain('functions/api/require-admin.ts');
    expect(graph.get('site/src/wallets/adapters/neon.ts')).toContain('site/src/wallets/adapters/sign-client.ts');
  });

  it('has no import loop between files, type-only and on-demand imports included', () => {
    expect(cycles(graph).map((c) => c.join(' → '))).toEqual([]);
  });

  it('keeps what ships apart from what runs locally: nothing that ships imports local/, tests/, bench/ or a test file', () => {
    expect(roomOf('chain/production-guard.ts')).toBe('ships');
    expect(roomOf('chain/production-guard.test.ts')).toBe('test');
    expect(roomOf('local/stack/start.ts')).toBe('local');
    expect(graph.get('infra/stage.ts')).toContain('chain/production-guard.ts');
    expect(graph.get('local/stack/stack.ts')).toContain('functions/domain/rebuild/site-build.ts');
    expect(shippingLeaks(graph)).toEqual([]);
  });

  it('keeps the chain layer at the bottom: nothing under chain/ imports from site/, functions/ or local/', () => {
    expect(graph.get('functions/domain/sync/chain/n3-rpc.ts')).toContain('chain/n3/stack.ts');
    expect(graph.get('site/src/wallets/config.ts')).toContain('chain/config.ts');
    const upward = [...graph]
      .filter(([file]) => file.startsWith('chain/'))
      .flatMap(([file, imports]) =>
        [...imports]
          .filter((target) => /^(site|functions|local)\//.test(target))
          .map((target) => `${file} → ${target}`),
      );
    expect(upward).toEqual([]);
  });

  it('keeps the layers of functions/ in order: entry → api → domain → adapters, each importing only below', () => {
    expect(layerOf('functions/entry/handlers/sync.ts')).toBe('entry');
    expect(layerOf('functions/config.ts')).toBe('shared');
    expect(layerOf('functions/entry/codebuild/rebuild.ts')).toBe('entry');
    expect(layerOf('functions/api/hardening.test.ts')).toBeUndefined();
    const upward = [...graph].flatMap(([file, imports]) => {
      const from = layerOf(file);
      if (from === undefined) return [];
      return [...imports]
        .filter((target) => {
          const to = layerOf(target);
          return to !== undefined && to !== from && !BELOW[from].includes(to);
        })
        .map((target) => `${file} (${from}) → ${target} (${layerOf(target)})`);
    });
    expect(upward).toEqual([]);
  });

  it('keeps the API a translator: no file of functions/api/ that ships imports functions/adapters/', () => {
    expect(layerOf('functions/api/env.ts')).toBe('api');
    expect(layerOf('functions/adapters/data/store.ts')).toBe('adapters');
    expect(graph.get('functions/api/routes/entities.ts')).toContain('functions/domain/content/records.ts');
    const past = [...graph]
      .filter(([file]) => layerOf(file) === 'api')
      .flatMap(([file, imports]) =>
        [...imports].filter((target) => layerOf(target) === 'adapters').map((t) => `${file} → ${t}`),
      );
    expect(past).toEqual([]);
  });

  it('has no loop between the folders of functions/', () => {
    expect(cycles(folderGraph(graph, serverFolder)).map((c) => c.join(' → '))).toEqual([]);
  });
});

describe('the loop and leak finders', () => {
  const project = (files: Record<string, string>, roots = ['src']) => {
    const root = mkdtempSync(join(tmpdir(), 'imports-'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return importGraph(root, sourceFiles(root, roots));
  };

  it('finds a loop made of a type-only import', () => {
    const graph = project({
      'src/job.ts': "import type { Registry } from './registry.ts';\nexport const job = (r: Registry) => r;\n",
      'src/registry.ts': "import { job } from './job.ts';\nexport interface Registry { jobs: typeof job[] }\n",
      'src/leaf.ts': 'export const leaf = 1;\n',
    });
    expect(cycles(graph)).toEqual([['src/job.ts', 'src/registry.ts', 'src/job.ts']]);
  });

  it('finds a loop through an on-demand import, an Astro front matter and an `export … from`', () => {
    const graph = project({
      'src/adapter.ts': "export const load = () => import('./client.ts');\n",
      'src/client.ts': "export { page } from './Page.astro';\n",
      'src/Page.astro': "---\nimport { load } from './adapter.ts';\nexport const page = load;\n---\n<p>hi</p>\n",
    });
    expect(cycles(graph)).toHaveLength(1);
    expect(new Set(cycles(graph)[0])).toEqual(new Set(['src/adapter.ts', 'src/client.ts', 'src/Page.astro']));
  });

  it('finds a loop between folders that no single file closes', () => {
    const graph = project({
      'src/jobs/runner.ts': "import { dataMode } from '../sync/mode.ts';\nexport const run = dataMode;\n",
      'src/sync/job.ts': "import { run } from '../jobs/runner.ts';\nexport const job = run;\n",
      'src/sync/mode.ts': "export const dataMode = () => 'offline';\n",
    });
    expect(cycles(graph)).toEqual([]);
    const folders = folderGraph(graph, (f) => f.split('/')[1]);
    expect(cycles(folders)).toEqual([['jobs', 'sync', 'jobs']]);
  });

  it('finds a shipping file that imports local/ or a test helper, and lets tests and local/ import what ships', () => {
    const graph = project(
      {
        'functions/api/app.ts': "import { freePort } from '../../local/ports.ts';\nexport const app = freePort;\n",
        'functions/api/seed.ts': "export { seedDatabase } from '../../tests/support/database.ts';\n",
        'functions/api/app.test.ts': "import { app } from './app.ts';\nimport '../../local/ports.ts';\napp();\n",
        'local/ports.ts': "import { app } from '../functions/api/app.ts';\nexport const freePort = () => app;\n",
        'tests/support/database.ts': "import '../../local/ports.ts';\nexport const seedDatabase = 1;\n",
      },
      ['functions', 'local', 'tests'],
    );
    expect(shippingLeaks(graph)).toEqual([
      'functions/api/app.ts → local/ports.ts',
      'functions/api/seed.ts → tests/support/database.ts',
    ]);
  });
});
