/**
 * Read-only invocation scripts without neon-js: the bytes `sc.createScript` builds for contract calls (each call's
 * arguments pushed last-first and packed, `CallFlags.All`, the method name, the contract's script hash
 * little-endian, `SYSCALL System.Contract.Call`; NEO.md §1.6), for the pages' first reads (the calculator's
 * parameters, the bridge's limits), so neon-js loads only when a person signs. `call-script.test.ts` compares the
 * bytes with neon-js's for every argument type this module takes. Source of the encoding: neon-core 5.x
 * `lib/sc/ScriptBuilder.js` (`emitAppCall`, `emitNumber`, `emitHexString`), which follows neo's `ScriptBuilder`.
 */
import { toHex } from './stack.ts';

/** A call argument, as in an N3Request (ContractParam JSON): the types the read-only calls use. */
export type CallArg =
  | { type: 'Integer'; value: string | number | bigint }
  | { type: 'Hash160'; value: string }
  | { type: 'Boolean'; value: boolean }
  | { type: 'String'; value: string };

/** One contract call: `scriptHash` is 0x-prefixed or bare big-endian hex (20 bytes). */
export interface ContractCall {
  scriptHash: string;
  operation: string;
  args?: readonly CallArg[];
}

// NeoVM opcodes (neo-project/neo-vm OpCode.cs).
const PUSHINT8 = 0x00;
const PUSHDATA1 = 0x0c;
const PUSHDATA2 = 0x0d;
const PUSHT = 0x08;
const PUSHF = 0x09;
const PUSH0 = 0x10;
const NEWARRAY0 = 0xc2;
const PACK = 0xc0;
const SYSCALL = 0x41;
/** CallFlags.All (ReadStates | WriteStates | AllowCall | AllowNotify). */
const CALL_FLAGS_ALL = 15;
/** Interop hash of `System.Contract.Call` (first 4 bytes of SHA-256 of its name), as the script carries it. */
const SYSTEM_CONTRACT_CALL = [0x62, 0x7d, 0x5b, 0x52];

/** Bytes of a big-endian hex string (an optional 0x dropped); throws on anything else. */
function hexBytes(hex: string): number[] {
  const bare = hex.replace(/^0x/i, '');
  if (!/^(?:[0-9a-f]{2})*$/i.test(bare)) throw new Error(`Not hex: ${hex}`);
  return Array.from({ length: bare.length / 2 }, (_, i) => parseInt(bare.slice(i * 2, i * 2 + 2), 16));
}

/** PUSHDATA of `bytes` (as given; callers reverse what goes little-endian). */
function pushData(bytes: readonly number[]): number[] {
  if (bytes.length < 0x100) return [PUSHDATA1, bytes.length, ...bytes];
  if (bytes.length < 0x10000) return [PUSHDATA2, bytes.length & 0xff, bytes.length >> 8, ...bytes];
  throw new Error('Argument too long for a read-only call');
}

/** An integer: PUSHM1..PUSH16, else PUSHINT8..PUSHINT256 with its shortest two's complement, little-endian. */
function pushInteger(value: bigint): number[] {
  if (value >= -1n && value <= 16n) return [PUSH0 + Number(value)];
  const bytes: number[] = [];
  let rest = value;
  // Shortest two's complement: stop once the remaining value is the sign extension of the last byte's top bit.
  for (;;) {
    const byte = Number(BigInt.asUintN(8, rest));
    bytes.push(byte);
    rest >>= 8n;
    if ((rest === 0n && byte < 0x80) || (rest === -1n && byte >= 0x80)) break;
  }
  const size = [1, 2, 4, 8, 16, 32].find((n) => n >= bytes.length);
  if (!size) throw new Error(`Integer too long for a script: ${value}`);
  const fill = value < 0n ? 0xff : 0x00;
  while (bytes.length < size) bytes.push(fill);
  return [PUSHINT8 + Math.log2(size), ...bytes];
}

function pushArg(arg: CallArg): number[] {
  switch (arg.type) {
    case 'Integer': {
      const v = arg.value;
      // As neon-js's ContractParam.integer: a decimal string's fraction dropped, a number rounded.
      return pushInteger(BigInt(typeof v === 'string' ? v.split('.')[0]! : typeof v === 'number' ? Math.round(v) : v));
    }
    case 'Hash160': {
      const bytes = hexBytes(arg.value);
      if (bytes.length !== 20) throw new Error(`A Hash160 is 20 bytes: ${arg.value}`);
      return pushData(bytes.reverse());
    }
    case 'Boolean':
      return [arg.value ? PUSHT : PUSHF];
    case 'String':
      return pushData([...new TextEncoder().encode(arg.value)]);
  }
}

/**
 * The script (hex, no 0x) that runs `calls` in order, each with CallFlags.All, leaving each call's result on the
 * stack — byte for byte what neon-js's `sc.createScript` builds for the same calls. Throws on a script hash that is
 * not 20 bytes of hex, a Hash160 argument that is not, or an integer beyond 256 bits.
 */
export function callScript(...calls: readonly ContractCall[]): string {
  const out: number[] = [];
  for (const { scriptHash, operation, args = [] } of calls) {
    const hash = hexBytes(scriptHash);
    if (hash.length !== 20) throw new Error(`A contract script hash is 20 bytes: ${scriptHash}`);
    if (args.length === 0) out.push(NEWARRAY0);
    else {
      for (let i = args.length - 1; i >= 0; i--) out.push(...pushArg(args[i]!));
      out.push(...pushInteger(BigInt(args.length)), PACK);
    }
    out.push(...pushInteger(BigInt(CALL_FLAGS_ALL)));
    out.push(...pushData([...new TextEncoder().encode(operation)]));
    out.push(...pushData(hash.reverse()));
    out.push(SYSCALL, ...SYSTEM_CONTRACT_CALL);
  }
  return toHex(Uint8Array.from(out));
}
