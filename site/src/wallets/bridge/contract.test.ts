import { describe, expect, it, vi } from 'vitest';
import { contractCalls } from '../../../../tests/support/n3-script.ts';
import { N3_CONTRACTS } from '../../../../chain/config.ts';
import { hexToBase64, type ApplicationLog, type InvokeAnswer, type N3Rpc } from '../../../../chain/n3/rpc.ts';
import { recording } from '../../../../local/recordings/replay.ts';
import { depositNonce, LIMIT_METHODS, readBridgeLimits } from './contract.ts';
import { allowanceRequired, validateDeposit } from './flow.ts';

const BRIDGE = N3_CONTRACTS.BRIDGE.hash;
/** A real deposit's application log, recorded from the privnet's bridge stand-in (`npm run record:n3`): nonce 1. */
const deposit = recording('applog-bridge-deposit');
const applog = deposit.result as ApplicationLog;
const STAND_IN = deposit.context!.bridge!;

function node(answer: Partial<InvokeAnswer>) {
  const invokeScript = vi.fn(
    async (_script: string) =>
      ({ state: 'HALT', gasconsumed: '0', exception: null, stack: [], ...answer }) as InvokeAnswer,
  );
  return { node: { invokeScript } as unknown as N3Rpc, invokeScript };
}

describe('reading the bridge limits (NEO.md §5.2)', () => {
  /** The privnet bridge stand-in's answer to the product's limits script, after one 2 GAS deposit (`npm run record:n3`). */
  const limits = recording('invoke-bridge-limits');
  const answer = limits.result as InvokeAnswer;
  it('reads fee, minimum, maximum, cap, pauses and the total deposited in one test invocation, as the node answered', async () => {
    const { node: n, invokeScript } = node(answer);
    expect(await readBridgeLimits(n, limits.context!.bridge!)).toEqual({
      feeDatoshi: 10_000_000n,
      minDatoshi: 100_000_000n,
      maxDatoshi: 1_000_000_000_000n,
      capDatoshi: 10_000_000_000_000n,
      totalDepositedDatoshi: 200_000_000n,
      paused: false,
      source: 'contract',
    });
    // The script the product sends is the one the node answered.
    expect(hexToBase64(invokeScript.mock.calls[0]![0])).toBe(limits.request.params[0]);
    expect(contractCalls(invokeScript.mock.calls[0]![0]).map((c) => [c.scriptHash, c.method])).toEqual(
      LIMIT_METHODS.map((m) => [limits.context!.bridge, m]),
    );
  });
  it('says paused when any pause is on, and does without an unreadable bridge state', async () => {
    // The recorded answer with depositsArePaused turned true and the state unreadable (a stand-in cannot be paused
    // and keep its state unreadable at once).
    const stack = [...answer.stack.slice(0, 5), { type: 'Boolean', value: true }, { type: 'Any' }];
    const paused = await readBridgeLimits(node({ ...answer, stack }).node, limits.context!.bridge!);
    expect(paused).toMatchObject({ paused: true, totalDepositedDatoshi: undefined });
  });
  it('throws on a FAULT so the page falls back to the configured values', async () => {
    const fault = recording('invoke-fault').result as InvokeAnswer;
    await expect(readBridgeLimits(node(fault).node, BRIDGE)).rejects.toThrow(/Reading the bridge failed/);
  });
});

describe('the deposit nonce (NEO.md §5.3)', () => {
  it('is state.value[0] of the bridge NativeDeposit notification', () => {
    expect(depositNonce(applog, STAND_IN)).toBe('1');
    expect(depositNonce(applog, STAND_IN.toUpperCase().replace('0X', '0x'))).toBe('1');
  });
  it('is absent from another contract, a FAULT, or a log without the event', () => {
    expect(depositNonce(applog, N3_CONTRACTS.GAS.hash)).toBeUndefined();
    expect(depositNonce(applog, BRIDGE)).toBeUndefined();
    expect(
      depositNonce({ ...applog, executions: [{ ...applog.executions[0]!, vmstate: 'FAULT' }] }, STAND_IN),
    ).toBeUndefined();
    expect(
      depositNonce({ ...applog, executions: [{ ...applog.executions[0]!, notifications: [] }] }, STAND_IN),
    ).toBeUndefined();
  });
});

describe('following a deposit to Neo X', () => {
  const relayed = `0x${'7c'.repeat(32)}`;
  const deps = (over: Partial<Parameters<typeof validateDeposit>[0]> = {}) => ({
    validateN3: vi.fn(async () => ({ outcome: 'success' as const })),
    applicationLog: vi.fn(async () => applog),
    bridge: STAND_IN,
    trackerUrl: 'https://tracker.test/deposits',
    track: {
      fetcher: (async () => new Response(JSON.stringify({ txid: relayed }))) as unknown as typeof fetch,
      sleep: async () => undefined,
    },
    ...over,
  });
  const options = { intervalMs: 1 };
  it('validates on N3, reports the nonce, and ends with the Neo X transaction', async () => {
    const progress = vi.fn();
    expect(await validateDeposit(deps(), '0x1', options, progress)).toEqual({
      outcome: 'success',
      linkedTxid: relayed,
    });
    expect(progress).toHaveBeenCalledWith({ type: 'relaying', chain: 'neoX', nonce: '1' });
  });
  it('passes an N3 failure through', async () => {
    const failed = deps({
      validateN3: vi.fn(async () => ({
        outcome: 'unknownError' as const,
        detail: 'ABORTMSG is executed. Reason: Deposit amount too low',
      })),
    });
    expect(await validateDeposit(failed, '0x1', options, vi.fn())).toMatchObject({ outcome: 'unknownError' });
    expect(failed.applicationLog).not.toHaveBeenCalled();
  });
  it('ends as unknown status when it cannot be followed', async () => {
    expect((await validateDeposit(deps({ trackerUrl: undefined }), '0x1', options, vi.fn())).outcome).toBe(
      'unknownStatus',
    );
    expect(
      (
        await validateDeposit(
          deps({ applicationLog: vi.fn(async () => ({ ...applog, executions: [] })) }),
          '0x1',
          options,
          vi.fn(),
        )
      ).outcome,
    ).toBe('unknownStatus');
    const pending = deps({
      track: {
        attempts: 2,
        sleep: async () => undefined,
        fetcher: (async () => new Response('{"txid":null}')) as unknown as typeof fetch,
      },
    });
    expect(await validateDeposit(pending, '0x1', options, vi.fn())).toEqual({
      outcome: 'unknownStatus',
      detail: 'deposit 1 not relayed yet',
    });
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
