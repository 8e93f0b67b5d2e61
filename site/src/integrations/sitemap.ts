import sitemap from '@astrojs/sitemap';
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { defaultLocale, locales, splitLocale } from '../lib/locale-routes.ts';
import { dappPath } from '../lib/routes.ts';
import { readCatalogueSnapshot, snapshotPath } from '../lib/snapshot-file.ts';

/**
 * Path prefixes that never belong in the sitemap (SPEC §2: auth, personal wallet, get-gas, dashboard; the search
 * results page and the visitor's own watchlist, which have no content of their own).
 */
export const SITEMAP_EXCLUDED_PREFIXES = [
  '/sign-in',
  '/password',
  '/my-wallet',
  '/get-gas',
  '/dashboard',
  '/search',
  '/watchlist',
] as const;

/**
 * Whether a page URL (absolute, as @astrojs/sitemap passes it) may be listed in the sitemap.
 * A prefix matches the path itself and anything below it, with or without a trailing slash, in every locale
 * (`/password` also excludes `/password/recover`, `/passwords`; `/dashboard` excludes `/dashboard/user/list`;
 * `/pt-BR/my-wallet` is out like `/my-wallet`).
 */
export function includeInSitemap(pageUrl: string): boolean {
  const { path } = splitLocale(new URL(pageUrl, 'http://localhost').pathname);
  return !SITEMAP_EXCLUDED_PREFIXES.some((prefix) =>
    prefix === '/password' ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`),
  );
}

/**
 * The detail pages the sitemap should list (SPEC §2: slugs come from the dApp and app lists) that the build did not
 * produce, one message each: an empty or unusable slug, or a slug without a built page. `built` holds the built
 * pages' paths without slashes at either end (`dapp-detailed/flamingo-finance`).
 */
export function slugFailures(
  dapps: { idDappPk: number; slug: string; isDapp: boolean }[],
  built: Set<string>,
): string[] {
  return dapps.flatMap((dapp) => {
    if (!dapp.slug?.trim())
      return [`${dapp.isDapp ? 'dApp' : 'app'} ${dapp.idDappPk} has no slug; it has no detail page in the sitemap`];
    const page = decodeURIComponent(dappPath(dapp)).replace(/^\/+|\/+$/g, '');
    return built.has(page)
      ? []
      : [
          `no detail page was built for slug "${dapp.slug}" (${dapp.isDapp ? 'dApp' : 'app'} ${dapp.idDappPk}); it is not in the sitemap`,
        ];
  });
}

/** After the build, log every app/dApp slug that did not make it into the sitemap (SPEC §8: slug failures are logged). */
function slugCheck(): AstroIntegration {
  let siteRoot = '';
  return {
    name: 'neo-ecosystem:sitemap-slugs',
    hooks: {
      'astro:config:done': ({ config }) => {
        siteRoot = fileURLToPath(config.root);
      },
      'astro:build:done': async ({ pages, logger }) => {
        const built = new Set(pages.map((p) => p.pathname.replace(/^\/+|\/+$/g, '')));
        try {
          const snapshot = await readCatalogueSnapshot(snapshotPath(process.env, siteRoot));
          for (const failure of slugFailures(snapshot.dapps, built)) logger.error(`sitemap: ${failure}`);
        } catch (error) {
          logger.error(`sitemap: could not read the app and dApp slugs: ${(error as Error).message}`);
        }
      },
    },
  };
}

/** The sitemap integration, configured once for astro.config.ts: both languages, with their hreflang alternates. */
export function sitemapIntegration(): AstroIntegration[] {
  return [
    sitemap({
      filter: includeInSitemap,
      i18n: { defaultLocale, locales: Object.fromEntries(locales.map((l) => [l, l])) },
    }),
    slugCheck(),
  ];
}
