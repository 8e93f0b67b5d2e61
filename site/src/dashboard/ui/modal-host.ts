/**
 * The open modal dialog, if any. A modal `<dialog>` makes the rest of the page inert, so the toasts render inside
 * it while it is open (they stay visible, dismissible and announced).
 */
import { atom } from 'nanostores';

export const $modalHost = atom<HTMLElement | null>(null);
