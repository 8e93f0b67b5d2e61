import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatCurrency,
  formatDateUtc,
  formatInteger,
  formatNumber,
  formatUsd,
  numberFormat,
  pageLocale,
} from './format.ts';
import { formatDateTimeUtc } from './live-format.ts';

describe('formatUsd (SPEC §5 price display)', () => {
  it('shows two decimals from 1 upwards', () => {
    expect(formatUsd(12.345)).toBe('$12.35');
    expect(formatUsd(1)).toBe('$1.00');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
  });

  it('truncates small values to about four significant digits', () => {
    expect(formatUsd(0.123456)).toBe('$0.1234');
    expect(formatUsd(0.000123456)).toBe('$0.0001234');
    expect(formatUsd(0.5)).toBe('$0.50');
    expect(formatUsd(0.0000000001234)).toBe('$0.0000000001');
  });

  it('shows zero as $0.00', () => {
    expect(formatUsd(0)).toBe('$0.00');
  });
});

describe('numbers and dates', () => {
  it('groups integers and amounts', () => {
    expect(formatInteger(100000000)).toBe('100,000,000');
    expect(formatAmount(0.12345678)).toBe('0.12345678');
  });

  it('shows dates as MM/DD/YYYY in UTC', () => {
    expect(formatDateUtc('2025-03-01T23:30:00Z')).toBe('03/01/2025');
    expect(formatDateUtc('2025-03-01T23:30:00-05:00')).toBe('03/02/2025');
    expect(formatDateUtc('not a date')).toBe('');
  });
});

describe('per locale (SPEC §9 currencies and dates)', () => {
  it('writes currencies with two decimals: USD $ in en-US, BRL R$ in pt-BR', () => {
    expect(formatCurrency(1234.5, 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatCurrency(1234.5, 'BRL', 'pt-BR')).toBe('R$\u00a01.234,50');
  });

  it('keeps USD prices in dollars in pt-BR, in Brazilian number format', () => {
    expect(formatUsd(12.345, 'pt-BR')).toBe('US$\u00a012,35');
  });

  it('orders dates DD/MM/YYYY in pt-BR, still in UTC', () => {
    expect(formatDateUtc('2025-03-01T23:30:00-05:00', 'pt-BR')).toBe('02/03/2025');
    expect(formatInteger(100000000, 'pt-BR')).toBe('100.000.000');
  });
});

describe('the one number-format module', () => {
  it("writes counts and bigint amounts with the locale's grouping", () => {
    expect(formatInteger(1234567.6)).toBe('1,234,568');
    expect(formatInteger(12345678901234567890n, 'pt-BR')).toBe('12.345.678.901.234.567.890');
    expect(formatNumber(1.5, 'pt-BR')).toBe('1,5');
    expect(formatNumber(1234567n)).toBe('1,234,567');
  });

  it('makes one formatter per locale and options', () => {
    expect(numberFormat('pt-BR', { maximumFractionDigits: 2 })).toBe(
      numberFormat('pt-BR', { maximumFractionDigits: 2 }),
    );
    expect(numberFormat('pt-BR')).not.toBe(numberFormat('en-US'));
  });

  it("reads the page's language from <html lang>, en-US for another language or outside a browser", () => {
    expect(pageLocale()).toBe('en-US');
    const page = (lang: string) => ({ documentElement: { lang } });
    try {
      globalThis.document = page('pt-BR') as unknown as Document;
      expect(pageLocale()).toBe('pt-BR');
      globalThis.document = page('fr') as unknown as Document;
      expect(pageLocale()).toBe('en-US');
    } finally {
      delete (globalThis as { document?: unknown }).document;
    }
  });
});

describe("the site's languages without an Intl formatter", () => {
  // Counts, amounts and dates in en-US and pt-BR are written from the separators and field order (no Intl object:
  // the first costs a wallet page's hydration 15–17 ms). They must read exactly as Intl writes them.
  const intlDate = (locale: string, time: number, withTime: boolean) =>
    new Intl.DateTimeFormat(locale, {
      timeZone: 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
    }).format(time);
  // A fixed pseudo-random walk over magnitudes, signs and fractions: the same values on every run.
  let seed = 29;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const numbers = [0, 1, -1, 999, 1000, -1000, 1234.5, 0.125, 1.0005, 2 ** 53, -0, 1e21, 0.1 + 0.2];
  for (let i = 0; i < 400; i++) numbers.push(Math.round((next() - 0.3) * 10 ** (1 + 15 * next())) / 10 ** (4 * next()));
  const bigints = [0n, -1n, 999n, 1000n, 10n ** 30n + 7n, -(10n ** 12n)];
  const times = [
    0,
    Date.UTC(999, 0, 1),
    Date.UTC(2025, 2, 1, 23, 30),
    Date.UTC(2026, 11, 31, 0, 5),
    Date.UTC(10000, 0, 1),
  ];
  for (let i = 0; i < 200; i++) times.push(Math.round(next() * 4e12));

  for (const locale of ['en-US', 'pt-BR', 'fr-FR']) {
    it(`writes counts and numbers exactly as Intl.NumberFormat does in ${locale}`, () => {
      for (const n of numbers) {
        expect(formatNumber(n, locale), String(n)).toBe(new Intl.NumberFormat(locale).format(n));
        expect(formatInteger(n, locale), String(n)).toBe(
          new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(n),
        );
      }
      for (const n of bigints) expect(formatNumber(n, locale)).toBe(new Intl.NumberFormat(locale).format(n));
    });

    it(`writes UTC dates and times exactly as Intl.DateTimeFormat does in ${locale}`, () => {
      for (const time of times) {
        const iso = new Date(time).toISOString();
        expect(formatDateUtc(iso, locale), iso).toBe(intlDate(locale, time, false));
        expect(formatDateTimeUtc(iso, locale), iso).toBe(`${intlDate(locale, time, true).replace(',', '')} UTC`);
      }
    });
  }
});
