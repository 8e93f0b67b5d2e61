import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { routeOfPageFile, twinRoutes } from '../lib/locale-routes.ts';

/** Every page file under `dir` (relative paths, `/`-separated), skipping `_`-prefixed files and folders. */
export function pageFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('_') || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? pageFiles(path, root) : [relative(root, path).split('\\').join('/')];
  });
}

/** The twin routes of every translated page file: `{ pattern: '/pt-BR/wallets', entrypoint: 'src/pages/wallets/index.astro' }`. */
export function localeTwins(pagesDir: string): { pattern: string; entrypoint: string }[] {
  return pageFiles(pagesDir).flatMap((file) => {
    const route = routeOfPageFile(file);
    if (!route) return [];
    return twinRoutes(route).map(({ pattern }) => ({ pattern, entrypoint: join(pagesDir, file) }));
  });
}

/**
 * Locale routing: en-US pages are the files in `src/pages`; their pt-BR twins are the same files injected under
 * `/pt-BR/` (so a new page gets its twin with no file to add). A page reads its locale from the URL
 * (`localeFromUrl(Astro.url)`), so one component renders both languages. The back-office, sign-in, password and
 * 404 pages stay en-US only (`UNTRANSLATED_PREFIXES`).
 */
export function localesIntegration(): AstroIntegration {
  return {
    name: 'neo-ecosystem:locales',
    hooks: {
      'astro:config:setup': ({ config, injectRoute }) => {
        const pagesDir = fileURLToPath(new URL('./pages/', config.srcDir));
        for (const twin of localeTwins(pagesDir)) injectRoute(twin);
      },
    },
  };
}
