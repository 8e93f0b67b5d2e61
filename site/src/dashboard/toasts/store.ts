/**
 * The toasts on screen (nanostores). `toast()` shows one now; `flashToast()` keeps one in sessionStorage for the
 * next page (e.g. the welcome after sign-in, which loads /dashboard).
 */
import { toastStore, type ToastInput } from '../../lib/toasts.ts';

/** The back-office's toasts on screen (newest first), drawn by Toaster.tsx. */
export const dashboardToasts = toastStore();
/** The back-office's toasts on screen, newest first. */
export const $toasts = dashboardToasts.$toasts;
const FLASH_KEY = 'dashboard.flash';

/** Show a toast (newest on top; it closes itself after 5 s, see components/Toasts/ToastRegion.tsx). */
export function toast(input: ToastInput): void {
  dashboardToasts.show(input);
}
/** Show a success toast. */
export const toastSuccess = (title: string, body?: string) => toast({ kind: 'success', title, body });
/** Show an error toast. */
export const toastError = (title: string, body?: string) => toast({ kind: 'error', title, body });

/** Keep `input` to show on the next page load of this tab. */
export function flashToast(input: ToastInput): void {
  try {
    const pending = JSON.parse(sessionStorage.getItem(FLASH_KEY) ?? '[]') as ToastInput[];
    sessionStorage.setItem(FLASH_KEY, JSON.stringify([...pending, input].slice(-5)));
  } catch {
    toast(input);
  }
}

/** Show the toasts a previous page left with flashToast (once). */
export function showFlashedToasts(): void {
  try {
    const pending = JSON.parse(sessionStorage.getItem(FLASH_KEY) ?? '[]') as ToastInput[];
    sessionStorage.removeItem(FLASH_KEY);
    for (const input of pending) toast(input);
  } catch {
    /* storage unavailable: nothing was flashed */
  }
}
