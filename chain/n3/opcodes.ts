/**
 * The NeoVM instructions that carry an operand, by opcode: a fixed operand `size` in bytes, or a little-endian
 * length `prefix` of 1, 2 or 4 bytes followed by that many bytes (PUSHDATA1/2/4); every other opcode has none.
 * Source: neo-project/neo-vm `src/Neo.VM/OpCode.cs` (`OperandSize` attributes), as neon-core 5.10.1 restates it in
 * `lib/sc/OpCodeAnnotations.js` — `opcodes.test.ts` checks this table against that module. Kept here as data so
 * the indexer reads scripts without loading the SDK (its Lambda bundle budget) and under plain Node (neon-core's
 * ESM build uses extensionless imports Node cannot resolve).
 */

/** SYSCALL: four bytes of interop service hash follow. */
export const SYSCALL = 0x41;

/** Operand layout per opcode (see the module comment). */
export const OPERANDS: Readonly<Record<number, { size?: number; prefix?: 1 | 2 | 4 }>> = {
  0x00: { size: 1 }, // PUSHINT8
  0x01: { size: 2 }, // PUSHINT16
  0x02: { size: 4 }, // PUSHINT32
  0x03: { size: 8 }, // PUSHINT64
  0x04: { size: 16 }, // PUSHINT128
  0x05: { size: 32 }, // PUSHINT256
  0x0a: { size: 4 }, // PUSHA
  0x0c: { prefix: 1 }, // PUSHDATA1
  0x0d: { prefix: 2 }, // PUSHDATA2
  0x0e: { prefix: 4 }, // PUSHDATA4
  0x22: { size: 1 }, // JMP
  0x23: { size: 4 }, // JMP_L
  0x24: { size: 1 }, // JMPIF
  0x25: { size: 4 }, // JMPIF_L
  0x26: { size: 1 }, // JMPIFNOT
  0x27: { size: 4 }, // JMPIFNOT_L
  0x28: { size: 1 }, // JMPEQ
  0x29: { size: 4 }, // JMPEQ_L
  0x2a: { size: 1 }, // JMPNE
  0x2b: { size: 4 }, // JMPNE_L
  0x2c: { size: 1 }, // JMPGT
  0x2d: { size: 4 }, // JMPGT_L
  0x2e: { size: 1 }, // JMPGE
  0x2f: { size: 4 }, // JMPGE_L
  0x30: { size: 1 }, // JMPLT
  0x31: { size: 4 }, // JMPLT_L
  0x32: { size: 1 }, // JMPLE
  0x33: { size: 4 }, // JMPLE_L
  0x34: { size: 1 }, // CALL
  0x35: { size: 4 }, // CALL_L
  0x37: { size: 2 }, // CALLT
  0x3b: { size: 2 }, // TRY
  0x3c: { size: 8 }, // TRY_L
  0x3d: { size: 1 }, // ENDTRY
  0x3e: { size: 4 }, // ENDTRY_L
  0x41: { size: 4 }, // SYSCALL
  0x56: { size: 1 }, // INITSSLOT
  0x57: { size: 2 }, // INITSLOT
  0x5f: { size: 1 }, // LDSFLD
  0x67: { size: 1 }, // STSFLD
  0x6f: { size: 1 }, // LDLOC
  0x77: { size: 1 }, // STLOC
  0x7f: { size: 1 }, // LDARG
  0x87: { size: 1 }, // STARG
  0xc4: { size: 1 }, // NEWARRAY_T
  0xd9: { size: 1 }, // ISTYPE
  0xdb: { size: 1 }, // CONVERT
};

/**
 * A NeoVM script as its instructions (opcode and operand bytes as hex). Throws RangeError on a truncated script.
 */
export function instructions(script: Uint8Array): { code: number; params?: string }[] {
  const bytes = Buffer.from(script.buffer, script.byteOffset, script.byteLength);
  const out: { code: number; params?: string }[] = [];
  let at = 0;
  const take = (n: number) => {
    if (at + n > bytes.length) throw new RangeError('truncated script');
    const part = bytes.subarray(at, at + n);
    at += n;
    return part;
  };
  while (at < bytes.length) {
    const code = bytes[at++]!;
    const operand = OPERANDS[code];
    const size = operand?.size ?? (operand?.prefix ? take(operand.prefix).readUIntLE(0, operand.prefix) : 0);
    out.push({ code, params: size ? take(size).toString('hex') : undefined });
  }
  return out;
}
