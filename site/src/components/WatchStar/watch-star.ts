import { watchKey, WATCH_KINDS, type WatchKind } from '../../lib/watchlist.ts';
import { watchlist } from '../../lib/watchlist-store.ts';

/** The kind and id of a star's `data-watch-star` (`dapp:flamingo-finance`), or undefined when it is not one. */
export function parseStarKey(value: string | undefined): { kind: WatchKind; id: string } | undefined {
  const at = value?.indexOf(':') ?? -1;
  const kind = value?.slice(0, at) as WatchKind;
  return at > 0 && WATCH_KINDS.includes(kind) ? { kind, id: value!.slice(at + 1) } : undefined;
}

/**
 * Wire every watchlist star of the page (WatchStar.astro): a press stars or unstars the record in the page's one
 * store (lib/watchlist-store.ts), and every star — of this tab or another — shows the store's state in its
 * aria-pressed and its name ("Add …" / "Remove … from the watchlist"). Safe to call more than once.
 */
export function initWatchStars(): void {
  if (document.documentElement.dataset.watchStars) return;
  document.documentElement.dataset.watchStars = 'on';
  const store = watchlist();
  document.addEventListener('click', (event) => {
    const star = (event.target as Element | null)?.closest<HTMLElement>('[data-watch-star]');
    const key = parseStarKey(star?.dataset.watchStar);
    if (star && key) store.toggle(key.kind, key.id, star.dataset.name ?? '');
  });
  store.$items.subscribe((items) => {
    const watched = new Set(items.map(watchKey));
    for (const star of document.querySelectorAll<HTMLElement>('[data-watch-star]')) {
      const on = watched.has(star.dataset.watchStar ?? '');
      const label = ((on ? star.dataset.labelRemove : star.dataset.labelAdd) ?? '').replace(
        '{name}',
        star.dataset.name ?? '',
      );
      if (star.title === label) continue;
      star.setAttribute('aria-pressed', String(on));
      star.setAttribute('aria-label', label);
      star.title = label;
    }
  });
}
