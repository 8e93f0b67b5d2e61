import { pageWindow } from '../../lib/paging.ts';

/**
 * Renders page buttons into a pager `<nav>` (labels come from its data attributes): Previous, the page window
 * with gaps, Next. Each button carries `data-page`; the current one is marked `aria-current="page"`.
 * A single page renders nothing.
 */
export function renderPager(nav: HTMLElement, page: number, pageCount: number): void {
  if (pageCount <= 1) {
    nav.replaceChildren();
    return;
  }
  const list = document.createElement('ul');
  const add = (
    label: string,
    target: number | null,
    options: { current?: boolean; disabled?: boolean; aria?: string } = {},
  ) => {
    const li = document.createElement('li');
    if (target === null) {
      li.className = 'gap';
      li.textContent = '…';
    } else {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'btn';
      button.textContent = label;
      button.dataset.page = String(target);
      if (options.aria) button.setAttribute('aria-label', options.aria);
      if (options.current) button.setAttribute('aria-current', 'page');
      if (options.current) button.setAttribute('aria-pressed', 'true');
      button.disabled = options.disabled ?? false;
      li.append(button);
    }
    list.append(li);
  };
  const pageLabel = nav.dataset.pageLabel ?? '{page}';
  add(nav.dataset.previous ?? '‹', Math.max(1, page - 1), { disabled: page === 1 });
  for (const p of pageWindow(page, pageCount)) {
    if (p === null) add('…', null);
    else add(String(p), p, { current: p === page, aria: pageLabel.replace('{page}', String(p)) });
  }
  add(nav.dataset.next ?? '›', Math.min(pageCount, page + 1), { disabled: page === pageCount });
  nav.replaceChildren(list);
}
