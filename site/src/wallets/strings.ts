/**
 * The wallet pages' strings: the `wallet` subtree of the page's locale file, handed to the island by its Astro page
 * (so a pt-BR page gets pt-BR strings without code changes). `{{name}}` placeholders are filled from `vars`.
 * Also the page's numbers: amounts and counts written, and typed amounts read, in the page's language.
 */
import { numberFormat } from '../lib/format.ts';
import { formatUnits, parseUnits } from './amounts.ts';

export type WalletStrings = { [key: string]: string | WalletStrings };

let strings: WalletStrings = {};
let locale = 'en-US';

/** Install the strings and the page's language (BCP 47) (the island root does this before rendering). */
export function setWalletStrings(next: WalletStrings, nextLocale = 'en-US'): void {
  strings = next;
  locale = nextLocale;
}

/**
 * An amount in the token's smallest unit (GAS: 10^-8) written in the page's language: en-US `28,800.5`, pt-BR
 * `28.800,5` (see formatUnits for `maxFraction`, cut, never rounded up).
 */
export const formatLocalUnits = (value: bigint, decimals: number, maxFraction?: number): string =>
  formatUnits(value, decimals, { maxFraction, locale });

/** An amount as the text of an amount field: the page's decimal separator, no thousands groups (reads back as typed). */
export const inputLocalUnits = (value: bigint, decimals: number): string =>
  formatUnits(value, decimals, { locale, grouping: false });

/** Typed amount text read in the page's language into the smallest unit (parseUnits; undefined when not an amount). */
export const parseLocalUnits = (text: string, decimals: number): bigint | undefined =>
  parseUnits(text, decimals, locale);

/** The page's language (BCP 47), for the formatters of lib/ (dates, prices). */
export const pageLocale = (): string => locale;

/** A decimal (a percentage's figure) with exactly `digits` fraction digits in the page's language: pt-BR `0,50`. */
export const formatFixed = (value: number, digits: number): string =>
  numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);

/** The string at dotted `key` of the installed strings, or undefined. */
function lookup(key: string): string | undefined {
  let node: string | WalletStrings | undefined = strings;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/**
 * The string at dotted `key` under `wallet.` with `{{var}}` filled; the key itself when missing (visible in review).
 * With a numeric `vars.count`, the plural form of the page's language is taken as i18next names them (`key_one`,
 * `key_other`, …; Intl.PluralRules), falling back to `key_other`, then `key`.
 */
export function tr(key: string, vars: Record<string, string | number> = {}): string {
  const count = vars.count;
  const node =
    typeof count === 'number'
      ? (lookup(`${key}_${new Intl.PluralRules(locale).select(count)}`) ?? lookup(`${key}_other`) ?? lookup(key))
      : lookup(key);
  if (node === undefined) return `wallet.${key}`;
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}
