import { formatInteger, formatUsd, memoDateFormat, numberFormat, plainDateUtc, twoDigits } from './format.ts';

/** The currency a price is quoted in: USD, or USDT (an exchange's Tether quote, shown as such, never as $). */
export type Quote = 'USD' | 'USDT';

/**
 * A price by SPEC §5 in its quote: USD as `$12.35` / `$0.0001234` (formatUsd); USDT with the same digits and
 * the unit after it: `5.55 USDT`, `0.0333 USDT`.
 */
export function formatPrice(value: number, quote: Quote = 'USD', locale = 'en-US'): string {
  const usd = formatUsd(value, locale);
  if (quote === 'USD') return usd;
  return `${usd.replace(/[^\d.,\-−]/g, '')} USDT`;
}

/** A large amount of money (market cap, volume) in its quote, whole units: `$555,000,000`, `555,000,000 USDT`. */
export function formatMoney(value: number, quote: Quote = 'USD', locale = 'en-US'): string {
  if (Math.abs(value) < 1000) return formatPrice(value, quote, locale);
  if (quote === 'USDT') return `${formatInteger(value, locale)} USDT`;
  return numberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(value);
}

/** A signed percent with two decimals: `+1.23%`, `−4.47%`, `0.00%`. */
export function formatChange(percent: number, locale = 'en-US'): string {
  const text = numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.abs(percent));
  const rounded = Math.round(percent * 100);
  return `${rounded > 0 ? '+' : rounded < 0 ? '−' : ''}${text}%`;
}

/** Whether a change goes up, down or nowhere (for its colour and arrow). */
export const trendOf = (percent: number): 'up' | 'down' | 'flat' =>
  Math.round(percent * 100) > 0 ? 'up' : Math.round(percent * 100) < 0 ? 'down' : 'flat';

/** A UTC instant as `MM/DD/YYYY HH:mm UTC` in en-US, `DD/MM/YYYY HH:mm UTC` in pt-BR (SPEC §9 datetime, UTC variant). Empty for bad input. */
export function formatDateTimeUtc(iso: string, locale = 'en-US'): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const date = new Date(time);
  // The site's languages without an Intl formatter (format.ts plainDateUtc; format.test.ts compares with Intl).
  const day = plainDateUtc(date, locale);
  if (day !== undefined) return `${day} ${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())} UTC`;
  const text = dateTimeFormat(locale).format(time);
  return `${text.replace(',', '')} UTC`;
}

const dateTimeFormat = memoDateFormat({
  timeZone: 'UTC',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Formats a value by the kind a `data-format` attribute names; the island and the pages share it. */
export function formatLive(kind: string, value: number, quote: Quote = 'USD', locale = 'en-US'): string {
  switch (kind) {
    case 'price':
      return formatPrice(value, quote, locale);
    case 'money':
      return formatMoney(value, quote, locale);
    case 'change':
      return formatChange(value, locale);
    case 'amount':
      return numberFormat(locale, { maximumFractionDigits: 2 }).format(value);
    default:
      return formatInteger(value, locale);
  }
}
