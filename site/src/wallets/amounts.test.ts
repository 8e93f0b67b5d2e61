import { describe, expect, it } from 'vitest';
import { formatUnits, parseUnits } from './amounts.ts';

describe('token amounts', () => {
  it('formats integers of the smallest unit exactly', () => {
    expect(formatUnits(123_456_789n, 8)).toBe('1.23456789');
    expect(formatUnits(100_000_000_000_000n, 8)).toBe('1,000,000');
    expect(formatUnits(5n, 0)).toBe('5');
    expect(formatUnits(1n, 18)).toBe('0.000000000000000001');
    expect(formatUnits(123_456_789n, 8, { maxFraction: 2 })).toBe('1.23');
  });
  it('parses typed text and refuses what does not fit the token', () => {
    expect(parseUnits('1.5', 8)).toBe(150_000_000n);
    expect(parseUnits('.5', 8)).toBe(50_000_000n);
    expect(parseUnits('1.5', 0)).toBeUndefined();
    expect(parseUnits('', 8)).toBeUndefined();
    expect(parseUnits('-1', 8)).toBeUndefined();
    expect(parseUnits('1e5', 8)).toBeUndefined();
    expect(parseUnits('.', 8)).toBeUndefined();
    expect(parseUnits(',', 8)).toBeUndefined();
  });
  it("takes ',' as the decimal separator where nothing else is possible (a Portuguese phone keyboard's only one)", () => {
    // Read as 15 GAS and 15 NEO when commas were dropped: ten times what was meant.
    expect(parseUnits('1,5', 8)).toBe(150_000_000n);
    expect(parseUnits('1,5', 0)).toBeUndefined();
    expect(parseUnits('0,25', 8)).toBe(25_000_000n);
    expect(parseUnits('0,500', 8)).toBe(50_000_000n);
    expect(parseUnits('1234,567', 8)).toBe(123_456_700_000n);
    expect(parseUnits(' 2,75 ', 8)).toBe(275_000_000n);
  });
  it('reads thousands groups in either language, and what the site writes back', () => {
    expect(parseUnits('1,234.5', 8)).toBe(123_450_000_000n);
    expect(parseUnits('1.234,5', 8)).toBe(123_450_000_000n);
    expect(parseUnits('1,000,000', 0)).toBe(1_000_000n);
    expect(parseUnits('1.000.000', 0)).toBe(1_000_000n);
    expect(parseUnits('1 000 000', 0)).toBe(1_000_000n);
    for (const value of [1n, 150_000_000n, 1_234_500_000n, 100_000_000_000_000n, 12_345_000n])
      expect(parseUnits(formatUnits(value, 8), 8)).toBe(value);
  });
  it("reads a lone comma before exactly three digits as the English page's thousands group, as it prints 1,000 NEO", () => {
    expect(parseUnits('1,000', 0)).toBe(1_000n);
    expect(parseUnits('1,500', 8)).toBe(150_000_000_000n);
    expect(parseUnits('12,345', 0)).toBe(12_345n);
    expect(parseUnits('10,000', 8)).toBe(1_000_000_000_000n);
    expect(parseUnits(formatUnits(1_000n, 0), 0)).toBe(1_000n);
    // A lone '.' before three digits is the English page's fraction: 1.500 is one and a half (too precise for NEO).
    expect(parseUnits('1.500', 8)).toBe(150_000_000n);
    expect(parseUnits('1.500', 0)).toBeUndefined();
  });
  it('refuses malformed thousands groups', () => {
    expect(parseUnits('1,2,3', 0)).toBeUndefined();
    expect(parseUnits('1.234.5', 8)).toBeUndefined();
    expect(parseUnits('12,34.5', 8)).toBeUndefined();
    expect(parseUnits('1.5,3', 8)).toBeUndefined();
    expect(parseUnits('1,0000', 0)).toBeUndefined(); // neither a group (4 digits) nor a whole number
    expect(parseUnits('1500', 8)).toBe(150_000_000_000n);
  });
  it("writes amounts in the page's language: pt-BR groups with . and separates the fraction with ,", () => {
    // On a pt-BR page '28,800 GAS' reads as twenty-eight point eight.
    expect(formatUnits(2_880_000_000_000n, 8, { locale: 'pt-BR' })).toBe('28.800');
    expect(formatUnits(123_456_789_012n, 8, { locale: 'pt-BR' })).toBe('1.234,56789012');
    expect(formatUnits(-150_000_000n, 8, { locale: 'pt-BR' })).toBe('-1,5');
    expect(formatUnits(123_456_789_012n, 8, { locale: 'pt-BR', maxFraction: 2 })).toBe('1.234,56');
    expect(formatUnits(123_456_789_012n, 8, { locale: 'pt-BR', grouping: false })).toBe('1234,56789012');
    expect(formatUnits(123_456_789_012n, 8, { grouping: false })).toBe('1234.56789012');
  });
  it("reads the page's own decimal separator as the fraction and its grouping separator as thousands", () => {
    expect(parseUnits('12,345', 8, 'pt-BR')).toBe(1_234_500_000n);
    expect(parseUnits('1,500', 8, 'pt-BR')).toBe(150_000_000n);
    expect(parseUnits('1,5', 8, 'pt-BR')).toBe(150_000_000n);
    expect(parseUnits('1.000', 0, 'pt-BR')).toBe(1_000n);
    expect(parseUnits('1.500', 8, 'pt-BR')).toBe(150_000_000_000n);
    expect(parseUnits('10.000', 8, 'pt-BR')).toBe(1_000_000_000_000n);
    // The other separator where it cannot group: the fraction (an English habit on a Portuguese page).
    expect(parseUnits('1.5', 8, 'pt-BR')).toBe(150_000_000n);
    expect(parseUnits('0.500', 8, 'pt-BR')).toBe(50_000_000n);
    expect(parseUnits('1.234,5', 8, 'pt-BR')).toBe(123_450_000_000n);
    expect(parseUnits('1.000.000', 0, 'pt-BR')).toBe(1_000_000n);
    expect(parseUnits(formatUnits(1_000n, 0, { locale: 'pt-BR' }), 0, 'pt-BR')).toBe(1_000n);
  });
  it('reads back what it writes, in either language, grouped (shown) or not (field text)', () => {
    for (const locale of ['en-US', 'pt-BR'])
      for (const value of [
        1n,
        150_000_000n,
        1_234_500_000n,
        100_000_000_000_000n,
        12_345_000n,
        123_456_789_012n,
        100_000_000_000n,
        1_000_000_000_000n,
      ])
        for (const grouping of [true, false])
          expect(parseUnits(formatUnits(value, 8, { locale, grouping }), 8, locale), `${locale} ${value}`).toBe(value);
  });
});
