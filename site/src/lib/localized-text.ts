/**
 * A record's text in the page's language (issue #31 item 4): the pt-BR pages show the record's pt-BR text when it
 * has one, else the en-US text marked `lang="en"` so screen readers and translators know it is English.
 */
import type { Locale } from './locale-routes.ts';

/** A text to render and the `lang` its element needs (undefined: the page's own language). */
export interface LocalizedText {
  text: string;
  lang: 'en' | undefined;
}

/**
 * The text of `locale` out of the en-US `text` and its pt-BR twin `ptBr` (either may be undefined or empty); the
 * en-US pages always show `text`. Answers undefined when there is no text at all.
 */
export function localizedText(
  locale: Locale,
  text: string | undefined,
  ptBr: string | undefined,
): LocalizedText | undefined {
  if (locale === 'pt-BR' && ptBr?.trim()) return { text: ptBr, lang: undefined };
  if (!text) return undefined;
  return { text, lang: locale === 'pt-BR' ? 'en' : undefined };
}
