/**
 * Token amounts between integers in a token's smallest unit (GAS: 10^-8, NEO: 1, Neo X GAS: 10^-18) and the
 * decimal text people read and type. Exact (bigint), never through floating point.
 */

/** `formatUnits(123456789n, 8)` → `'1.23456789'`; `maxFraction` cuts (never rounds up) the fraction digits. */
export function formatUnits(value: bigint, decimals: number, maxFraction = decimals): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const base = 10n ** BigInt(decimals);
  const whole = (abs / base).toLocaleString('en-US');
  let fraction = decimals ? (abs % base).toString().padStart(decimals, '0').slice(0, Math.max(0, maxFraction)) : '';
  fraction = fraction.replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * Parse typed decimal text into the smallest unit: `parseUnits('1.5', 8)` → `150000000n`. Undefined for empty or
 * malformed text, a negative number, or more fraction digits than the token has.
 */
export function parseUnits(text: string, decimals: number): bigint | undefined {
  const clean = text.trim().replace(/,/g, '');
  const match = /^(\d*)(?:\.(\d*))?$/.exec(clean);
  if (!clean || !match || (!match[1] && !match[2])) return undefined;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return undefined;
  return BigInt(match[1] || '0') * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/** The amount as a JavaScript number of whole tokens (for prices and display only). */
export const toNumber = (value: bigint, decimals: number): number => Number(value) / 10 ** decimals;
