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

describe('transaction runner', () => {
  it('runs a flow to success and reports attempts', async () => {
    const id = openTx('claim', 'n3');
    const seen: number[] = [];
    const unsubscribe = $transactions.subscribe((all) => { const a = all[String(id)]?.attempt; if (a) seen.push(a); });
    const state = await confirmTx(id, { send: async () => '0xabc', validate: async (_txid, onAttempt) => { onAttempt(1); onAttempt(2); return { outcome: 'success' }; } });
    unsubscribe();
    expect(state).toMatchObject({ phase: 'done', outcome: 'success', txid: '0xabc' });
    expect(seen).toContain(2);
  });
  it('classifies a wallet rejection and a lack of GAS', async () => {
    const a = openTx('vote', 'n3');
    expect((await confirmTx(a, { send: async () => { throw new WalletError('rejected'); }, validate: vi.fn() }))?.outcome).toBe('rejected');
    const b = openTx('vote', 'n3');
    expect((await confirmTx(b, { send: async () => { throw { type: 'INSUFFICIENT_FUNDS' }; }, validate: vi.fn() }))?.outcome).toBe('insufficientGas');
    const c = openTx('vote', 'n3');
    failBeforeSigning(c, 'insufficientGas');
    expect(getTx(c)).toMatchObject({ phase: 'done', outcome: 'insufficientGas' });
  });
  it('keeps validating after the dialog is closed and tells the outcome then', async () => {
    const id = openTx('swap', 'n3');
    let release: (v: { outcome: 'deadlineExceeded' }) => void = () => undefined;
    const notifyClosed = vi.fn();
    const running = confirmTx(id, { send: async () => '0xdef', validate: () => new Promise((r) => { release = r; }), notifyClosed });
    await vi.waitFor(() => expect(getTx(id)?.phase).toBe('validating'));
    closeTx(id);
    expect(getTx(id)).toMatchObject({ phase: 'validating', open: false });
    release({ outcome: 'deadlineExceeded' });
    await running;
    expect(notifyClosed).toHaveBeenCalledWith(expect.objectContaining({ outcome: 'deadlineExceeded', txid: '0xdef' }));
    expect(getTx(id)).toBeUndefined();
  });
  it('forgets a dialog closed before signing', () => {
    const id = openTx('wrap', 'n3');
    closeTx(id);
    expect(getTx(id)).toBeUndefined();
    expect(dispatchTx(id, { type: 'confirm' })).toBeUndefined();
  });
});
