/**
 * Token amounts between integers in a token's smallest unit (GAS: 10^-8, NEO: 1, Neo X GAS: 10^-18) and the
 * decimal text people read and type. Exact (bigint), never through floating point.
 */
import { formatInteger, numberFormat, separatorsOf } from '../lib/format.ts';

/** How `formatUnits` writes an amount. */
export interface UnitsFormat {
  /** Fraction digits kept at most; cut, never rounded up (default: all the token has). */
  maxFraction?: number;
  /** The page's language (BCP 47): its decimal and thousands separators (en-US `1,234.5`, pt-BR `1.234,5`). */
  locale?: string;
  /** Thousands separators (default true); false for text put in an amount field, which must read back as typed. */
  grouping?: boolean;
}

const decimalSeparators = new Map<string, string>();
/** The decimal separator of `locale` ('.' in en-US, ',' in pt-BR): the site's own, else from Intl (memoised). */
export function decimalSeparator(locale = 'en-US'): string {
  let separator = separatorsOf(locale)?.decimal ?? decimalSeparators.get(locale);
  if (separator === undefined) {
    separator =
      numberFormat(locale)
        .formatToParts(1.5)
        .find((p) => p.type === 'decimal')?.value ?? '.';
    decimalSeparators.set(locale, separator);
  }
  return separator;
}

/**
 * `formatUnits(123456789n, 8)` → `'1.23456789'`; `formatUnits(10n ** 14n, 8)` → `'1,000,000'`, and in pt-BR
 * (`{ locale: 'pt-BR' }`) `'1.000.000'` — a Portuguese reader takes `28,800` for twenty-eight point eight.
 */
export function formatUnits(value: bigint, decimals: number, format: UnitsFormat = {}): string {
  const { maxFraction = decimals, locale = 'en-US', grouping = true } = format;
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const base = 10n ** BigInt(decimals);
  const whole = grouping ? formatInteger(abs / base, locale) : (abs / base).toString();
  let fraction = decimals ? (abs % base).toString().padStart(decimals, '0').slice(0, Math.max(0, maxFraction)) : '';
  fraction = fraction.replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `${decimalSeparator(locale)}${fraction}` : ''}`;
}

/**
 * Parse typed decimal text into the smallest unit: `parseUnits('1.5', 8)` → `150000000n`. Undefined for empty or
 * malformed text, a negative number, more fraction digits than the token has, or malformed thousands groups.
 *
 * A typed amount reads as the page writes numbers (`locale`; see formatUnits): en-US groups thousands with ',' and
 * separates the fraction with '.', pt-BR the other way round. People also type the other separator — a phone's
 * decimal keyboard in Portuguese offers ',' only, an English habit types '.' on a Portuguese page — so it is taken
 * as the fraction where it cannot be a thousands group. Exactly:
 * - both present: the last one separates the fraction, the other groups thousands (`1,234.5`, `1.234,5`);
 * - one of them several times: thousands groups, no fraction (`1,000,000`, `1.000.000`);
 * - the page's decimal separator once: the fraction (en-US `1.5`, `12.345`; pt-BR `1,5`, `12,345`);
 * - the page's grouping separator once: a thousands group where it can be one — one to three digits, the first not
 *   0, then exactly three (en-US `1,000`, `1,500`, `10,000`; pt-BR `1.000`, `1.500`), as the page itself prints
 *   "1,000 NEO" —, else the fraction (en-US `1,5`, `0,25`, `0,500`, `1234,56`; pt-BR `1.5`).
 * Thousands groups must be well formed (1–3 digits, then groups of 3). Spaces are ignored.
 */
export function parseUnits(text: string, decimals: number, locale = 'en-US'): bigint | undefined {
  const clean = text.replace(/[\s\u00a0\u202f]/g, '');
  if (!/^[\d.,]+$/.test(clean)) return undefined;
  const lastDot = clean.lastIndexOf('.');
  const lastComma = clean.lastIndexOf(',');
  let whole: string;
  let fraction = '';
  if (lastDot >= 0 && lastComma >= 0) {
    const at = Math.max(lastDot, lastComma);
    const group = lastDot > lastComma ? ',' : '.';
    whole = clean.slice(0, at);
    fraction = clean.slice(at + 1);
    if (!groupedDigits(whole, group) || !/^\d*$/.test(fraction)) return undefined;
    whole = whole.split(group).join('');
  } else if (lastDot >= 0 || lastComma >= 0) {
    const separator = lastDot >= 0 ? '.' : ',';
    const parts = clean.split(separator);
    if (parts.length > 2) {
      if (!groupedDigits(clean, separator)) return undefined;
      whole = parts.join('');
    } else {
      [whole, fraction] = parts as [string, string];
      const grouping = separator !== decimalSeparator(locale);
      if (grouping && /^[1-9]\d{0,2}$/.test(whole) && /^\d{3}$/.test(fraction))
        [whole, fraction] = [whole + fraction, ''];
    }
  } else {
    whole = clean;
  }
  if (!/^\d*$/.test(whole) || !/^\d*$/.test(fraction) || (!whole && !fraction)) return undefined;
  if (fraction.length > decimals) return undefined;
  return BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/** `digits` as thousands groups separated by `separator`: 1–3 digits, then groups of exactly 3 (`1,234,567`). */
function groupedDigits(digits: string, separator: string): boolean {
  const [first, ...rest] = digits.split(separator);
  return /^\d{1,3}$/.test(first ?? '') && rest.length > 0 && rest.every((g) => /^\d{3}$/.test(g));
}

/** The amount as a JavaScript number of whole tokens (for prices and display only). */
export const toNumber = (value: bigint, decimals: number): number => Number(value) / 10 ** decimals;
