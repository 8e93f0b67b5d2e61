import { describe, expect, it } from 'vitest';
import { $confirm, answerConfirm, CANCELLED, confirm, isCancelled } from './confirm.ts';

const ask = () => confirm({ title: 'Delete', message: 'Delete it?', confirmLabel: 'Delete' });

describe('confirm', () => {
  it('resolves when confirmed', async () => {
    const pending = ask();
    expect($confirm.get()?.title).toBe('Delete');
    answerConfirm(true);
    await expect(pending).resolves.toBeUndefined();
    expect($confirm.get()).toBeNull();
  });

  it("rejects with 'Cancelled operation' when cancelled", async () => {
    const pending = ask();
    answerConfirm(false);
    await expect(pending).rejects.toThrow(CANCELLED);
    expect(isCancelled(await pending.catch((e: unknown) => e))).toBe(true);
  });
});
