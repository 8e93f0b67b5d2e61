import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, UTILITY_ITEMS } from './nav-items.ts';

const PAGES = join(import.meta.dirname, '../../pages');

describe('navigation', () => {
  it('holds the Watchlist, the SPEC §2 entries Networks, Settings and Resources, and List your project', () => {
    expect(UTILITY_ITEMS.map((i) => i.key)).toEqual(['watchlist', 'networks', 'settings', 'resources', 'listProject']);
  });

  it('links only to pages that exist', () => {
    const hrefs = [
      ...NAV_ITEMS.flatMap((i) => ('href' in i ? [i.href] : i.children.map((c) => c.href))),
      ...UTILITY_ITEMS.map((i) => i.href),
    ];
    for (const href of hrefs) {
      const base = join(PAGES, href === '/' ? 'index' : href);
      expect(existsSync(`${base}.astro`) || existsSync(join(base, 'index.astro')), href).toBe(true);
    }
  });
});
