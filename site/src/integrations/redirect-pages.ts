import type { AstroIntegration } from 'astro';
import { access, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REDIRECTS } from '../../../functions/edge/routing.ts';
import { idRedirects, redirectPageHtml, type RedirectPage } from '../lib/redirect-pages.ts';
import { readCatalogueSnapshot, snapshotPath } from '../lib/snapshot-file.ts';

/**
 * Writes the static site's redirect pages after the build, as `<from>/index.html` (a meta refresh, valid HTML):
 * SPEC §2's `/apps` and `/dapps` (the same table the CDN and the local server answer with a 301, functions/edge/
 * routing.ts) and the numeric-id detail routes `/dapp-detailed/:id`, `/app-detailed/:id` → the slug page, read from
 * the catalogue snapshot. A path the build already filled with a page is never overwritten. Redirect pages are not
 * pages of the build, so the sitemap leaves them out. The table of every written redirect is kept as
 * `_redirects.json`, so a server can answer them with a 301 instead of the page's refresh.
 */
/** The build's redirect table (`{ "/dapp-detailed/63": "/dapp-detailed/<slug>", … }`), beside the pages. */
export const REDIRECT_TABLE = '_redirects.json';

export function redirectPagesIntegration(): AstroIntegration {
  let siteRoot = '';
  let site = 'http://localhost:4321';
  return {
    name: 'neo-ecosystem:redirect-pages',
    hooks: {
      'astro:config:done': ({ config }) => {
        siteRoot = fileURLToPath(config.root);
        if (config.site) site = config.site;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const snapshot = await readCatalogueSnapshot(snapshotPath(process.env, siteRoot));
        const pages: RedirectPage[] = [
          ...Object.entries(REDIRECTS).map(([from, to]) => ({ from, to })),
          ...idRedirects(snapshot.dapps),
        ];
        let written = 0;
        const table: Record<string, string> = {};
        for (const page of pages) {
          const file = join(fileURLToPath(dir), page.from, 'index.html');
          if (
            await access(file).then(
              () => true,
              () => false,
            )
          ) {
            logger.warn(`redirect ${page.from} → ${page.to} skipped: a page already exists at that path`);
            continue;
          }
          await mkdir(join(file, '..'), { recursive: true });
          await writeFile(file, redirectPageHtml(page, site));
          table[page.from] = page.to;
          written += 1;
        }
        // The same table for servers that answer with a real 301 (the local site server, local/stack/site-server.ts).
        await writeFile(join(fileURLToPath(dir), REDIRECT_TABLE), JSON.stringify(table));
        logger.info(`${written} redirect pages written`);
      },
    },
  };
}
