/**
 * Browser stand-in for `bn.js` where neon-core imports it (`u/BigInteger.js`, `sc/ScriptBuilder.js`; see
 * ../vite-aliases.ts): the part of BN's interface those two modules call, over the browser's native bigint instead of
 * bn.js's 26-bit words (~12 KB gzip). Same answers as bn.js for what neon-core passes (its test compares them); like
 * bn.js it refuses a JS number beyond 53 bits, a character outside the base, and `toNumber` of more than 53 bits.
 */
type BNInput = number | string | bigint | BN | null | undefined;

const parse = (input: Exclude<BNInput, BN>, base: number): bigint => {
  if (typeof input === 'bigint') return input;
  if (typeof input === 'number') {
    if (!Number.isSafeInteger(input)) throw new Error('Assertion failed');
    return BigInt(input);
  }
  const text = String(input).replace(/\s+/g, '');
  const negative = text.startsWith('-');
  const digits = negative ? text.slice(1) : text;
  const valid = base === 16 ? /^[0-9a-f]*$/i : /^[0-9]*$/;
  if (!valid.test(digits)) throw new Error('Invalid character');
  const magnitude = digits ? BigInt(base === 16 ? `0x${digits}` : digits) : 0n;
  return negative ? -magnitude : magnitude;
};

const bitLength = (n: bigint) => (n === 0n ? 0 : (n < 0n ? -n : n).toString(2).length);

export default class BN {
  value: bigint;
  constructor(input?: BNInput, base?: number | 'hex' | 'le' | 'be', _endian?: 'le' | 'be') {
    if (input instanceof BN) {
      this.value = input.value;
      return;
    }
    const radix = base === 'hex' ? 16 : typeof base === 'number' ? base : 10;
    this.value = parse(input || 0, radix);
  }
  static isBN(x: unknown): x is BN {
    return x instanceof BN;
  }
  private static of(value: bigint): BN {
    return new BN(value);
  }
  isNeg(): boolean {
    return this.value < 0n;
  }
  abs(): BN {
    return BN.of(this.value < 0n ? -this.value : this.value);
  }
  neg(): BN {
    return BN.of(-this.value);
  }
  add(other: BN): BN {
    return BN.of(this.value + other.value);
  }
  sub(other: BN): BN {
    return BN.of(this.value - other.value);
  }
  mul(other: BN): BN {
    return BN.of(this.value * other.value);
  }
  /** Rounded towards zero, as bn.js's `div`. */
  div(other: BN): BN {
    if (other.value === 0n) throw new Error('Assertion failed');
    return BN.of(this.value / other.value);
  }
  /** The remainder with the dividend's sign, as bn.js's `mod`. */
  mod(other: BN): BN {
    if (other.value === 0n) throw new Error('Assertion failed');
    return BN.of(this.value % other.value);
  }
  pow(exponent: BN): BN {
    return BN.of(this.value ** exponent.value);
  }
  /** Subtracts `n` in place (bn.js's `isubn`). */
  isubn(n: number): BN {
    this.value -= BigInt(n);
    return this;
  }
  cmp(other: BN): -1 | 0 | 1 {
    return this.value < other.value ? -1 : this.value > other.value ? 1 : 0;
  }
  gte(other: BN): boolean {
    return this.value >= other.value;
  }
  lte(other: BN): boolean {
    return this.value <= other.value;
  }
  gten(n: number): boolean {
    return this.value >= BigInt(n);
  }
  lten(n: number): boolean {
    return this.value <= BigInt(n);
  }
  byteLength(): number {
    return Math.ceil(bitLength(this.value) / 8);
  }
  /** The two's complement of a negative value in `width` bits (a non-negative value as it is). */
  toTwos(width: number): BN {
    return this.value < 0n ? BN.of((1n << BigInt(width)) + this.value) : BN.of(this.value);
  }
  /** The value whose `width`-bit two's complement this is. */
  fromTwos(width: number): BN {
    if (width < 1) throw new Error('Assertion failed');
    return (this.value >> BigInt(width - 1)) & 1n ? BN.of(this.value - (1n << BigInt(width))) : BN.of(this.value);
  }
  toNumber(): number {
    if (bitLength(this.value) > 53) throw new Error('Number can only safely store up to 53 bits');
    return Number(this.value);
  }
  /** Digits in `base` (10 or 16, lowercase), left-padded with zeros to a multiple of `padding`; `-` before them. */
  toString(base: number | 'hex' = 10, padding = 1): string {
    const radix = base === 'hex' ? 16 : base || 10;
    const width = padding | 0 || 1;
    let digits = (this.value < 0n ? -this.value : this.value).toString(radix);
    while (digits.length % width !== 0) digits = `0${digits}`;
    return this.value < 0n ? `-${digits}` : digits;
  }
}
