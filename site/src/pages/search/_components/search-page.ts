import { formatNumber, pageLocale } from '../../../lib/format.ts';
import { loadChunk } from '../../../lib/load-chunk.ts';
import { comboParts } from '../../../lib/listbox-popup.ts';

/**
 * The /search page: reads `q` from the URL, searches the build's index (the header search's chunk, loaded here on
 * demand) and lists every match grouped by kind as links, with a count ("3 results", in the page's language); a
 * pasted address, script hash, transaction hash or block number gets its own lines first (search-panel.ts
 * `searchSections`). An empty `q` asks for a query; an index that cannot load says so.
 */
export function initSearchPage(): void {
  const root = document.querySelector<HTMLElement>('[data-search-page]');
  if (!root) return;
  const input = root.querySelector<HTMLInputElement>('input[name="q"]')!;
  const count = root.querySelector<HTMLElement>('[data-search-count]')!;
  const results = root.querySelector<HTMLElement>('[data-search-results]')!;
  const strings = JSON.parse(root.dataset.strings ?? '{}') as Record<string, unknown> & {
    page?: Record<string, string>;
  };
  const q = (new URLSearchParams(location.search).get('q') ?? '').trim();
  input.value = q;
  if (!q) {
    count.textContent = strings.page?.empty ?? '';
    return;
  }
  void (async () => {
    try {
      const panel = await loadChunk('search', () => import('../../../components/SiteHeader/search-panel.ts'));
      const { createSiteSearch } = await import('../../../lib/site-search.ts');
      const index = await panel.loadSearchIndex();
      const locale = pageLocale();
      const sections = panel.searchSections(q, index, createSiteSearch(index.records), strings, locale, Infinity);
      const total = sections.reduce((n, s) => n + s.items.length, 0);
      const plural = new Intl.PluralRules(locale).select(total) === 'one' ? 'resultCount_one' : 'resultCount_other';
      count.textContent = total
        ? panel.fill(strings, plural, { count: formatNumber(total, locale) })
        : panel.fill(strings, 'noResults', { query: q });
      results.replaceChildren(
        ...sections.map((section, n) => {
          const el = document.createElement('section');
          const heading = Object.assign(document.createElement('h2'), {
            id: `results-${n}`,
            textContent: section.label,
          });
          el.setAttribute('aria-labelledby', heading.id);
          const list = document.createElement('ul');
          list.append(
            ...section.items.map((item) => {
              const li = document.createElement('li');
              const a = Object.assign(document.createElement('a'), { href: item.href });
              if (!item.href.startsWith('/')) a.rel = 'noopener';
              a.append(...comboParts(item));
              li.append(a);
              return li;
            }),
          );
          el.append(heading, list);
          return el;
        }),
      );
    } catch {
      count.textContent = typeof strings.loadError === 'string' ? strings.loadError : '';
    }
  })();
}
