/** The entry-script reading behind "one invocation" (invocation.ts), over scripts built by neon-js as wallets build them. */
import { expect, it } from 'vitest';
import { sc } from '@cityofzion/neon-js';
import fc from 'fast-check';
import { instructions, SYSCALL } from '../../../chain/n3/opcodes.ts';
import { entryScriptCalls, toScriptHash } from './invocation.ts';
it('names the contracts an entry script calls with System.Contract.Call (any operand sizes), and none of a truncated script', () => {
  const script =
    sc.createScript({
      scriptHash: 'd2a4cff31913016155e38e474a2c06d08be276cf',
      operation: 'transfer',
      args: [
        sc.ContractParam.hash160('NbnjKGMBJzJ6j5PHeYhjJDaQ5Vy5UYu4Fv'),
        sc.ContractParam.string('x'.repeat(300)),
        sc.ContractParam.integer(5),
        sc.ContractParam.any(),
      ],
    }) + sc.createScript({ scriptHash: 'ef4073a0f2b305a38ec4050e4d3d28bc40ea63f5', operation: 'vote', args: [] });
  expect(entryScriptCalls(Buffer.from(script, 'hex').toString('base64')).sort()).toEqual([
    '0xd2a4cff31913016155e38e474a2c06d08be276cf',
    '0xef4073a0f2b305a38ec4050e4d3d28bc40ea63f5',
  ]);
  expect(entryScriptCalls(Buffer.from('0c14', 'hex').toString('base64'))).toEqual([]);
});

/** The same reading over `instructions` (chain/n3/opcodes.ts): the walk entryScriptCalls does without building them. */
function callsByInstructions(script: Uint8Array): string[] {
  let tokens: { code: number; params?: string }[];
  try {
    tokens = instructions(script);
  } catch {
    return [];
  }
  const called = new Set<string>();
  for (let i = 1; i < tokens.length; i++)
    if (tokens[i]!.code === SYSCALL && tokens[i]!.params === '627d5b52' && tokens[i - 1]!.params?.length === 40)
      called.add(toScriptHash(tokens[i - 1]!.params!));
  return [...called];
}

it('names the same contracts as a reading of every instruction, for any bytes (truncated and unknown opcodes too)', () => {
  const call = (hash: Uint8Array) => [0x0c, 0x14, ...hash, SYSCALL, 0x62, 0x7d, 0x5b, 0x52];
  const pieces = fc.oneof(
    fc.uint8Array({ minLength: 20, maxLength: 20 }).map(call),
    fc.uint8Array({ maxLength: 12 }).map((b) => [...b]),
    fc.constantFrom([0x0c], [0x0d, 0x01], [0x0e, 0x00, 0x00, 0x00], [SYSCALL], [0x0c, 0x14]),
  );
  fc.assert(
    fc.property(fc.array(pieces, { maxLength: 8 }), (parts) => {
      const script = Uint8Array.from(parts.flat());
      expect(entryScriptCalls(Buffer.from(script).toString('base64')).sort()).toEqual(
        callsByInstructions(script).sort(),
      );
    }),
    { numRuns: 3000 },
  );
});
