/**
 * The wallet pages' toasts (SPEC §9: 5 s, at most 5, title ≤ 31 and body ≤ 127 characters, newest on top, bottom
 * right), from the site's one toast system (site/src/lib/toasts.ts); the region (Toaster.tsx) is the wallet pages' own.
 */
import { TOAST_LIMITS, toastStore, type ToastKind } from '../../lib/toasts.ts';

const store = toastStore();
/** The toasts on screen, newest first. */
export const $walletToasts = store.$toasts;

/** Show a toast; it closes itself after TOAST_LIMITS.timeoutMs. */
export function toast(kind: ToastKind, title: string, body?: string): void {
  const id = store.show({ kind, title, body });
  if (typeof window !== 'undefined') window.setTimeout(() => dismissToast(id), TOAST_LIMITS.timeoutMs);
}

/** Close the toast `id`. */
export const dismissToast = (id: number): void => store.dismiss(id);
