/**
 * The one toast system of the back-office and the wallet pages (SPEC §9: 5000 ms, at most 5 on screen, title ≤ 31,
 * body ≤ 127, newest on top): the list's rules as pure functions, and `toastStore`, the list on screen. One
 * component draws a store (site/src/components/Toasts/ToastRegion.tsx); the back-office and the wallet pages each
 * mount it over their own store, in their own look.
 */
import { atom, type WritableAtom } from 'nanostores';

export const TOAST_LIMITS = { timeoutMs: 5000, max: 5, titleMax: 31, bodyMax: 127 } as const;

export type ToastKind = 'success' | 'error' | 'info';
export interface ToastInput {
  kind: ToastKind;
  title: string;
  body?: string | undefined;
}
export interface Toast {
  id: number;
  kind: ToastKind;
  title: string;
  body: string;
}

/** `text` cut to at most `max` characters, the last one an ellipsis when it was cut. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text.trim());
  return chars.length <= max
    ? chars.join('')
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** The list with `input` added on top (trimmed to the limits); the oldest beyond `max` drop off. */
export function pushToast(list: readonly Toast[], input: ToastInput, id: number): Toast[] {
  const toast: Toast = {
    id,
    kind: input.kind,
    title: truncate(input.title, TOAST_LIMITS.titleMax),
    body: truncate(input.body ?? '', TOAST_LIMITS.bodyMax),
  };
  return [toast, ...list].slice(0, TOAST_LIMITS.max);
}

/** The list without the toast `id`. */
export const dropToast = (list: readonly Toast[], id: number): Toast[] => list.filter((t) => t.id !== id);

/** A list of toasts on screen: `show` puts one on top (and answers its id), `dismiss` closes one. */
export interface ToastStore {
  $toasts: WritableAtom<Toast[]>;
  show(input: ToastInput): number;
  dismiss(id: number): void;
}

/** A new, empty list of toasts on screen (nanostores), each with an id of its own. */
export function toastStore(): ToastStore {
  const $toasts = atom<Toast[]>([]);
  let nextId = 1;
  return {
    $toasts,
    show(input) {
      const id = nextId++;
      $toasts.set(pushToast($toasts.get(), input, id));
      return id;
    },
    dismiss(id) {
      $toasts.set(dropToast($toasts.get(), id));
    },
  };
}
