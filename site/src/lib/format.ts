/** Formats a count with grouping: `formatInteger(1234567)` → `'1,234,567'` (en-US). */
export function formatInteger(value: number, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/**
 * Formats a token amount (already in whole tokens, not fractions) with grouping and up to 8 decimals:
 * `formatAmount(100000000)` → `'100,000,000'`, `formatAmount(0.5)` → `'0.5'`.
 */
export function formatAmount(value: number, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 8 }).format(value);
}

/**
 * A USD price as SPEC §5 says: from 1 upwards two decimals (`$12.35`); below 1 truncated to about four
 * significant digits, at most 10 fraction digits (`0.000123456` → `$0.0001234`). Never rounds up.
 */
export function formatUsd(value: number, locale = 'en-US'): string {
  const abs = Math.abs(value);
  let digits = 2;
  if (abs > 0 && abs < 1) digits = Math.min(10, Math.max(2, -Math.floor(Math.log10(abs)) + 3));
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: digits,
    roundingMode: abs >= 1 ? 'halfExpand' : 'trunc',
  }).format(value);
}

/** A UTC date as MM/DD/YYYY (SPEC §9): `formatDateUtc('2025-03-01T23:30:00Z')` → `'03/01/2025'`. Empty for bad input. */
export function formatDateUtc(iso: string, locale = 'en-US'): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }).format(time);
}
