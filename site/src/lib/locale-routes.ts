/**
 * Which pages exist in which language, and their paths (no i18next here, so the Astro config can import it).
 *
 * en-US is served at the root, every other locale under `/<locale>/`. Every page gets a twin in each other locale
 * automatically (site/src/integrations/locales.ts injects `/pt-BR/<route>` for each route file), the back-office
 * and its sign-in and password pages included; only the 404 page has no twin.
 */

export const locales = ['en-US', 'pt-BR'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en-US';

/** Each language's name in that language (what a language switch shows). */
export const LANGUAGE_NAMES: Record<Locale, string> = { 'en-US': 'English', 'pt-BR': 'Português' };

/** Route prefixes that have no translated twin: the 404 page. */
export const UNTRANSLATED_PREFIXES = ['/404'] as const;

/** Whether `value` is one of the site's locales. */
export function isLocale(value: string | undefined): value is Locale {
  return (locales as readonly string[]).includes(value ?? '');
}

/**
 * Splits a URL path into its locale and the locale-free path: `/pt-BR/wallets/` → `{ locale: 'pt-BR', path: '/wallets/' }`,
 * `/wallets` → `{ locale: 'en-US', path: '/wallets' }`, `/pt-BR` → `{ locale: 'pt-BR', path: '/' }`.
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const first = pathname.split('/')[1];
  if (isLocale(first) && first !== defaultLocale)
    return { locale: first, path: pathname.slice(first.length + 1) || '/' };
  return { locale: defaultLocale, path: pathname || '/' };
}

/** Whether a locale-free path (or route pattern) has translated twins. */
export function isTranslatedPath(path: string): boolean {
  return !UNTRANSLATED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The path of a route in `locale`: unchanged for the default locale, `/<locale>` prefixed otherwise. */
export function localePath(locale: Locale, path: string): string {
  return locale === defaultLocale || !isTranslatedPath(path) ? path : `/${locale}${path === '/' ? '' : path}`;
}

/**
 * The `hreflang` alternates of a page (SEO): one per locale plus `x-default` (the en-US page), as paths;
 * none for pages without translations.
 */
export function alternatePaths(pathname: string): { hreflang: string; path: string }[] {
  const { path } = splitLocale(pathname);
  if (!isTranslatedPath(path)) return [];
  return [
    ...locales.map((locale) => ({ hreflang: locale, path: localePath(locale, path) })),
    { hreflang: 'x-default', path: localePath(defaultLocale, path) },
  ];
}

/**
 * The twin routes to inject for one page route: `/wallets` → `['/pt-BR/wallets']`, `/` → `['/pt-BR']`,
 * `/dapp-detailed/[slug]` → `['/pt-BR/dapp-detailed/[slug]']`; none for untranslated routes.
 */
export function twinRoutes(route: string): { locale: Locale; pattern: string }[] {
  if (!isTranslatedPath(route)) return [];
  return locales.filter((l) => l !== defaultLocale).map((locale) => ({ locale, pattern: localePath(locale, route) }));
}

/**
 * The route pattern of a page file under `src/pages` (`index.astro` → `/`, `wallets/index.astro` → `/wallets`,
 * `dapp-detailed/[slug].astro` → `/dapp-detailed/[slug]`), or undefined for files that are not routes (names or
 * folders starting with `_`, anything but .astro/.md/.mdx/.html pages).
 */
export function routeOfPageFile(relativeFile: string): string | undefined {
  const file = relativeFile.replace(/\\/g, '/');
  if (file.split('/').some((part) => part.startsWith('_') || part.startsWith('.'))) return undefined;
  const match = /^(.*)\.(astro|md|mdx|html)$/.exec(file);
  if (!match) return undefined;
  const path = `/${match[1]}`.replace(/(^|\/)index$/, '');
  return path.replace(/\/+$/, '') || '/';
}
