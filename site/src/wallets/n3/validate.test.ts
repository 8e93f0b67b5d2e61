import { describe, expect, it, vi } from 'vitest';
import type { ApplicationLog, N3Rpc } from './rpc.ts';
import { stackHex, stackInteger, stackList } from './stack.ts';
import { validateN3Transaction } from './validate.ts';

const TXID = '0x' + 'ab'.repeat(32);
const log = (vmstate: string, stack: { type: string; value?: unknown }[], exception?: string): ApplicationLog =>
  ({ txid: TXID, executions: [{ vmstate, gasconsumed: '100', exception: exception ?? null, stack, notifications: [] }] });

/** A node whose application log appears after `after` unknown answers. */
function node(answer: ApplicationLog | undefined, after = 0, blocktime?: number) {
  let calls = 0;
  return {
    getApplicationLog: vi.fn(async () => {
      calls++;
      if (!answer || calls <= after) throw Object.assign(new Error('Unknown transaction'), { code: -100 });
      return answer;
    }),
    getRawTransaction: vi.fn(async () => ({ hash: TXID, blocktime })),
  } as unknown as N3Rpc;
}
const fast = { intervalMs: 1, sleep: async () => undefined };

describe('N3 transaction validation (NEO.md §7.1)', () => {
  it('succeeds on HALT with every Boolean result true, after waiting for the node to know the transaction', async () => {
    const attempts: number[] = [];
    const result = await validateN3Transaction(node(log('HALT', [{ type: 'Boolean', value: true }]), 2), TXID, { ...fast, onAttempt: (n) => attempts.push(n) });
    expect(result.outcome).toBe('success');
    expect(attempts).toEqual([1, 2, 3]);
  });
  it('fails as an unknown error when a transfer or vote answers false without FAULT', async () => {
    expect((await validateN3Transaction(node(log('HALT', [{ type: 'Boolean', value: false }])), TXID, fast)).outcome).toBe('unknownError');
  });
  it('reports insufficient GAS from the VM exception', async () => {
    const result = await validateN3Transaction(node(log('FAULT', [], 'Insufficient GAS.')), TXID, fast);
    expect(result).toEqual({ outcome: 'insufficientGas', detail: 'Insufficient GAS.' });
  });
  it('reports a failed swap mined after its deadline as deadline exceeded', async () => {
    const fault = log('FAULT', [], 'ASSERT is executed with false result.');
    expect((await validateN3Transaction(node(fault, 0, 2_000), TXID, { ...fast, deadlineMs: 1_000 })).outcome).toBe('deadlineExceeded');
    expect((await validateN3Transaction(node(fault, 0, 500), TXID, { ...fast, deadlineMs: 1_000 })).outcome).toBe('unknownError');
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
