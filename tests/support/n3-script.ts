/**
 * Reading back what an N3 script calls, for tests: each `System.Contract.Call` with its contract (0x big-endian),
 * method and call flags, in order. Uses neon-js's tokenizer (OpToken.fromScript).
 */
import { sc, u } from '@cityofzion/neon-js';

export interface ScriptCall {
  scriptHash: string;
  method: string;
  callFlags: number;
  /** The first argument when it is pushed data (e.g. an account's script hash, as 0x big-endian when 20 bytes). */
  firstArg?: string | undefined;
  /** The first argument when it is a small integer (PUSH0..PUSH16, PUSHINT8), e.g. bNEO's `agent(i)`. */
  firstInt?: number | undefined;
}

/** A small pushed integer (PUSH0..PUSH16 or PUSHINT8), else undefined. */
function smallInt(token: { code: number; params?: string } | undefined): number | undefined {
  if (!token) return undefined;
  if (token.code >= sc.OpCode.PUSH0 && token.code <= sc.OpCode.PUSH16) return token.code - sc.OpCode.PUSH0;
  if (token.code === sc.OpCode.PUSHINT8 && token.params) return (parseInt(token.params, 16) << 24) >> 24;
  return undefined;
}

/** The contract calls of a hex (or base64 when `base64` is set) script. */
export function contractCalls(script: string, base64 = false): ScriptCall[] {
  const hex = base64 ? Buffer.from(script, 'base64').toString('hex') : script;
  const tokens = sc.OpToken.fromScript(hex);
  const calls: ScriptCall[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    // SYSCALL System.Contract.Call = 0x627d5b52 (little-endian interop hash)
    if (t.code !== sc.OpCode.SYSCALL || t.params !== '627d5b52') continue;
    const hash = tokens[i - 1]?.params ?? '';
    const method = tokens[i - 2]?.params ?? '';
    const flags = tokens[i - 3];
    // Arguments are pushed last-first, then their count and PACK: the first argument sits just before the count.
    const packed = tokens[i - 4]?.code === sc.OpCode.PACK;
    const first = packed ? tokens[i - 6]?.params : undefined;
    const firstInt = packed && tokens[i - 5]?.code === sc.OpCode.PUSH1 ? smallInt(tokens[i - 6]) : undefined;
    calls.push({
      scriptHash: `0x${u.reverseHex(hash)}`,
      method: u.hexstring2str(method),
      callFlags: flags ? Number(flags.code) - Number(sc.OpCode.PUSH0) : -1,
      firstArg: first && first.length === 40 ? `0x${u.reverseHex(first)}` : first,
      ...(firstInt !== undefined ? { firstInt } : {}),
    });
  }
  return calls;
}
