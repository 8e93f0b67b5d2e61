import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENTITY_LIST } from '../../content-schema/registry.ts';
import { entityLists } from '../support/entity-lists.ts';
import { sourceFiles } from '../support/import-graph.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SOURCE_ROOTS = ['bench', 'chain', 'content-schema', 'functions', 'i18n', 'infra', 'site'];
const NAMES = new Set(ENTITY_LIST.map((e) => e.name));
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

describe('entity lists (issue #29: the registry drives every list)', () => {
  it('finds a list spelled out in code: an array, a union, a table keyed by entities', () => {
    const code = [
      "const ORDER = ['dapp', 'contract'];",
      "type Tracked = 'dapp' | 'token-priced';",
      "const TABLE = { user: 1, dapp: 2, 'social-type': 3 };",
    ].join('\n');
    expect(entityLists('x.ts', code, NAMES).map((l) => l.line)).toEqual([1, 2, 3]);
  });

  it('leaves other vocabularies and tables the compiler checks against the registry', () => {
    const code = [
      "const KINDS = ['dapp', 'app', 'token', 'nft'];",
      'const answer = { user, token };',
      "const RULES: Partial<Record<EntityName, Rule>> = { user: a, dapp: b, 'social-type': c };",
      "const KIND = { contract: 'x', 'token-priced': 'y', nftCollection: 'z' } as const satisfies Partial<Record<EntityName, string>>;",
    ].join('\n');
    expect(entityLists('x.ts', code, NAMES)).toEqual([]);
  });

  it('finds none outside content-schema/registry.ts: menus, routes, seeds and flags read the registry', () => {
    const spelled = sourceFiles(ROOT, SOURCE_ROOTS)
      .filter((file) => !isTest(file) && file !== 'content-schema/registry.ts')
      .flatMap((file) =>
        entityLists(file, readFileSync(join(ROOT, file), 'utf8'), NAMES).map(
          (l) => `${file}:${l.line} ${l.names.join(', ')}`,
        ),
      );
    expect(spelled).toEqual([]);
  });
});
