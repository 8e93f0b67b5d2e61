import type { TOptions } from 'i18next';
import enUS from '../../i18n/en-US.json';
import ptBR from '../../i18n/pt-BR.json';
import serverEnUS from '../../i18n/server/en-US.json';
import serverPtBR from '../../i18n/server/pt-BR.json';
import { defaultLocale, isLocale, locales, localePath, splitLocale, type Locale } from './lib/locale-routes.ts';
import { createI18n } from './lib/i18n-instance.ts';

/*
 * The site's languages (lib/locale-routes.ts): en-US at the root, pt-BR under /pt-BR/. Adding one is a JSON file
 * in /i18n (and /i18n/server for the API's messages), its entry in `locales` and in `resources` below; the locales integration gives every page its twin.
 */
export { defaultLocale, isLocale, locales, localePath, type Locale };

// The API's messages (i18n/server/) are shown by the site too: one translation per language.
const i18n = createI18n({
  'en-US': { translation: { ...enUS, ...serverEnUS } },
  'pt-BR': { translation: { ...ptBR, ...serverPtBR } },
});

/** The locale a URL is in: its first path segment when that is a non-default locale (`/pt-BR/...`), else en-US. */
export function localeFromUrl(url: URL): Locale {
  return splitLocale(url.pathname).locale;
}

/**
 * Translates `key` (e.g. `pages.wallets.title`) for `locale`, with i18next interpolation and plurals
 * (`{ count }`). A missing key is returned as the key itself, so it shows up in review.
 */
export function t(locale: Locale, key: string, options?: TOptions): string {
  // The resources never change once loaded, so a key read without values (a text, or a subtree with
  // `returnObjects`) always reads the same: it is looked up once. A build renders the same keys on tens of thousands
  // of pages, and i18next's lookups (a whole subtree for the wallet strings on every project page) were about half
  // of its time. A subtree is frozen, so no page can change what the next one reads.
  const objects = options !== undefined && Object.keys(options).length === 1 && options.returnObjects === true;
  if (options !== undefined && !objects) return fixedT(locale)(key, options) as string;
  const id = `${locale}\u0000${key}\u0000${objects}`;
  let text = readOnce.get(id);
  if (text === undefined) readOnce.set(id, (text = deepFreeze(fixedT(locale)(key, options ?? {}))));
  return text as string;
}

const fixedTs = new Map<Locale, ReturnType<typeof i18n.getFixedT>>();
const fixedT = (locale: Locale) => fixedTs.get(locale) ?? fixedTs.set(locale, i18n.getFixedT(locale)).get(locale)!;
const readOnce = new Map<string, unknown>();
const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
};

/** A `t` bound to one locale, for components: `const tr = translator(localeFromUrl(Astro.url))`. */
export function translator(locale: Locale): (key: string, options?: TOptions) => string {
  return (key, options) => t(locale, key, options);
}

/** The BCP 47 tag for Intl formatters of `locale`. */
export function intlLocale(locale: Locale): string {
  return locale;
}
