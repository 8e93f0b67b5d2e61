/**
 * Field building blocks shared by the entity schemas. Messages are i18n keys (see `i18n/*.json`, `validation.*`),
 * so the API and the dashboard can render them in the request's language.
 */
import * as v from 'valibot';

/** A numeric primary or foreign key (positive integer). */
export const id = () =>
  v.pipe(v.number('validation.numeric'), v.integer('validation.integer'), v.minValue(1, 'validation.min_value'));
/** C0 and C1 control characters and DEL, tab and line breaks included (a single-line field refuses them all). */
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
/** The same without tab, line feed and carriage return, which a multi-line field keeps. */
const CONTROL_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** A UTF-16 surrogate without its pair: no character at all, and not writable as UTF-8 or XML. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text is text (security, third round, finding 4): refuses C0/C1 control characters and DEL (`\u0001`, `\u001B`,
 * `\u0085` …) and unpaired surrogates, with the message `validation.control_chars` ("The {0} field may not contain
 * control characters"). `multiline` keeps tab, line feed and carriage return. The one rule of every text field.
 */
export const plainText = (multiline = false) =>
  v.check<string, 'validation.control_chars'>(
    (value) => !(multiline ? CONTROL_MULTILINE : CONTROL).test(value) && !LONE_SURROGATE.test(value),
    'validation.control_chars',
  );

/** What `stripControl` drops besides control characters: unpaired surrogates and the non-characters U+FFFE, U+FFFF. */
const NOT_TEXT = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|[\uFFFE\uFFFF]/g;

/**
 * `value` without what is not text: C0/C1 control characters and DEL (tab and line breaks kept when `multiline`),
 * unpaired surrogates, U+FFFE and U+FFFF; what remains is valid XML 1.0 character data. For writers (the Atom feed,
 * CSV, mails) of data stored before `plainText` refused such characters. `stripControl('A\u0001B')` → `'AB'`.
 */
export const stripControl = (value: string, multiline = false): string =>
  value.replace(new RegExp((multiline ? CONTROL_MULTILINE : CONTROL).source, 'g'), '').replace(NOT_TEXT, '');

/**
 * A required text of 1..max characters (trimmed), without control characters: single-line unless `multiline`
 * (then tab and line breaks are kept, e.g. a short description or a rejection's reason).
 */
export const text = (max = 255, multiline = false) =>
  v.pipe(
    v.string('validation.required'),
    v.trim(),
    v.minLength(1, 'validation.required'),
    v.maxLength(max, 'validation.max'),
    plainText(multiline),
  );
/**
 * An optional text of at most max characters; empty strings are kept out by the API before validation. Multi-line
 * unless `multiline` is false (tab and line breaks kept; other control characters refused).
 */
export const optionalText = (max = 5000, multiline = true) =>
  v.optional(v.pipe(v.string(), v.maxLength(max, 'validation.max'), plainText(multiline)));
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
export const source = () => v.optional(v.pipe(v.string(), v.maxLength(2000), plainText()));
/** A script hash: N3/Legacy `0x` + 40 hex, or a Neo X (EVM) address. */
export const scriptHash = () =>
  v.pipe(v.string('validation.required'), v.regex(/^0x[0-9a-fA-F]{40}$/, 'validation.regex'));
/** A number that must not be negative (counts, prices in USD, supplies). */
export const nonNegative = () => v.pipe(v.number('validation.numeric'), v.minValue(0, 'validation.min_value'));

/** The longest e-mail address (RFC 5321's path limit, less the angle brackets). */
export const EMAIL_MAX = 254;
/**
 * The one e-mail rule (administrators, claims, submissions, the dashboard's sign-in and recovery forms): `base`
 * (by default any string, message `validation.required`; the forms pass one that also refuses an empty field)
 * trimmed, lower-cased, an address (`validation.email`) of at most EMAIL_MAX characters (`validation.max`).
 */
export const emailAddress = (base: v.GenericSchema<unknown, string> = v.string('validation.required')) =>
  v.pipe(base, v.trim(), v.toLowerCase(), v.email('validation.email'), v.maxLength(EMAIL_MAX, 'validation.max'));

/** The shortest password the dashboard accepts (the API only ever sees its SHA-256). */
export const PASSWORD_MIN = 8;
/** The longest password the dashboard accepts. */
export const PASSWORD_MAX = 200;
/**
 * The one rule of a password as typed (the dashboard's user form and its reset and change forms hash it before it
 * is sent; the API checks the hash's form, `sha256Hex`): `base` (by default any string, message
 * `validation.required`) of PASSWORD_MIN to PASSWORD_MAX characters (`validation.min`, `validation.max`).
 */
export const typedPassword = (base: v.GenericSchema<unknown, string> = v.string('validation.required')) =>
  v.pipe(base, v.minLength(PASSWORD_MIN, 'validation.min'), v.maxLength(PASSWORD_MAX, 'validation.max'));
