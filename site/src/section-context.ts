import type { LiveSnapshot } from '../../content-schema/live-snapshot.ts';
import { getLive } from './data/live.ts';
import { localeFromUrl, translator, type Locale } from './i18n.ts';

/** The language a page or one of its sections renders in. */
export interface LocaleContext {
  /** The page's locale, from its URL (`/pt-BR/...` or the default). */
  locale: Locale;
  /** `t` bound to that locale. */
  t: ReturnType<typeof translator>;
}

/** A section's locale and translator in one call: `const { locale, t } = localeContext(Astro.url)`. */
export function localeContext(url: URL): LocaleContext {
  const locale = localeFromUrl(url);
  return { locale, t: translator(locale) };
}

/** A section's locale, translator and the live snapshot (read once a build, data/live.ts): `await sectionContext(Astro.url)`. */
export async function sectionContext(url: URL): Promise<LocaleContext & { live: LiveSnapshot }> {
  return { ...localeContext(url), live: await getLive() };
}
