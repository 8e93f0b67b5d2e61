/**
 * The one locale and number-format module of the pages and the islands: the page's language, and every number
 * written through a memoised `Intl.NumberFormat` (making one costs far more than formatting with it; a table
 * formats hundreds of figures).
 */
import { isLocale, type Locale } from './locale-routes.ts';

/** The page's language: its `<html lang>` when it is one of the site's locales; en-US otherwise and outside a browser. */
export function pageLocale(): Locale {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLocale(lang) ? lang : 'en-US';
}

const numberFormats = new Map<string, Intl.NumberFormat>();
/** The `Intl.NumberFormat` of `locale` with `options`, made once per locale and options. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/**
 * The thousands and decimal separators of the site's languages, exactly as their `Intl.NumberFormat` writes them
 * (format.test.ts compares the two over many values). Counts, amounts and dates in these languages are written
 * with them and never construct an Intl formatter: the first one a page makes costs 15–17 ms of main thread on a
 * laptop (ICU loads its number and calendar data; measured in Chromium, 2026-11-28), four times that on the phone
 * Lighthouse models, and the wallet islands wrote their first number during hydration. Other languages, and what
 * these shortcuts do not cover (rounding, currencies), go through Intl.
 */
const SEPARATORS: Record<Locale, { group: string; decimal: string }> = {
  'en-US': { group: ',', decimal: '.' },
  'pt-BR': { group: '.', decimal: ',' },
};

/** `locale`'s separators when it is one of the site's languages. */
export const separatorsOf = (locale: string) => (isLocale(locale) ? SEPARATORS[locale] : undefined);

/** Digits `'1234567'` with `group` between thousands: `'1,234,567'`. */
const groupDigits = (digits: string, group: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, group);

/**
 * `value` written as Intl writes it with at most `maxFraction` decimals, when that needs no rounding: a bigint, or
 * a finite number whose shortest decimal form has no exponent and at most `maxFraction` decimals (not -0, which
 * Intl writes `-0`). Undefined otherwise, and for a language that is not the site's.
 */
function plainNumber(value: number | bigint, locale: string, maxFraction: number): string | undefined {
  const separators = separatorsOf(locale);
  if (!separators || Object.is(value, -0)) return undefined;
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.toString());
  if (!match || (match[3]?.length ?? 0) > maxFraction) return undefined;
  const [, sign, whole, fraction] = match;
  return `${sign}${groupDigits(whole!, separators.group)}${fraction ? `${separators.decimal}${fraction}` : ''}`;
}

/** A count with grouping and no fraction: `formatInteger(1234567)` → `'1,234,567'` (en-US), bigint amounts too. */
export function formatInteger(value: number | bigint, locale = 'en-US'): string {
  return plainNumber(value, locale, 0) ?? numberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/**
 * A number as Intl writes it by default (grouping, up to 3 decimals): `formatNumber(1.5)` → `'1.5'`,
 * `formatNumber(1234567n, 'pt-BR')` → `'1.234.567'`.
 */
export function formatNumber(value: number | bigint, locale = 'en-US'): string {
  return plainNumber(value, locale, 3) ?? numberFormat(locale).format(value);
}

/**
 * Formats a token amount (already in whole tokens, not fractions) with grouping and up to 8 decimals:
 * `formatAmount(100000000)` → `'100,000,000'`, `formatAmount(0.5)` → `'0.5'`.
 */
export function formatAmount(value: number, locale = 'en-US'): string {
  return numberFormat(locale, { maximumFractionDigits: 8 }).format(value);
}

/**
 * A USD price as SPEC §5 says: from 1 upwards two decimals (`$12.35`); below 1 truncated to about four
 * significant digits, at most 10 fraction digits (`0.000123456` → `$0.0001234`). Never rounds up.
 */
export function formatUsd(value: number, locale = 'en-US'): string {
  const abs = Math.abs(value);
  let digits = 2;
  if (abs > 0 && abs < 1) digits = Math.min(10, Math.max(2, -Math.floor(Math.log10(abs)) + 3));
  return numberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: digits,
    roundingMode: abs >= 1 ? 'halfExpand' : 'trunc',
  }).format(value);
}

/**
 * A UTC date in the locale's order (SPEC §9): MM/DD/YYYY in en-US (`formatDateUtc('2025-03-01T23:30:00Z')` →
 * `'03/01/2025'`), DD/MM/YYYY in pt-BR (`'01/03/2025'`). Empty for bad input.
 */
export function formatDateUtc(iso: string, locale = 'en-US'): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return plainDateUtc(new Date(time), locale) ?? dateFormat(locale).format(time);
}

/** A whole number 0–99 with two digits (`7` → `07`), as dates and times write their fields. */
export const twoDigits = (n: number): string => String(n).padStart(2, '0');

/**
 * A UTC date of year 1000–9999 in a site language's order, as its Intl.DateTimeFormat writes it with 2-digit day and
 * month (format.test.ts compares), with no Intl formatter (see SEPARATORS): en-US `03/01/2025`, pt-BR `01/03/2025`.
 * Undefined for another language or year.
 */
export function plainDateUtc(date: Date, locale: string): string | undefined {
  const year = date.getUTCFullYear();
  if (!isLocale(locale) || year < 1000 || year > 9999) return undefined;
  const [day, month] = [twoDigits(date.getUTCDate()), twoDigits(date.getUTCMonth() + 1)];
  return locale === 'en-US' ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
}

/**
 * A function answering one `Intl.DateTimeFormat` per locale with `options` (making an Intl formatter costs far more
 * than formatting with it; pages format many dates).
 */
export function memoDateFormat(options: Intl.DateTimeFormatOptions): (locale: string) => Intl.DateTimeFormat {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (locale) => formats.get(locale) ?? formats.set(locale, new Intl.DateTimeFormat(locale, options)).get(locale)!;
}

const dateFormat = memoDateFormat({ timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * Each locale's own currency (SPEC §9): USD with the `$` prefix in en-US, BRL (`R$`) in pt-BR, both with two decimals.
 * Catalogue prices are quoted in USD and no USD/BRL rate is sourced, so prices stay in dollars in every language
 * (`formatUsd(12.35, 'pt-BR')` → `US$ 12,35`); an amount that is in reais uses `formatCurrency(v, 'BRL', 'pt-BR')`.
 */
export const LOCALE_CURRENCY = { 'en-US': 'USD', 'pt-BR': 'BRL' } as const;

/** An amount in `currency` with two decimals: `formatCurrency(1234.5, 'USD')` → `$1,234.50`; BRL in pt-BR → `R$ 1.234,50`. */
export function formatCurrency(value: number, currency: 'USD' | 'BRL', locale = 'en-US'): string {
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}
