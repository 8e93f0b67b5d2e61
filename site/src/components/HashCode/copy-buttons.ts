/**
 * One delegated click handler for every `[data-copy]` button: copies its value to the clipboard and shows
 * "Copied to clipboard" (or the failure text; both from `<body data-copied data-copy-failed>`) in the sibling
 * status region for five seconds (SPEC §9 toast timeout).
 */
export function initCopyButtons(): void {
  document.addEventListener('click', async (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[data-copy]');
    if (!button) return;
    const status = button.parentElement?.querySelector<HTMLElement>('.hashcode-status');
    let ok = true;
    try {
      await navigator.clipboard.writeText(button.dataset.copy ?? '');
    } catch {
      ok = false;
    }
    if (!status) return;
    status.textContent = (ok ? document.body.dataset.copied : document.body.dataset.copyFailed) ?? '';
    window.setTimeout(() => (status.textContent = ''), 5000);
  });
}
