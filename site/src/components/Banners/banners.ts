/**
 * Banners in the browser: shows each banner only inside its UTC window (checked on load and every minute, so a page
 * built before a window opened or ended is right anyway), and opens a banner's Gleeder modal (a native `<dialog>`:
 * focus moves in, Tab stays inside, Escape or the close button closes it and focus returns to the banner).
 */
import { isVisibleAt } from './banner-rules.ts';

function refresh(now = Date.now()): void {
  for (const list of document.querySelectorAll<HTMLElement>('[data-banners]')) {
    let shown = 0;
    for (const item of list.querySelectorAll<HTMLElement>('[data-banner]')) {
      const visible = isVisibleAt(
        { visibleStartDatetime: item.dataset.start!, visibleEndDatetime: item.dataset.end! },
        now,
      );
      item.hidden = !visible;
      if (visible) shown++;
    }
    list.hidden = shown === 0;
  }
}

/** Keep Tab and Shift+Tab inside an open modal dialog (the browser would let focus leave to its own UI). */
function trapTab(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const focusable = [...dialog.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Wire every banner list of the page. */
export function initBanners(): void {
  if (!document.querySelector('[data-banners]')) return;
  refresh();
  window.setInterval(refresh, 60_000);
  for (const opener of document.querySelectorAll<HTMLButtonElement>('[data-gleeder-open]')) {
    const dialog = document.getElementById(opener.getAttribute('aria-controls') ?? '') as HTMLDialogElement | null;
    if (!dialog) continue;
    opener.addEventListener('click', () => dialog.showModal());
    dialog.querySelector('[data-gleeder-close]')?.addEventListener('click', () => dialog.close());
    // A click on the backdrop (outside the dialog's box) closes it too.
    dialog.addEventListener('click', (event) => {
      if (event.target === dialog) dialog.close();
    });
    dialog.addEventListener('close', () => opener.focus());
    dialog.addEventListener('keydown', (event) => trapTab(dialog, event));
  }
}
