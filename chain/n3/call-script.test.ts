/** The neon-free invocation scripts against neon-js's `sc.createScript`, byte for byte. */
import { describe, expect, it } from 'vitest';
import { sc, type ContractParamJson } from './neon.ts';
import { callScript, type ContractCall } from './call-script.ts';
import { NATIVE } from './native.ts';

const BNEO = '0x48c40d4666f93408be1bef038b6722404d9a4c2a';
const ACCOUNT = '0x8d0e1ab4aa6d9e7b7b2c2a0e9a3a9c2e1f0e5d4c';

/** What neon-js builds for the same calls. */
const neon = (...calls: ContractCall[]) =>
  sc.createScript(
    ...calls.map((c) => ({
      scriptHash: c.scriptHash.replace(/^0x/, ''),
      operation: c.operation,
      args: (c.args ?? []).map((a) =>
        sc.ContractParam.fromJson({
          ...a,
          value: typeof a.value === 'bigint' ? a.value.toString() : a.value,
        } as ContractParamJson),
      ),
    })),
  );

describe('invocation scripts without neon-js', () => {
  it('builds the calculator and bridge reads as neon-js does: calls without arguments, in order', () => {
    const calls: ContractCall[] = [
      { scriptHash: NATIVE.NEO, operation: 'getGasPerBlock' },
      { scriptHash: NATIVE.POLICY, operation: 'getMillisecondsPerBlock' },
      { scriptHash: BNEO, operation: 'rewardEnabled' },
    ];
    expect(callScript(...calls)).toBe(neon(...calls));
  });

  it('pushes Hash160 arguments little-endian and integers in their shortest form, as neon-js does', () => {
    const integers = [
      0,
      1,
      16,
      -1,
      17,
      21,
      127,
      128,
      255,
      256,
      -2,
      -128,
      -129,
      32767,
      32768,
      65535,
      2 ** 31,
      -(2 ** 31),
    ];
    for (const value of integers) {
      const call: ContractCall = { scriptHash: BNEO, operation: 'agent', args: [{ type: 'Integer', value }] };
      expect(callScript(call), `Integer ${value}`).toBe(neon(call));
    }
    for (const value of ['100000000', '18446744073709551616', '-18446744073709551617', (2n ** 200n).toString()]) {
      const call: ContractCall = { scriptHash: BNEO, operation: 'x', args: [{ type: 'Integer', value }] };
      expect(callScript(call), `Integer ${value}`).toBe(neon(call));
    }
    const state: ContractCall = {
      scriptHash: NATIVE.NEO,
      operation: 'getAccountState',
      args: [{ type: 'Hash160', value: ACCOUNT }],
    };
    expect(callScript(state)).toBe(neon(state));
  });

  it('pushes several arguments last-first and packs them; booleans and strings as neon-js does', () => {
    const call: ContractCall = {
      scriptHash: BNEO,
      operation: 'transfer',
      args: [
        { type: 'Hash160', value: ACCOUNT },
        { type: 'Hash160', value: BNEO },
        { type: 'Integer', value: 12_345_678n },
        { type: 'String', value: 'héllo' },
        { type: 'Boolean', value: true },
        { type: 'Boolean', value: false },
      ],
    };
    expect(callScript(call)).toBe(neon(call));
  });

  it('refuses a script hash or Hash160 that is not 20 bytes of hex', () => {
    expect(() => callScript({ scriptHash: '0x1234', operation: 'x' })).toThrow(/20 bytes/);
    expect(() =>
      callScript({
        scriptHash: BNEO,
        operation: 'x',
        args: [{ type: 'Hash160', value: 'NXV7ZhHiyM1aHXwpVsRZC6BwNFP2jghXAq' }],
      }),
    ).toThrow();
  });
});
