import i18next, { type TOptions } from 'i18next';
import enUS from '../../i18n/en-US.json';

/**
 * The site's languages. Adding one is: a JSON file in /i18n, an entry here, and `[locale]` routes (or
 * Astro's i18n routing) for its `/<locale>/` prefix; components already resolve the locale from the URL.
 */
export const locales = ['en-US'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en-US';

const i18n = i18next.createInstance();
void i18n.init({
  lng: defaultLocale,
  fallbackLng: defaultLocale,
  supportedLngs: [...locales],
  resources: { 'en-US': { translation: enUS } },
  initAsync: false,
  // Astro escapes every interpolated value itself.
  interpolation: { escapeValue: false },
});

/** Whether `value` is one of the site's locales. */
export function isLocale(value: string | undefined): value is Locale {
  return (locales as readonly string[]).includes(value ?? '');
}

/** The locale a URL is in: its first path segment when that is a non-default locale (`/pt-BR/...`), else en-US. */
export function localeFromUrl(url: URL): Locale {
  const first = url.pathname.split('/')[1];
  return isLocale(first) ? first : defaultLocale;
}

/**
 * Translates `key` (e.g. `pages.wallets.title`) for `locale`, with i18next interpolation and plurals
 * (`{ count }`). A missing key is returned as the key itself, so it shows up in review.
 */
export function t(locale: Locale, key: string, options?: TOptions): string {
  return i18n.getFixedT(locale)(key, options ?? {}) as string;
}

/** A `t` bound to one locale, for components: `const tr = translator(localeFromUrl(Astro.url))`. */
export function translator(locale: Locale): (key: string, options?: TOptions) => string {
  return (key, options) => t(locale, key, options);
}

/** The path of a route in `locale`: unchanged for the default locale, `/<locale>` prefixed otherwise. */
export function localePath(locale: Locale, path: string): string {
  return locale === defaultLocale ? path : `/${locale}${path === '/' ? '' : path}`;
}

/** The BCP 47 tag for Intl formatters of `locale`. */
export function intlLocale(locale: Locale): string {
  return locale;
}
