import { isListed, showsDiscontinued, withDiscontinued } from '../../lib/listing-status.ts';

/**
 * The discontinued filter of a list page without other filters (explorers, exchanges): the `[data-discontinued-toggle]`
 * box of `root` ↔ `?discontinued=show`; each `[data-status]` item is hidden unless listed (isListed).
 */
export function initDiscontinuedFilter(root: ParentNode = document): void {
  const box = root.querySelector<HTMLInputElement>('[data-discontinued-toggle]');
  if (!box) return;
  const items = [...root.querySelectorAll<HTMLElement>('[data-status]')];
  const render = (show: boolean) => {
    box.checked = show;
    for (const item of items) item.hidden = !isListed(item.dataset.status, show);
  };
  box.addEventListener('change', () => {
    history.pushState(
      null,
      '',
      `${location.pathname}${withDiscontinued(location.search, box.checked)}${location.hash}`,
    );
    render(box.checked);
  });
  window.addEventListener('popstate', () => render(showsDiscontinued(location.search)));
  render(showsDiscontinued(location.search) || targetsDiscontinued(items));
}

/** Whether the URL's fragment names a discontinued item (a link to `#wallet-…` shows it even when hidden by default). */
export function targetsDiscontinued(items: readonly HTMLElement[]): boolean {
  const id = decodeURIComponent(location.hash.slice(1));
  return !!id && items.some((item) => item.id === id && item.dataset.status === 'discontinued');
}
