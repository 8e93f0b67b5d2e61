import { describe, expect, it, vi } from 'vitest';
import { recording } from '../../../../local/recordings/replay.ts';
import type { ApplicationLog, N3Rpc } from '../../../../chain/n3/rpc.ts';
import { stackHex, stackInteger, stackList } from '../../../../chain/n3/stack.ts';
import { validateN3Transaction } from './validate.ts';

// Application logs recorded from a neo-go privnet node (local/recordings/n3/, `npm run record:n3`).
const recorded = (name: string) => recording(name).result as ApplicationLog;
const halted = recorded('applog-halt-true');
const TXID = halted.txid;
const unknown = recording('applog-unknown').error!;

/** A node whose application log appears after `after` answers of "unknown" (the recorded error). */
function node(answer: ApplicationLog | undefined, after = 0, blocktime?: number) {
  let calls = 0;
  return {
    getApplicationLog: vi.fn(async () => {
      calls++;
      if (!answer || calls <= after) throw Object.assign(new Error(unknown.message), { code: unknown.code });
      return answer;
    }),
    getRawTransaction: vi.fn(async () => ({ hash: TXID, blocktime })),
  } as unknown as N3Rpc;
}
const fast = { intervalMs: 1, sleep: async () => undefined };
/** A recorded log with its execution's exception replaced (the C# node's text, which neo-go does not produce). */
const withException = (log: ApplicationLog, exception: string): ApplicationLog => ({
  ...log,
  executions: [{ ...log.executions[0]!, exception }],
});

describe('N3 transaction validation (NEO.md §7.1)', () => {
  it('succeeds on HALT with every Boolean result true, after waiting for the node to know the transaction', async () => {
    const attempts: number[] = [];
    const result = await validateN3Transaction(node(halted, 2), TXID, { ...fast, onAttempt: (n) => attempts.push(n) });
    expect(result.outcome).toBe('success');
    expect(attempts).toEqual([1, 2, 3]);
  });
  it('fails as an unknown error when a transfer or vote answers false without FAULT', async () => {
    expect((await validateN3Transaction(node(recorded('applog-halt-false')), TXID, fast)).outcome).toBe('unknownError');
  });
  it("reports insufficient GAS from the VM exception: neo-go's (recorded) and the C# node's (NEO.md §7.1)", async () => {
    const starved = recorded('applog-fault-gas');
    expect(await validateN3Transaction(node(starved), TXID, fast)).toEqual({
      outcome: 'insufficientGas',
      detail: starved.executions[0]!.exception,
    });
    const csharp = await validateN3Transaction(node(withException(starved, 'Insufficient GAS.')), TXID, fast);
    expect(csharp).toEqual({ outcome: 'insufficientGas', detail: 'Insufficient GAS.' });
  });
  it('reports a failed swap mined after its deadline as deadline exceeded', async () => {
    const fault = withException(recorded('applog-fault-gas'), 'ASSERT is executed with false result.');
    expect((await validateN3Transaction(node(fault, 0, 2_000), TXID, { ...fast, deadlineMs: 1_000 })).outcome).toBe(
      'deadlineExceeded',
    );
    expect((await validateN3Transaction(node(fault, 0, 500), TXID, { ...fast, deadlineMs: 1_000 })).outcome).toBe(
      'unknownError',
    );
  });
  it('gives up after 25 attempts as unknown status', async () => {
    const n = node(undefined);
    const result = await validateN3Transaction(n, TXID, fast);
    expect(result.outcome).toBe('unknownStatus');
    expect(n.getApplicationLog).toHaveBeenCalledTimes(25);
  });
});

describe('stack items', () => {
  it('reads integers, byte strings and arrays as the RPC answers them', () => {
    expect(stackInteger({ type: 'Integer', value: '123456789012345678901' })).toBe(123456789012345678901n);
    expect(stackInteger({ type: 'ByteString', value: Buffer.from([0x10, 0x27]).toString('base64') })).toBe(10_000n);
    expect(stackInteger({ type: 'ByteString', value: Buffer.from([0xff]).toString('base64') })).toBe(-1n);
    expect(stackHex({ type: 'ByteString', value: Buffer.from('02ab', 'hex').toString('base64') })).toBe('02ab');
    expect(stackHex({ type: 'Any' })).toBeUndefined();
    expect(stackList({ type: 'Struct', value: [{ type: 'Integer', value: '1' }] })).toHaveLength(1);
    expect(() => stackInteger({ type: 'Array', value: [] })).toThrow();
  });
});
