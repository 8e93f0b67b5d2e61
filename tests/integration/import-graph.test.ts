import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cycles, folderGraph, importGraph, sourceFiles } from '../support/import-graph.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SOURCE_ROOTS = ['bench', 'chain', 'content-schema', 'functions', 'i18n', 'infra', 'site', 'tests'];

/**
 * The folder of a server file: `functions/<layer>/<folder>/…` for the layered folders (`entry/local`,
 * `domain/sync`, `adapters/data`), `functions/<folder>/…` for the API and the shared folders (`api`, `lib`), or
 * undefined for what sits above the layers: tests, test helpers and command-line entry points (`cli.ts`), which may
 * import any folder.
 */
const serverFolder = (file: string) => {
  if (/\.test\.ts$|\/cli\.ts$|^functions\/testing\//.test(file)) return undefined;
  return /^functions\/((?:entry|domain|adapters)\/[^/]+|[^/]+)\//.exec(file)?.[1];
};

/**
 * The layers of functions/ (functions/README.md), top to bottom: the entry points (Lambda handlers, the local
 * stack), the API, the domain, the adapters (storage, uploads, mail). A layer imports only layers below it;
 * `shared` (lib, edge, types, config.ts) is below them all and imports none of them. Tests, test helpers and
 * `cli.ts` files sit above the layers (undefined) and may import any of them.
 */
type Layer = 'entry' | 'api' | 'domain' | 'adapters' | 'shared';
const layerOf = (file: string): Layer | undefined => {
  if (!file.startsWith('functions/') || /\.test\.ts$|\/cli\.ts$|^functions\/testing\//.test(file)) return undefined;
  const top = /^functions\/([^/]+)\//.exec(file)?.[1];
  return top === 'entry' || top === 'api' || top === 'domain' || top === 'adapters' ? top : 'shared';
};
const BELOW: Record<Layer, readonly Layer[]> = {
  entry: ['api', 'domain', 'adapters', 'shared'],
  api: ['domain', 'adapters', 'shared'],
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

  it('keeps the chain layer at the bottom: nothing under chain/ imports from site/ or functions/', () => {
    expect(graph.get('functions/domain/sync/chain/n3-rpc.ts')).toContain('chain/n3/stack.ts');
    expect(graph.get('site/src/wallets/config.ts')).toContain('chain/config.ts');
    const upward = [...graph]
      .filter(([file]) => file.startsWith('chain/'))
      .flatMap(([file, imports]) =>
        [...imports].filter((target) => /^(site|functions)\//.test(target)).map((target) => `${file} → ${target}`),
      );
    expect(upward).toEqual([]);
  });

  it('keeps the layers of functions/ in order: entry → api → domain → adapters, each importing only below', () => {
    expect(layerOf('functions/entry/handlers/sync.ts')).toBe('entry');
    expect(layerOf('functions/config.ts')).toBe('shared');
    expect(layerOf('functions/domain/sync/cli.ts')).toBeUndefined();
    expect(graph.get('functions/entry/local/stack.ts')).toContain('functions/domain/rebuild/site-build.ts');
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

  it('keeps the API routes thin: functions/api/routes/ imports the domain and the API helpers, never functions/adapters/', () => {
    expect(graph.get('functions/api/routes/entities.ts')).toContain('functions/domain/content/records.ts');
    const past = [...graph]
      .filter(([file]) => /^functions\/api\/routes\/[^/]+\.ts$/.test(file) && !file.endsWith('.test.ts'))
      .flatMap(([file, imports]) =>
        [...imports].filter((target) => target.startsWith('functions/adapters/')).map((t) => `${file} → ${t}`),
      );
    expect(past).toEqual([]);
  });

  it('has no loop between the folders of functions/', () => {
    expect(cycles(folderGraph(graph, serverFolder)).map((c) => c.join(' → '))).toEqual([]);
  });
});

describe('the loop finder', () => {
  const project = (files: Record<string, string>) => {
    const root = mkdtempSync(join(tmpdir(), 'imports-'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return importGraph(root, sourceFiles(root, ['src']));
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
});
