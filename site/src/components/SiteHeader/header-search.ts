import { loadChunk } from '../../lib/load-chunk.ts';

/** Whether the keyboard is typing into a field (where "/" is a character, not the search shortcut). */
function typing(target: EventTarget | null): boolean {
  const el = target instanceof Element ? target : null;
  return !!el?.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])');
}

/**
 * The header search's first-load part (a few hundred bytes on every page): each "Search" control of the header
 * opens the search dialog (a modal `<dialog>`: focus stays inside, Escape or Close leaves it and focus returns to
 * the control), and so does "/" anywhere but in a field. Opening it the first time loads the search itself
 * (search-panel.ts: the combobox, minisearch and `/search-index.json`) — none of that is in a page's first load.
 * Enter pressed before the search has loaded waits for it, then goes where the text leads. Without JavaScript
 * the controls are plain links to the /search page.
 */
export function initHeaderSearch(): void {
  const openers = [...document.querySelectorAll<HTMLAnchorElement>('[data-site-header] [data-search-open]')];
  const dialog = document.querySelector<HTMLDialogElement>('[data-search-dialog]');
  const input = dialog?.querySelector<HTMLInputElement>('input[type="search"]');
  const form = dialog?.querySelector<HTMLFormElement>('form');
  if (!dialog || !input || !form) return;
  const status = dialog.querySelector<HTMLElement>('[data-search-status]')!;
  const strings = JSON.parse(dialog.dataset.strings ?? '{}') as Record<string, string>;

  let panel: Promise<{ submit(): void } | undefined> | undefined;
  const load = () =>
    (panel ??= loadChunk('search', () => import('./search-panel.ts'))
      .then((m) => m.initSearchPanel(dialog, input, strings))
      .catch(() => {
        panel = undefined;
        status.textContent = strings.loadError ?? '';
        return undefined;
      }));

  let opener: HTMLElement | undefined;
  const open = (from?: HTMLElement) => {
    opener = from ?? openers.find((o) => o.offsetParent !== null);
    if (!dialog.open) dialog.showModal();
    input.focus();
    input.select();
    void load();
  };
  for (const control of openers) {
    control.setAttribute('role', 'button');
    control.setAttribute('aria-haspopup', 'dialog');
    control.setAttribute('aria-keyshortcuts', '/');
    control.addEventListener('click', (event) => {
      event.preventDefault();
      open(control);
    });
    // A link-turned-button opens with Space too.
    control.addEventListener('keydown', (event) => {
      if (event.key !== ' ') return;
      event.preventDefault();
      open(control);
    });
    // Loading starts as soon as the visitor heads for the control, so the first keystroke rarely waits.
    control.addEventListener('pointerenter', () => void load(), { once: true });
  }
  // Sent before the search loaded (the panel handles Enter itself once loaded): wait for it, else the /search page.
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void load().then((ready) => (ready ? ready.submit() : form.submit()));
  });
  dialog.querySelector('[data-search-close]')?.addEventListener('click', () => dialog.close());
  // A click on the backdrop (outside the dialog's box) closes it.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  // Escape leaves the dialog (the field's listbox, when open, takes the first Escape and stops it).
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    dialog.close();
  });
  dialog.addEventListener('close', () => opener?.focus());
  document.addEventListener('keydown', (event) => {
    if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
    if (typing(event.target) || dialog.open) return;
    event.preventDefault();
    open();
  });
}
