import { describe, expect, it } from 'vitest';
import { formatAmount, formatDateUtc, formatInteger, formatUsd } from './format.ts';

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
