import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import BN from './bn.ts';

/** bn.js itself (its types are not installed): the interface the stand-in implements. */
const RealBN = createRequire(import.meta.url)('bn.js') as typeof BN;

const NEON_CORE_LIB = join(import.meta.dirname, '../../../../../node_modules/@cityofzion/neon-core/lib');
type Make = (input: number | string, base?: number) => BN;
const real: Make = (input, base) => new RealBN(input, base);
const light: Make = (input, base) => new BN(input, base);

/** Every answer neon-core reads from a BN, for a value and a second operand, as plain data. */
function answers(make: Make, a: string, b: string) {
  const x = make(a);
  const y = make(b);
  const bytes = Math.max(1, x.byteLength() + 1);
  const attempt = (run: () => unknown) => {
    try {
      return run();
    } catch {
      return 'throws';
    }
  };
  return {
    decimal: x.toString(),
    hex: x.toString(16),
    hexPadded: x.toString(16, 64),
    isNeg: x.isNeg(),
    abs: x.abs().toString(),
    neg: x.neg().toString(),
    byteLength: x.byteLength(),
    twos: x.toTwos(bytes * 8).toString(16, bytes * 2),
    fromTwos: make(x.abs().toString(16), 16)
      .fromTwos(Math.max(1, x.abs().byteLength()) * 8)
      .toString(),
    cmp: x.cmp(y),
    gte: x.gte(y),
    lte: x.lte(y),
    smallPush: x.gten(-1) && x.lten(16),
    number: attempt(() => x.toNumber()),
    sum: x.add(y).toString(),
    difference: x.sub(y).toString(),
    product: x.mul(y).toString(),
    quotient: attempt(() => x.div(y).toString()),
    remainder: attempt(() => x.mod(y).toString()),
    decremented: make(a).isubn(1).toString(),
    power: make(2)
      .pow(make(Math.min(x.abs().byteLength() * 8, 255)))
      .neg()
      .toString(),
  };
}

// What neon-core's BigInteger and ScriptBuilder meet on the site: fees and amounts in 10^-8 GAS, token amounts of 18
// decimals, the bounds of each PUSHINT size, and -1…16 (the PUSH0…PUSH16 opcodes).
const REAL = [
  '0',
  '-1',
  '16',
  '17',
  '100000000',
  '997775',
  '1230000',
  '-128',
  '127',
  '128',
  '-32769',
  '9007199254740991',
  '9007199254740992',
  '18446744073709551615',
  '-9223372036854775808',
  '1000000000000000000000000',
  (2n ** 255n - 1n).toString(),
  (-(2n ** 255n)).toString(),
];

describe('bn.js stand-in (browser build of neon-core)', () => {
  it('has every BN method that neon-core’s BigInteger and ScriptBuilder call', () => {
    const realMethods = new Set(Object.getOwnPropertyNames(RealBN.prototype));
    for (const file of ['u/BigInteger.js', 'sc/ScriptBuilder.js']) {
      const source = readFileSync(join(NEON_CORE_LIB, file), 'utf8');
      const called = new Set([...source.matchAll(/\.(\w+)\(/g)].map((m) => m[1]!).filter((m) => realMethods.has(m)));
      for (const method of called)
        expect(typeof (BN.prototype as unknown as Record<string, unknown>)[method], `${file}: .${method}()`).toBe(
          'function',
        );
    }
  });

  it('answers as bn.js on real amounts and bounds', () => {
    for (const a of REAL)
      for (const b of ['1', '-7', '100000000', a]) expect(answers(light, a, b)).toEqual(answers(real, a, b));
  });

  it('answers as bn.js on any integer up to 256 bits', () => {
    const int = fc.bigInt({ min: -(2n ** 256n), max: 2n ** 256n }).map(String);
    fc.assert(
      fc.property(int, int, (a, b) => {
        expect(answers(light, a, b)).toEqual(answers(real, a, b));
      }),
      { numRuns: 300 },
    );
  });

  it('reads JS numbers, decimal and hex strings as bn.js does, and refuses what it refuses', () => {
    for (const [input, base] of [
      [255, 10],
      [-4096, 10],
      ['ff', 16],
      ['-0A0b', 16],
      ['', 16],
      [' 12 34 ', 10],
    ] as const)
      expect(light(input, base).toString()).toBe(real(input, base).toString());
    for (const [input, base] of [
      ['12a', 10],
      ['0x10', 16],
      [2 ** 60, 10],
    ] as const) {
      expect(() => real(input, base)).toThrow();
      expect(() => light(input, base)).toThrow();
    }
    expect(() => real('18446744073709551615').toNumber()).toThrow();
    expect(() => light('18446744073709551615').toNumber()).toThrow();
  });
});
