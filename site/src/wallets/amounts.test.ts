import { describe, expect, it } from 'vitest';
import { formatUnits, parseUnits } from './amounts.ts';

describe('token amounts', () => {
  it('formats integers of the smallest unit exactly', () => {
    expect(formatUnits(123_456_789n, 8)).toBe('1.23456789');
    expect(formatUnits(100_000_000_000_000n, 8)).toBe('1,000,000');
    expect(formatUnits(5n, 0)).toBe('5');
    expect(formatUnits(1n, 18)).toBe('0.000000000000000001');
    expect(formatUnits(123_456_789n, 8, 2)).toBe('1.23');
  });
  it('parses typed text and refuses what does not fit the token', () => {
    expect(parseUnits('1.5', 8)).toBe(150_000_000n);
    expect(parseUnits('.5', 8)).toBe(50_000_000n);
    expect(parseUnits('1,000', 0)).toBe(1000n);
    expect(parseUnits('1.5', 0)).toBeUndefined();
    expect(parseUnits('', 8)).toBeUndefined();
    expect(parseUnits('-1', 8)).toBeUndefined();
    expect(parseUnits('1e5', 8)).toBeUndefined();
    expect(parseUnits('.', 8)).toBeUndefined();
  });
});
