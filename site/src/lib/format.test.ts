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
