import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { contractCalls } from '../../../../tests/support/n3-script.ts';
import { N3_CONTRACTS } from '../../../../chain/config.ts';
import type { ApplicationLog, InvokeAnswer, N3Rpc } from '../../../../chain/n3/rpc.ts';
import { depositNonce, LIMIT_METHODS, readBridgeLimits } from './contract.ts';
import { allowanceRequired, validateDeposit } from './flow.ts';

const BRIDGE = N3_CONTRACTS.BRIDGE.hash;
const applog = (JSON.parse(readFileSync(join(import.meta.dirname, '../../../../tests/fixtures/bridge/n3-applog-deposit.json'), 'utf8')) as { result: ApplicationLog }).result;
const int = (n: bigint | number) => ({ type: 'Integer', value: n.toString() });
const bool = (b: boolean) => ({ type: 'Boolean', value: b });

function node(answer: Partial<InvokeAnswer>) {
  const invokeScript = vi.fn(async (_script: string) => ({ state: 'HALT', gasconsumed: '0', exception: null, stack: [], ...answer }) as InvokeAnswer);
  return { node: { invokeScript } as unknown as N3Rpc, invokeScript };
}

describe('reading the bridge limits (NEO.md §5.2)', () => {
  const stack = [int(10_000_000), int(100_000_000), int(1_000_000_000_000), int(10_000_000_000_000), bool(false), bool(false),
    { type: 'Struct', value: [bool(false), int(4_000_000_000_000), { type: 'Struct', value: [] }, { type: 'Struct', value: [] }, { type: 'Struct', value: [] }] }];
  it('reads fee, minimum, maximum, cap, pauses and the total deposited in one test invocation', async () => {
    const { node: n, invokeScript } = node({ stack });
    expect(await readBridgeLimits(n, BRIDGE)).toEqual({
      feeDatoshi: 10_000_000n, minDatoshi: 100_000_000n, maxDatoshi: 1_000_000_000_000n, capDatoshi: 10_000_000_000_000n,
      totalDepositedDatoshi: 4_000_000_000_000n, paused: false, source: 'contract',
    });
    expect(contractCalls(invokeScript.mock.calls[0]![0]).map((c) => [c.scriptHash, c.method])).toEqual(LIMIT_METHODS.map((m) => [BRIDGE, m]));
  });
  it('says paused when any pause is on, and does without an unreadable bridge state', async () => {
    const paused = await readBridgeLimits(node({ stack: [...stack.slice(0, 5), bool(true), { type: 'Any' }] }).node, BRIDGE);
    expect(paused).toMatchObject({ paused: true, totalDepositedDatoshi: undefined });
  });
  it('throws on a FAULT so the page falls back to the configured values', async () => {
    await expect(readBridgeLimits(node({ state: 'FAULT', exception: 'Method "maxTotalDepositedNative" does not exist' }).node, BRIDGE)).rejects.toThrow(/maxTotalDepositedNative/);
  });
});

describe('the deposit nonce (NEO.md §5.3)', () => {
  it('is state.value[0] of the bridge NativeDeposit notification', () => {
    expect(depositNonce(applog, BRIDGE)).toBe('4242');
    expect(depositNonce(applog, BRIDGE.toUpperCase().replace('0X', '0x'))).toBe('4242');
  });
  it('is absent from another contract, a FAULT, or a log without the event', () => {
    expect(depositNonce(applog, N3_CONTRACTS.GAS.hash)).toBeUndefined();
    expect(depositNonce({ ...applog, executions: [{ ...applog.executions[0]!, vmstate: 'FAULT' }] }, BRIDGE)).toBeUndefined();
    expect(depositNonce({ ...applog, executions: [{ ...applog.executions[0]!, notifications: [] }] }, BRIDGE)).toBeUndefined();
  });
});

describe('following a deposit to Neo X', () => {
  const relayed = `0x${'7c'.repeat(32)}`;
  const deps = (over: Partial<Parameters<typeof validateDeposit>[0]> = {}) => ({
    validateN3: vi.fn(async () => ({ outcome: 'success' as const })),
    applicationLog: vi.fn(async () => applog),
    bridge: BRIDGE,
    trackerUrl: 'https://tracker.test/deposits',
    track: { fetcher: (async () => new Response(JSON.stringify({ txid: relayed }))) as unknown as typeof fetch, sleep: async () => undefined },
    ...over,
  });
  const options = { intervalMs: 1 };
  it('validates on N3, reports the nonce, and ends with the Neo X transaction', async () => {
    const progress = vi.fn();
    expect(await validateDeposit(deps(), '0x1', options, progress)).toEqual({ outcome: 'success', linkedTxid: relayed });
    expect(progress).toHaveBeenCalledWith({ type: 'relaying', chain: 'neoX', nonce: '4242' });
  });
  it('passes an N3 failure through', async () => {
    const failed = deps({ validateN3: vi.fn(async () => ({ outcome: 'unknownError' as const, detail: 'ABORTMSG is executed. Reason: Deposit amount too low' })) });
    expect(await validateDeposit(failed, '0x1', options, vi.fn())).toMatchObject({ outcome: 'unknownError' });
    expect(failed.applicationLog).not.toHaveBeenCalled();
  });
  it('ends as unknown status when it cannot be followed', async () => {
    expect((await validateDeposit(deps({ trackerUrl: undefined }), '0x1', options, vi.fn())).outcome).toBe('unknownStatus');
    expect((await validateDeposit(deps({ applicationLog: vi.fn(async () => ({ ...applog, executions: [] })) }), '0x1', options, vi.fn())).outcome).toBe('unknownStatus');
    const pending = deps({ track: { attempts: 2, sleep: async () => undefined, fetcher: (async () => new Response('{"txid":null}')) as unknown as typeof fetch } });
    expect(await validateDeposit(pending, '0x1', options, vi.fn())).toEqual({ outcome: 'unknownStatus', detail: 'deposit 4242 not relayed yet' });
  });
});

describe('the approval-required step', () => {
  it('is never needed from N3 (the bridge pulls GAS under the witness), only for an ERC-20 leaving Neo X', () => {
    expect(allowanceRequired({ from: 'n3', token: 'GAS' })).toBe(false);
    expect(allowanceRequired({ from: 'n3', token: 'NEO' })).toBe(false);
    expect(allowanceRequired({ from: 'neoX', token: 'GAS' })).toBe(false);
    expect(allowanceRequired({ from: 'neoX', token: 'NEO' })).toBe(true);
  });
});
