import sitemap from '@astrojs/sitemap';
import type { AstroIntegration } from 'astro';

/** Path prefixes that never belong in the sitemap (SPEC §2: auth, personal wallet, get-gas, dashboard). */
export const SITEMAP_EXCLUDED_PREFIXES = ['/sign-in', '/password', '/my-wallet', '/get-gas', '/dashboard'] as const;

/**
 * Whether a page URL (absolute, as @astrojs/sitemap passes it) may be listed in the sitemap.
 * A prefix matches the path itself and anything below it, with or without a trailing slash
 * (`/password` also excludes `/password/recover`, `/passwords`; `/dashboard` excludes `/dashboard/user/list`).
 */
export function includeInSitemap(pageUrl: string): boolean {
  const path = new URL(pageUrl, 'http://localhost').pathname.replace(/^\/[a-z]{2}-[A-Z]{2}(?=\/)/, '');
  return !SITEMAP_EXCLUDED_PREFIXES.some((prefix) =>
    prefix === '/password' ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`),
  );
}

/** The sitemap integration, configured once for astro.config.ts. */
export function sitemapIntegration(): AstroIntegration {
  return sitemap({ filter: includeInSitemap });
}
