/**
 * Server-side messages in the request's language (en-US or pt-BR): `i18n/server/*.json` (the `api`, `validation`,
 * `fields` and `mail` namespaces), which the site merges with its own strings. Only these are bundled into the API.
 * Validation templates use SPEC §5's positional form ({0} is the field name, {1}, {2} the rule's parameters).
 *
 * The strings are i18next's JSON format, and the site reads them with i18next; the server looks them up itself
 * (`translator`), with the part of i18next's `t` these strings use — nested keys, `{{name}}` interpolation without
 * escaping, `_one`/`_other` plurals by `count` (`Intl.PluralRules`), en-US as the fallback, `defaultValue` — so no
 * Lambda bundles i18next's runtime (~50 KB minified; docs/BUDGETS.md). i18n.test.ts checks every key of both
 * languages answers what i18next answers.
 */
import * as v from 'valibot';
import enUS from '../../i18n/server/en-US.json' with { type: 'json' };
import ptBR from '../../i18n/server/pt-BR.json' with { type: 'json' };
import { humanize, positional } from '../../i18n/messages.ts';

export const LOCALES = ['en-US', 'pt-BR'] as const;
export type Locale = (typeof LOCALES)[number];

/** The options of a message: `{{name}}` values, `count` (chooses `key_one`/`key_other`), `defaultValue`. */
export type TOptions = Record<string, unknown> & { count?: number; defaultValue?: string };
/** Translate `key` (dotted, `api.notFound`) in one language; answers the key itself when no language has it. */
export type TFunction = (key: string, options?: TOptions) => string;

type Strings = { [key: string]: string | Strings };
const STRINGS: Record<Locale, Strings> = { 'en-US': enUS, 'pt-BR': ptBR };
const FALLBACK: Locale = 'en-US';
const plurals = Object.fromEntries(LOCALES.map((l) => [l, new Intl.PluralRules(l)])) as Record<
  Locale,
  Intl.PluralRules
>;

/** The string at dotted `key` in `locale`, or undefined. */
function lookup(locale: Locale, key: string): string | undefined {
  let node: string | Strings | undefined = STRINGS[locale];
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = Object.hasOwn(node, part) ? node[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/** `{{name}}` → the option's value (null: empty); a name with no value stays as written (i18next's `skipOnVariables`). */
const interpolate = (text: string, options: TOptions) =>
  text.replace(/\{\{\s*([^{}]+?)\s*\}\}/g, (match, name: string) =>
    options[name] === undefined ? match : String(options[name] ?? ''),
  );

/** The template of `key` in `locale`, its plural form first when `count` is given, then en-US's. */
function template(locale: Locale, key: string, count: number | undefined): string | undefined {
  for (const lng of locale === FALLBACK ? [locale] : [locale, FALLBACK]) {
    const found =
      (typeof count === 'number' ? lookup(lng, `${key}_${plurals[lng].select(count)}`) : undefined) ?? lookup(lng, key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A translate function bound to `locale`. */
export const translator =
  (locale: Locale): TFunction =>
  (key, options = {}) =>
    interpolate(template(locale, key, options.count) ?? options.defaultValue ?? key, options);

/** The locale of an `Accept-Language` header: pt-BR for any Portuguese preference first, else en-US. */
export function negotiate(acceptLanguage: string | undefined | null): Locale {
  const first =
    (acceptLanguage ?? '')
      .split(',')
      .map((p) => p.trim().split(';')[0]!.toLowerCase())
      .find(Boolean) ?? '';
  return first.startsWith('pt') ? 'pt-BR' : 'en-US';
}

/** The rule parameters a valibot issue carries ({1}, {2} of the template), e.g. [255] for max length, [80, 80] for dimensions. */
function parameters(issue: v.BaseIssue<unknown>): (string | number)[] {
  const r = issue.requirement;
  if (typeof r === 'number' || typeof r === 'string') return [r];
  if (r instanceof Date) return [r.toISOString()];
  if (Array.isArray(r) && r.every((p) => typeof p === 'number' || typeof p === 'string'))
    return r as (string | number)[];
  return [];
}

/**
 * Turn valibot issues into `{ field: message }` in `locale`. A message that is an i18n key (`validation.max`) is
 * translated; a field with several issues keeps the first.
 */
export function fieldMessages(issues: readonly v.BaseIssue<unknown>[], locale: Locale): Record<string, string> {
  const t = translator(locale);
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? '_';
    if (fields[field]) continue;
    const label = t(`fields.${field}`, { defaultValue: humanize(field.split('.').pop() ?? field) });
    const key = issue.message.startsWith('validation.')
      ? issue.message
      : issue.kind === 'schema' && issue.input === undefined
        ? 'validation.required'
        : 'validation.default';
    fields[field] = positional(t(key), [label, ...parameters(issue)]);
  }
  return fields;
}
