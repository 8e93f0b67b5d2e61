/**
 * Promise-based confirmation (SPEC §8: a cancelled confirm rejects with 'Cancelled operation'). `ConfirmHost`
 * renders the pending request as a modal dialog.
 */
import { atom } from 'nanostores';

export const CANCELLED = 'Cancelled operation';

export interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel: string;
  /** Style the confirm button as destructive. */
  danger?: boolean;
  resolve: () => void;
  reject: (error: Error) => void;
}

export const $confirm = atom<ConfirmRequest | null>(null);

/** Ask the user; resolves when confirmed, rejects with Error('Cancelled operation') when cancelled. */
export function confirm(request: Omit<ConfirmRequest, 'resolve' | 'reject'>): Promise<void> {
  $confirm.get()?.reject(new Error(CANCELLED));
  return new Promise<void>((resolve, reject) => $confirm.set({ ...request, resolve, reject }));
}

/** Whether `error` is a cancelled confirmation (shown to no one). */
export const isCancelled = (error: unknown): boolean => (error as Error | undefined)?.message === CANCELLED;

/** Settle the pending request. */
export function answerConfirm(confirmed: boolean): void {
  const pending = $confirm.get();
  $confirm.set(null);
  if (!pending) return;
  if (confirmed) pending.resolve();
  else pending.reject(new Error(CANCELLED));
}
