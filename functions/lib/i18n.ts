/**
 * Server-side messages in the request's language (en-US or pt-BR): `i18n/server/*.json` (the `api`, `validation`,
 * `fields` and `mail` namespaces), which the site merges with its own strings. Only these are bundled into the API.
 * Validation templates use SPEC §5's positional form ({0} is the field name, {1}, {2} the rule's parameters).
 */
import i18next, { type TFunction } from 'i18next';
import * as v from 'valibot';
import enUS from '../../i18n/server/en-US.json' with { type: 'json' };
import ptBR from '../../i18n/server/pt-BR.json' with { type: 'json' };

export const LOCALES = ['en-US', 'pt-BR'] as const;
export type Locale = (typeof LOCALES)[number];

const instance = i18next.createInstance();
void instance.init({
  resources: { 'en-US': { translation: enUS }, 'pt-BR': { translation: ptBR } },
  lng: 'en-US',
  fallbackLng: 'en-US',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** The locale of an `Accept-Language` header: pt-BR for any Portuguese preference first, else en-US. */
export function negotiate(acceptLanguage: string | undefined | null): Locale {
  const first =
    (acceptLanguage ?? '')
      .split(',')
      .map((p) => p.trim().split(';')[0]!.toLowerCase())
      .find(Boolean) ?? '';
  return first.startsWith('pt') ? 'pt-BR' : 'en-US';
}

/** A translate function bound to `locale`. */
export const translator = (locale: Locale): TFunction => instance.getFixedT(locale);

/** Fill SPEC §5's positional placeholders: `format("The {0} field", ["email"])`. */
export const positional = (template: string, args: (string | number)[]) =>
  template.replace(/\{(\d+)\}/g, (_, i: string) => String(args[Number(i)] ?? ''));

const humanize = (field: string) =>
  field
    .replace(/^id/, '')
    .replace(/(Pk|Fk)$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();

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
