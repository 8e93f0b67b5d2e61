/**
 * Field building blocks shared by the entity schemas. Messages are i18n keys (see `i18n/*.json`, `validation.*`),
 * so the API and the dashboard can render them in the request's language.
 */
import * as v from 'valibot';

/** A numeric primary or foreign key (positive integer). */
export const id = () =>
  v.pipe(v.number('validation.numeric'), v.integer('validation.integer'), v.minValue(1, 'validation.min_value'));
/** A required single-line text of 1..max characters (trimmed). */
export const text = (max = 255) =>
  v.pipe(
    v.string('validation.required'),
    v.trim(),
    v.minLength(1, 'validation.required'),
    v.maxLength(max, 'validation.max'),
  );
/** An optional text; empty strings are kept out by the API before validation. */
export const optionalText = (max = 5000) => v.optional(v.pipe(v.string(), v.maxLength(max, 'validation.max')));
/** An absolute http(s) URL. */
export const httpUrl = () =>
  v.pipe(
    v.string('validation.required'),
    v.trim(),
    v.url('validation.url'),
    v.regex(/^https?:\/\//i, 'validation.url'),
  );
export const optionalUrl = () => v.optional(httpUrl());
/** A URL-safe lowercase slug, e.g. `flamingo-finance`. */
export const slug = () =>
  v.pipe(
    v.string('validation.required'),
    v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'validation.alpha_dash'),
    v.maxLength(120, 'validation.max'),
  );
/** A CSS hex colour such as `#00E599`. */
export const hexColor = () => v.pipe(v.string(), v.hexColor('validation.regex'));
export const order = () =>
  v.optional(
    v.pipe(v.number('validation.numeric'), v.integer('validation.integer'), v.minValue(0, 'validation.min_value')),
    0,
  );
export const flag = (fallback: boolean) => v.optional(v.boolean(), fallback);
/** A list of foreign keys (many-to-many relation kept on the owning record). */
export const ids = () => v.optional(v.array(id()), []);
/** UTC ISO-8601 timestamp, e.g. `2026-11-21T10:00:00.000Z`. */
export const isoDateTime = () => v.pipe(v.string(), v.isoTimestamp('validation.date_format'));
/** Where a record's facts come from (`owner/repo:path@sha` or a page URL; several joined with ` | `). */
export const source = () => v.optional(v.pipe(v.string(), v.maxLength(2000)));
/** A script hash: N3/Legacy `0x` + 40 hex, or a Neo X (EVM) address. */
export const scriptHash = () =>
  v.pipe(v.string('validation.required'), v.regex(/^0x[0-9a-fA-F]{40}$/, 'validation.regex'));
/** A number that must not be negative (counts, prices in USD, supplies). */
export const nonNegative = () => v.pipe(v.number('validation.numeric'), v.minValue(0, 'validation.min_value'));
