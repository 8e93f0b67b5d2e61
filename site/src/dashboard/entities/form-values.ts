/**
 * Between stored records, form values and the payload the API validates: numbers are edited as text,
 * timestamps as UTC date and time in the UI language's order behind the SPEC §5 date mask (`MM/DD/YYYY HH:mm` in
 * en-US, `DD/MM/YYYY HH:mm` in pt-BR), lists of strings one per line, record fields as JSON. An empty
 * value means "not set" and is left out of the payload (as the API does).
 */
import { UI_LOCALE } from '../i18n.ts';
import type { FieldSpec } from './field-specs.ts';

export type Row = Record<string, unknown>;
export type FormValues = Record<string, unknown>;

const dayFirst = (locale: string) => locale === 'pt-BR';

/** `2026-11-21T10:00:00.000Z` → `11/21/2026 10:00` (en-US) or `21/11/2026 10:00` (pt-BR), in UTC; '' for no date. */
export function isoToUtcInput(iso: unknown, locale: string = UI_LOCALE): string {
  if (typeof iso !== 'string' || !iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const text = date.toISOString();
  const [y, m, d, time] = [text.slice(0, 4), text.slice(5, 7), text.slice(8, 10), text.slice(11, 16)];
  return `${dayFirst(locale) ? `${d}/${m}` : `${m}/${d}`}/${y} ${time}`;
}

/**
 * `11/21/2026 10:00` (en-US; `21/11/2026 10:00` in pt-BR), read as UTC → `2026-11-21T10:00:00.000Z`. Anything that
 * is not a real date and time is returned as typed, so the schema reports it.
 */
export function utcInputToIso(value: string, locale: string = UI_LOCALE): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return value;
  const [, a, b, year, hour, minute] = match.map(Number) as number[];
  const [day, month] = dayFirst(locale) ? [a!, b!] : [b!, a!];
  const date = new Date(Date.UTC(year!, month! - 1, day, hour, minute));
  const real =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month! - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute;
  return real ? date.toISOString() : value;
}

/** The form values of `record` (or of a new record, from the schema's defaults and `prefill`). */
export function toFormValues(fields: readonly FieldSpec[], record: Row | undefined, prefill: Row = {}): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const raw = record ? record[field.name] : (prefill[field.name] ?? field.defaultValue);
    values[field.name] = formValue(field, raw);
  }
  return values;
}

function formValue(field: FieldSpec, raw: unknown): unknown {
  switch (field.kind) {
    case 'checkbox':
      return raw === true || raw === 'true';
    case 'triState':
      return raw === true || raw === 'true' ? 'true' : raw === false || raw === 'false' ? 'false' : '';
    case 'relationMany':
      return Array.isArray(raw) ? raw.map(Number) : raw !== undefined && raw !== '' ? [Number(raw)] : [];
    case 'multiPick':
      return Array.isArray(raw) ? raw.map(String) : [];
    case 'datetime':
      return isoToUtcInput(raw);
    case 'stringList':
      return Array.isArray(raw) ? raw.join('\n') : '';
    case 'json':
      return raw === undefined || raw === null ? '' : JSON.stringify(raw, null, 2);
    case 'password':
      return '';
    default:
      return raw === undefined || raw === null ? '' : String(raw);
  }
}

/** An empty list stays out of the payload when the schema neither requires the list nor defaults it. */
const list = (field: FieldSpec, items: unknown[]) =>
  items.length || field.required || field.defaultValue !== undefined ? items : undefined;

function payloadValue(field: FieldSpec, value: unknown): unknown {
  const text = typeof value === 'string' ? value : '';
  switch (field.kind) {
    case 'checkbox':
      return value === true;
    case 'triState':
      return text === '' ? undefined : text === 'true';
    case 'number': {
      if (text.trim() === '') return undefined;
      const n = Number(text);
      return Number.isFinite(n) ? n : text;
    }
    case 'relation':
      return text === '' ? undefined : Number(text);
    case 'relationMany':
      return list(field, Array.isArray(value) ? value.map(Number) : []);
    case 'multiPick': {
      const picked = Array.isArray(value) ? value.map(String) : [];
      return list(
        field,
        (field.options ?? []).filter((o) => picked.includes(String(o))),
      );
    }
    case 'select':
      return text === '' ? undefined : ((field.options ?? []).find((o) => String(o) === text) ?? text);
    case 'datetime':
      return text === '' ? undefined : utcInputToIso(text);
    case 'stringList':
      return list(
        field,
        text
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      );
    case 'json': {
      if (text.trim() === '') return undefined;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return text;
      }
    }
    default:
      return text === '' ? undefined : text;
  }
}

/**
 * The payload of the form: `carry` (the stored record's fields the form does not show, so a save keeps them)
 * overlaid with the converted form values; empty values are left out.
 */
export function toPayload(fields: readonly FieldSpec[], values: FormValues, carry: Row = {}): Row {
  const payload: Row = { ...carry };
  for (const field of fields) {
    const value = payloadValue(field, values[field.name]);
    if (value === undefined) delete payload[field.name];
    else payload[field.name] = value;
  }
  return payload;
}

/** The stored record's fields that `fields` do not cover and that belong to the schema (`schemaKeys`). */
export function carriedFields(
  record: Row | undefined,
  fields: readonly FieldSpec[],
  schemaKeys: readonly string[],
): Row {
  if (!record) return {};
  const shown = new Set(fields.map((f) => f.name));
  return Object.fromEntries(
    schemaKeys.filter((k) => !shown.has(k) && record[k] !== undefined).map((k) => [k, record[k]]),
  );
}
