import { describe, expect, it } from 'vitest';
import { dropToast, pushToast, toastStore, truncate, TOAST_LIMITS } from './toasts.ts';

describe('toast list', () => {
  it('truncates with an ellipsis inside the limit', () => {
    expect(truncate('short', 31)).toBe('short');
    const cut = truncate('x'.repeat(40), 31);
    expect(cut).toHaveLength(31);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('puts the newest on top and keeps at most five', () => {
    let list = pushToast([], { kind: 'info', title: 'first' }, 1);
    for (let i = 2; i <= 7; i++) list = pushToast(list, { kind: 'info', title: `t${i}` }, i);
    expect(list).toHaveLength(TOAST_LIMITS.max);
    expect(list[0]!.title).toBe('t7');
    expect(list.map((t) => t.id)).toEqual([7, 6, 5, 4, 3]);
  });

  it('limits title and body and drops by id', () => {
    const [toast] = pushToast([], { kind: 'error', title: 'T'.repeat(50), body: 'B'.repeat(200) }, 1);
    expect(toast!.title).toHaveLength(31);
    expect(toast!.body).toHaveLength(127);
    expect(dropToast([toast!], 1)).toEqual([]);
  });

  it('keeps each store its own list: a toast shown in one is not in another, and closes by its id', () => {
    const dashboard = toastStore();
    const wallet = toastStore();
    const first = dashboard.show({ kind: 'success', title: 'Saved' });
    const second = dashboard.show({ kind: 'error', title: 'Failed' });
    expect(dashboard.$toasts.get().map((t) => t.title)).toEqual(['Failed', 'Saved']);
    expect(wallet.$toasts.get()).toEqual([]);
    dashboard.dismiss(first);
    expect(dashboard.$toasts.get().map((t) => t.id)).toEqual([second]);
  });
});
