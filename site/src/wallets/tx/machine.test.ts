import { describe, expect, it, vi } from 'vitest';
import { WalletError } from '../errors.ts';
import { initialTx, isBusy, txReducer } from './machine.ts';
import { $transactions, closeTx, confirmTx, dispatchTx, failBeforeSigning, getTx, openTx } from './runner.ts';

describe('transaction dialog state machine (SPEC §4)', () => {
  it('goes form → review → signing → validating → done', () => {
    let s = initialTx(1, 'swap', 'n3', 'form');
    s = txReducer(s, { type: 'review' });
    expect(s.phase).toBe('review');
    expect(txReducer(s, { type: 'back' }).phase).toBe('form');
    s = txReducer(s, { type: 'confirm' });
    expect(s.phase).toBe('signing');
    expect(isBusy(s)).toBe(true);
    s = txReducer(s, { type: 'signed', txid: '0x1' });
    expect(s).toMatchObject({ phase: 'validating', txid: '0x1' });
    s = txReducer(s, { type: 'attempt', attempt: 3 });
    s = txReducer(s, { type: 'settled', outcome: 'success' });
    expect(s).toMatchObject({ phase: 'done', outcome: 'success', attempt: 3 });
  });
  it('ignores events that do not apply to the phase', () => {
    const review = initialTx(1, 'claim', 'n3');
    expect(txReducer(review, { type: 'signed', txid: '0x1' })).toBe(review);
    expect(txReducer(review, { type: 'settled', outcome: 'success' })).toBe(review);
    const signing = txReducer(review, { type: 'confirm' });
    expect(txReducer(signing, { type: 'confirm' })).toBe(signing);
  });
  it('ends at signing as rejected, insufficient GAS or unknown error', () => {
    const signing = txReducer(initialTx(1, 'vote', 'n3'), { type: 'confirm' });
    for (const outcome of ['rejected', 'insufficientGas', 'unknownError'] as const) {
      expect(txReducer(signing, { type: 'signFailed', outcome })).toMatchObject({ phase: 'done', outcome });
    }
  });
});

describe('approval-required step and relay (SPEC §4 bridge)', () => {
  it('signs and validates the approval, then asks for the transfer as a second request', () => {
    let s = txReducer(initialTx(1, 'bridge', 'neoX'), { type: 'confirm' });
    s = txReducer(s, { type: 'approvalRequired' });
    expect(s).toMatchObject({ phase: 'signing', step: 'approval' });
    expect(txReducer(s, { type: 'approvalRequired' })).toBe(s);
    s = txReducer(s, { type: 'signed', txid: '0xa1' });
    expect(s).toMatchObject({ phase: 'validating', step: 'approval', txid: '0xa1' });
    expect(txReducer(s, { type: 'relaying', chain: 'n3', nonce: '1' })).toBe(s); // no relay for the approval
    s = txReducer(s, { type: 'approved' });
    expect(s).toMatchObject({ phase: 'signing', step: 'transfer', approvalTxid: '0xa1', txid: undefined });
    expect(isBusy(s)).toBe(true);
    s = txReducer(s, { type: 'signed', txid: '0xb2' });
    s = txReducer(s, { type: 'settled', outcome: 'success' });
    expect(s).toMatchObject({ phase: 'done', outcome: 'success', txid: '0xb2', approvalTxid: '0xa1' });
  });
  it('ignores approval events outside their phase', () => {
    const review = initialTx(1, 'bridge', 'n3');
    expect(txReducer(review, { type: 'approvalRequired' })).toBe(review);
    const validating = txReducer(txReducer(review, { type: 'confirm' }), { type: 'signed', txid: '0x1' });
    expect(txReducer(validating, { type: 'approved' })).toBe(validating);
  });
  it('waits for the relay after validating and ends with the linked transaction', () => {
    let s = txReducer(txReducer(initialTx(1, 'bridge', 'n3'), { type: 'confirm' }), { type: 'signed', txid: '0x1' });
    s = txReducer(s, { type: 'relaying', chain: 'neoX', nonce: '42' });
    expect(s.relay).toEqual({ chain: 'neoX', nonce: '42' });
    s = txReducer(s, { type: 'settled', outcome: 'success', linkedTxid: '0xfe' });
    expect(s.relay).toEqual({ chain: 'neoX', nonce: '42', txid: '0xfe' });
  });
});

describe('transaction runner', () => {
  it('runs a flow to success and reports attempts', async () => {
    const id = openTx('claim', 'n3');
    const seen: number[] = [];
    const unsubscribe = $transactions.subscribe((all) => {
      const a = all[String(id)]?.attempt;
      if (a) seen.push(a);
    });
    const state = await confirmTx(id, {
      send: async () => '0xabc',
      validate: async (_txid, onAttempt) => {
        onAttempt(1);
        onAttempt(2);
        return { outcome: 'success' };
      },
    });
    unsubscribe();
    expect(state).toMatchObject({ phase: 'done', outcome: 'success', txid: '0xabc' });
    expect(seen).toContain(2);
  });
  it('classifies a wallet rejection and a lack of GAS', async () => {
    const a = openTx('vote', 'n3');
    expect(
      (
        await confirmTx(a, {
          send: async () => {
            throw new WalletError('rejected');
          },
          validate: vi.fn(),
        })
      )?.outcome,
    ).toBe('rejected');
    const b = openTx('vote', 'n3');
    expect(
      (
        await confirmTx(b, {
          send: async () => {
            throw { type: 'INSUFFICIENT_FUNDS' };
          },
          validate: vi.fn(),
        })
      )?.outcome,
    ).toBe('insufficientGas');
    const c = openTx('vote', 'n3');
    failBeforeSigning(c, 'insufficientGas');
    expect(getTx(c)).toMatchObject({ phase: 'done', outcome: 'insufficientGas' });
  });
  it('keeps validating after the dialog is closed and tells the outcome then', async () => {
    const id = openTx('swap', 'n3');
    let release: (v: { outcome: 'deadlineExceeded' }) => void = () => undefined;
    const notifyClosed = vi.fn();
    const running = confirmTx(id, {
      send: async () => '0xdef',
      validate: () =>
        new Promise((r) => {
          release = r;
        }),
      notifyClosed,
    });
    await vi.waitFor(() => expect(getTx(id)?.phase).toBe('validating'));
    closeTx(id);
    expect(getTx(id)).toMatchObject({ phase: 'validating', open: false });
    release({ outcome: 'deadlineExceeded' });
    await running;
    expect(notifyClosed).toHaveBeenCalledWith(expect.objectContaining({ outcome: 'deadlineExceeded', txid: '0xdef' }));
    expect(getTx(id)).toBeUndefined();
  });
  it('runs the approval first when required, then the transfer', async () => {
    const id = openTx('bridge', 'neoX');
    const order: string[] = [];
    const state = await confirmTx(id, {
      approval: {
        required: async () => true,
        send: async () => {
          order.push('approve');
          return '0xa';
        },
        validate: async () => {
          order.push('approved');
          return { outcome: 'success' };
        },
      },
      send: async () => {
        order.push('transfer');
        expect(getTx(id)).toMatchObject({ phase: 'signing', step: 'transfer' });
        return '0xb';
      },
      validate: async (_txid, _onAttempt, progress) => {
        progress({ type: 'relaying', chain: 'n3', nonce: '7' });
        return { outcome: 'success', linkedTxid: '0xc' };
      },
    });
    expect(order).toEqual(['approve', 'approved', 'transfer']);
    expect(state).toMatchObject({
      outcome: 'success',
      approvalTxid: '0xa',
      txid: '0xb',
      relay: { chain: 'n3', nonce: '7', txid: '0xc' },
    });
  });
  it('stops at the approval when it is rejected or fails, and skips it when not required', async () => {
    const transfer = vi.fn(async () => '0xb');
    const a = openTx('bridge', 'neoX');
    const rejected = await confirmTx(a, {
      approval: {
        required: async () => true,
        send: async () => {
          throw { code: 4001 };
        },
        validate: vi.fn(),
      },
      send: transfer,
      validate: vi.fn(),
    });
    expect(rejected).toMatchObject({ outcome: 'rejected', step: 'approval' });
    const b = openTx('bridge', 'neoX');
    const failed = await confirmTx(b, {
      approval: {
        required: async () => true,
        send: async () => '0xa',
        validate: async () => ({ outcome: 'unknownError', detail: 'reverted' }),
      },
      send: transfer,
      validate: vi.fn(),
    });
    expect(failed).toMatchObject({ outcome: 'unknownError', txid: '0xa', step: 'approval' });
    expect(transfer).not.toHaveBeenCalled();
    const c = openTx('bridge', 'n3');
    const direct = await confirmTx(c, {
      approval: { required: async () => false, send: vi.fn(), validate: vi.fn() },
      send: transfer,
      validate: async () => ({ outcome: 'success' }),
    });
    expect(direct).toMatchObject({ outcome: 'success', txid: '0xb' });
    expect(direct?.step).toBeUndefined();
  });
  it('forgets a dialog closed before signing', () => {
    const id = openTx('wrap', 'n3');
    closeTx(id);
    expect(getTx(id)).toBeUndefined();
    expect(dispatchTx(id, { type: 'confirm' })).toBeUndefined();
  });
});
