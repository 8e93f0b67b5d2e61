import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENTITIES } from '../../../content-schema/registry.ts';
import siteEnUS from '../../../i18n/en-US.json' with { type: 'json' };
import sitePtBR from '../../../i18n/pt-BR.json' with { type: 'json' };
import serverEnUS from '../../../i18n/server/en-US.json' with { type: 'json' };
import serverPtBR from '../../../i18n/server/pt-BR.json' with { type: 'json' };
import { BANNER_ACTIONS, WEBSITE_SECTIONS } from '../../../content-schema/index.ts';
import { CRUD_ENTITIES } from './routes.ts';
import { MENU } from './shell/menu.ts';

const LANGUAGES = { 'en-US': { ...siteEnUS, ...serverEnUS }, 'pt-BR': { ...sitePtBR, ...serverPtBR } };
/** Whether `key` (or its plural `_one` form) has a string in every language the dashboard is served in. */
const has = (key: string) =>
  Object.values(LANGUAGES).every((strings) => {
    const walk = (k: string) =>
      k.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], strings) !==
      undefined;
    return walk(key) || walk(`${key}_one`);
  });
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });

describe('dashboard strings', () => {
  it('has every literal key the dashboard translates', () => {
    const missing: string[] = [];
    let seen = 0;
    for (const file of sources(import.meta.dirname)) {
      for (const [, key] of readFileSync(file, 'utf8').matchAll(
        /\bt\('((?:dashboard|fields|api|validation|site)\.[\w.-]+)'/g,
      )) {
        seen++;
        if (!has(key!)) missing.push(`${file}: ${key}`);
      }
    }
    expect(seen).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it('names every menu entry, entity, option and list column', () => {
    const keys = [
      ...MENU.map((m) => `dashboard.menu.${m.key}`),
      ...CRUD_ENTITIES.map((e) => `dashboard.entities.${e}`),
      ...Object.values(BANNER_ACTIONS).map((v) => `dashboard.banner.actions.${v}`),
      ...Object.values(WEBSITE_SECTIONS).map((v) => `dashboard.banner.sections.${v}`),
      ...CRUD_ENTITIES.flatMap((e) => ENTITIES[e].listColumns.map((c) => `fields.${c}`)),
    ];
    expect(keys.filter((k) => !has(k))).toEqual([]);
  });
});
