/**
 * The wallet pages' toasts (SPEC §9: 5 s, at most 5, title ≤ 31 and body ≤ 127 characters, newest on top, bottom
 * right). The list rules are the dashboard's pure ones; this store and its region are the public pages' own.
 */
import { atom } from 'nanostores';
import { dropToast, pushToast, TOAST_LIMITS, type Toast, type ToastKind } from '../../dashboard/toasts/toast-list.ts';

/** The toasts on screen, newest first. */
export const $walletToasts = atom<Toast[]>([]);
let nextId = 1;

/** Show a toast; it closes itself after TOAST_LIMITS.timeoutMs. */
export function toast(kind: ToastKind, title: string, body?: string): void {
  const id = nextId++;
  $walletToasts.set(pushToast($walletToasts.get(), { kind, title, body }, id));
  if (typeof window !== 'undefined') window.setTimeout(() => dismissToast(id), TOAST_LIMITS.timeoutMs);
}

/** Close the toast `id`. */
export function dismissToast(id: number): void {
  $walletToasts.set(dropToast($walletToasts.get(), id));
}
