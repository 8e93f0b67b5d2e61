/**
 * The one way the site (src/i18n.ts) and the dashboard (src/dashboard/i18n.ts) set up i18next: an instance of its
 * own per bundle, so each carries only the strings it is given.
 */
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { defaultLocale, locales } from './locale-routes.ts';

/**
 * A synchronously initialised i18next instance over `resources` (`{ [locale]: { translation } }`), in the default
 * locale, falling back to it. Interpolated values are not escaped: Astro and React escape them when they render.
 */
export function createI18n(resources: Resource): I18n {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: defaultLocale,
    fallbackLng: defaultLocale,
    supportedLngs: [...locales],
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return i18n;
}
