/**
 * The chain layer is the bottom room: the islands (site/), the jobs and the indexer (functions/) and the tests import
 * it, and it imports nothing from site/ or functions/ — so the browser bundles only chain code it asked for, and the
 * sync jobs do not pull page code. Every import specifier of every source file under chain/ is resolved and checked.
 */
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const CHAIN = import.meta.dirname;
const ROOT = resolve(CHAIN, '..');
const FORBIDDEN = ['site', 'functions'];

async function sources(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.filter((e) => e.name !== 'node_modules' && e.name !== 'build' && !e.name.startsWith('.'))
    .map((e) => (e.isDirectory() ? sources(join(dir, e.name)) : /\.(ts|tsx|js|cjs|mjs)$/.test(e.name) ? [join(dir, e.name)] : [])));
  return nested.flat();
}

/** Every module specifier of a source: static and type imports, re-exports, dynamic imports and require. */
export function specifiers(source: string): string[] {
  const found = [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)(['"])([^'"]+)\1/gm)];
  return found.map((m) => m[2]!);
}

/** The repository folders (top level) a file's relative imports reach into. */
export function reachedRooms(file: string, source: string): string[] {
  return specifiers(source).filter((s) => s.startsWith('.'))
    .map((s) => relative(ROOT, resolve(dirname(file), s)).split(/[\\/]/)[0]!);
}

describe('chain/ import direction', () => {
  it('finds the specifiers of every import form', () => {
    const source = "import a from '../site/x.ts';\nimport type { B } from \"../functions/y.ts\";\nexport { c } from './c.ts';\nconst d = await import('../site/d.ts');\nimport '../functions/side.ts';";
    expect(reachedRooms(join(CHAIN, 'n3/file.ts'), source)).toEqual(['chain', 'chain', 'chain', 'chain', 'chain']);
    expect(reachedRooms(join(CHAIN, 'file.ts'), source)).toEqual(['site', 'functions', 'chain', 'site', 'functions']);
  });

  it('no file under chain/ imports from site/ or functions/', async () => {
    // This file is left out: its own examples above name the forbidden rooms on purpose.
    const files = (await sources(CHAIN)).filter((f) => f !== import.meta.filename);
    expect(files.length).toBeGreaterThan(20);
    const offending: string[] = [];
    for (const file of files) {
      const rooms = reachedRooms(file, await readFile(file, 'utf8'));
      for (const room of rooms) if (FORBIDDEN.includes(room)) offending.push(`${relative(ROOT, file)} → ${room}/`);
    }
    expect(offending).toEqual([]);
  });
});
