/**
 * A quiet, future-proof install (issue #29, item 6): every installed package that has an install script is named
 * in package.json's `allowScripts`, so `npm install` prints no "not yet covered by allowScripts" warning and a
 * coming npm default (scripts off unless allowed) changes nothing. The ones the product needs are allowed: `node`
 * (its preinstall puts Node 24 in place for every npm script), esbuild, and the native modules; the ones that
 * download from the internet (which the product never needs at run time) are denied.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const INSTALL_SCRIPTS = ['preinstall', 'install', 'postinstall'] as const;

interface Manifest {
  name?: string;
  scripts?: Partial<Record<string, string>>;
  gypfile?: boolean;
  allowScripts?: Record<string, boolean>;
}

const read = (file: string): Manifest => JSON.parse(readFileSync(file, 'utf8')) as Manifest;

/** Every package under node_modules (scoped and nested ones too) whose manifest has an install script. */
function packagesWithInstallScripts(dir: string, found = new Set<string>()): Set<string> {
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.name.startsWith('@')) {
      packagesWithInstallScripts(path, found);
      continue;
    }
    const manifest = join(path, 'package.json');
    if (existsSync(manifest)) {
      const pkg = read(manifest);
      if (pkg.name && INSTALL_SCRIPTS.some((s) => pkg.scripts?.[s])) found.add(pkg.name);
    }
    packagesWithInstallScripts(join(path, 'node_modules'), found);
  }
  return found;
}

describe('install scripts', () => {
  const allow = read(join(ROOT, 'package.json')).allowScripts ?? {};

  it('are each allowed or denied in package.json (no allowScripts warning on install)', () => {
    const uncovered = [...packagesWithInstallScripts(join(ROOT, 'node_modules'))].filter((name) => !(name in allow));
    expect(uncovered).toEqual([]);
  });

  it('run for node, which puts Node 24 on the path of every npm script', () => {
    expect(allow['node']).toBe(true);
    expect(process.versions.node.split('.')[0]).toBe('24');
  });
});
