/** The operand table the indexer reads scripts with, against neon-core's restatement of neo-vm's OpCode.cs. */
import { describe, expect, it } from 'vitest';
import { OpCode } from '@cityofzion/neon-core/lib/sc/OpCode.js';
import { OpCodeAnnotations } from '@cityofzion/neon-core/lib/sc/OpCodeAnnotations.js';
import { OPERANDS, SYSCALL } from './opcodes.ts';

describe('NeoVM operand table', () => {
  it('names the same operand of every opcode as neon-core', () => {
    const theirs = Object.fromEntries(
      Object.entries(OpCodeAnnotations as Record<string, { operandSize?: number; operandSizePrefix?: number }>)
        .filter(([, a]) => a.operandSize || a.operandSizePrefix)
        .map(([code, a]) => [Number(code), a.operandSize ? { size: a.operandSize } : { prefix: a.operandSizePrefix }]),
    );
    expect(OPERANDS).toEqual(theirs);
    expect(SYSCALL).toBe(OpCode.SYSCALL);
  });
});
