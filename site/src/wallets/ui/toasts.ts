/**
 * The wallet pages' toasts (SPEC §9: 5 s, at most 5, title ≤ 31 and body ≤ 127 characters, newest on top, bottom
 * right), a store of the site's one toast system (site/src/lib/toasts.ts), drawn by Toaster.tsx.
 */
import { toastStore, type ToastKind } from '../../lib/toasts.ts';

/** The wallet pages' toasts on screen, newest first; each closes itself after TOAST_LIMITS.timeoutMs (ToastRegion). */
export const walletToasts = toastStore();

/** Show a toast on the wallet pages. */
export function toast(kind: ToastKind, title: string, body?: string): void {
  walletToasts.show({ kind, title, body });
}
