import { pageLocale } from '../../lib/format.ts';
import { localePath, type Locale } from '../../lib/locale-routes.ts';
import { comboOption, listboxPopup } from '../../lib/listbox-popup.ts';
import { createSiteSearch, explorerUrl, recognize, type SearchIndex, type SiteSearch } from '../../lib/site-search.ts';

/*
 * The header search itself, loaded on first use (header-search.ts): the index, the matching and the combobox. The
 * /search page renders its full results with `searchSections` too.
 */

/** One line of the results: what it shows and where it leads. */
export interface SearchItem {
  title: string;
  /** The smaller line: a symbol, a contract's dApp, "discontinued", "deprecated", the pasted value. */
  detail?: string | undefined;
  logo?: string | undefined;
  href: string;
}
/** The results of one kind (or the pasted value's own lines), with its heading. */
export interface SearchSection {
  label: string;
  items: SearchItem[];
}

/** The strings of the `search` subtree of the page's locale file (i18n/*.json). */
export type SearchStrings = Record<string, unknown> & { kinds?: Record<string, string> };

/** `{{name}}` placeholders of a string of `strings` filled from `vars`. */
export function fill(strings: SearchStrings, key: string, vars: Record<string, string | number> = {}): string {
  const text = typeof strings[key] === 'string' ? (strings[key] as string) : key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

let indexRequest: Promise<SearchIndex> | undefined;
/** The build's index (`/search-index.json`), fetched once per page. Rejects when it cannot be loaded. */
export function loadSearchIndex(): Promise<SearchIndex> {
  return (indexRequest ??= fetch('/search-index.json').then((r) => {
    if (!r.ok) throw new Error(`/search-index.json answered ${r.status}`);
    return r.json() as Promise<SearchIndex>;
  })).catch((error: unknown) => {
    indexRequest = undefined;
    throw error;
  });
}

/** Where the watch-only view of an address is: `/my-wallet?address=…` in the page's language. */
export const watchPath = (locale: Locale, address: string) =>
  `${localePath(locale, '/my-wallet')}?address=${encodeURIComponent(address)}`;

/**
 * The sections for `query`: first what a pasted value is (an N3 or Neo X address → its watch-only view; a
 * transaction hash or block number → the explorers of N3 and Neo X that show it), then the catalogue's matches by
 * kind in `SEARCH_KINDS` order (at most `perKind` each). Site paths are in `locale`.
 */
export function searchSections(
  query: string,
  index: SearchIndex,
  search: SiteSearch,
  strings: SearchStrings,
  locale: Locale,
  perKind = 5,
): SearchSection[] {
  const sections: SearchSection[] = [];
  const what = recognize(query);
  const pasted: SearchItem[] = [];
  if (what.kind === 'n3Address')
    pasted.push({ title: fill(strings, 'watchN3'), detail: what.value, href: watchPath(locale, what.value) });
  if (what.kind === 'hash160')
    pasted.push({ title: fill(strings, 'watchNeoX'), detail: what.value, href: watchPath(locale, what.value) });
  if (what.kind === 'txHash' || what.kind === 'block')
    for (const explorer of index.explorers) {
      const url = explorerUrl(explorer, what);
      const title = !url
        ? fill(strings, 'searchOn', { explorer: explorer.t })
        : what.kind === 'txHash'
          ? fill(strings, 'txOn', { explorer: explorer.t })
          : fill(strings, 'blockOn', { explorer: explorer.t, index: what.value });
      pasted.push({ title, detail: url ?? explorer.u, logo: explorer.l, href: url ?? explorer.u });
    }
  const href = (u: string) => (u.startsWith('/') ? localePath(locale, u) : u);
  const groups = search.search(query, perKind);
  // A listed contract's script hash leads to its dApp before anything else.
  if (what.kind === 'hash160') {
    const listed = search.byHash(what.value);
    if (listed.length)
      sections.push({
        label: fill(strings, 'pasted'),
        items: listed.map((r) => ({ title: r.t, detail: r.s, logo: r.l, href: href(r.u) })),
      });
  }
  if (pasted.length) sections.push({ label: fill(strings, 'pasted'), items: pasted });
  for (const group of groups)
    sections.push({
      label: strings.kinds?.[group.kind] ?? group.kind,
      items: group.records.map((r) => ({
        title: r.t,
        detail:
          [r.s, r.d ? fill(strings, 'discontinued') : '', r.x ? fill(strings, 'deprecated') : '']
            .filter(Boolean)
            .join(' · ') || undefined,
        logo: r.l,
        href: href(r.u),
      })),
    });
  return sections;
}

/**
 * Makes the dialog's field a WAI-ARIA combobox (APG "combobox with listbox popup", as the lists' search): as you
 * type (2 characters or more, or a recognised pasted value), the listbox shows the matches grouped by kind
 * (`role="group"` named by its heading) with their logos, and a last option for all results on /search.
 * ArrowDown/ArrowUp move through the options (wrapping), Home/End jump, Enter follows the active option — or,
 * with none active, goes where the text leads (an address: its watch-only view; a listed script hash: its dApp;
 * anything else: /search?q=) —, Escape closes the listbox, then the dialog. Focus stays in the field
 * (aria-activedescendant). Answers once the index is loaded, with `submit` (go where the text leads, for a form
 * sent before); rejects when the index cannot be loaded.
 */
export async function initSearchPanel(
  dialog: HTMLDialogElement,
  input: HTMLInputElement,
  strings: SearchStrings,
): Promise<{ submit(): void }> {
  const listbox = dialog.querySelector<HTMLElement>('[role="listbox"]')!;
  const status = dialog.querySelector<HTMLElement>('[data-search-status]')!;
  const locale = pageLocale();
  const popup = listboxPopup(input, listbox);
  const { optionId } = popup;
  status.textContent = fill(strings, 'loading');
  const index = await loadSearchIndex();
  status.textContent = '';
  const search = createSiteSearch(index.records);

  let hrefs: string[] = [];
  const searchPage = (q: string) => `${localePath(locale, '/search')}?q=${encodeURIComponent(q)}`;
  const close = () => {
    hrefs = [];
    popup.hide();
  };
  const option = (item: SearchItem) => {
    const li = comboOption(optionId(hrefs.length), item);
    hrefs.push(item.href);
    return li;
  };

  const render = () => {
    const q = input.value.trim();
    const what = recognize(q);
    if (q.length < 2 && what.kind === 'text') {
      status.textContent = '';
      return close();
    }
    const sections = searchSections(q, index, search, strings, locale);
    hrefs = [];
    const nodes: HTMLElement[] = sections.map((section, n) => {
      const group = document.createElement('li');
      group.setAttribute('role', 'group');
      const label = Object.assign(document.createElement('div'), {
        id: `${listbox.id}-g${n}`,
        className: 'search-group-label',
        textContent: section.label,
      });
      label.setAttribute('role', 'presentation');
      group.setAttribute('aria-labelledby', label.id);
      const list = document.createElement('ul');
      list.setAttribute('role', 'presentation');
      list.append(...section.items.map(option));
      group.append(label, list);
      return group;
    });
    const count = sections.reduce((n, s) => n + s.items.length, 0);
    if (what.kind === 'text')
      nodes.push(option({ title: fill(strings, 'allResults', { query: q }), href: searchPage(q) }));
    listbox.replaceChildren(...nodes);
    popup.show();
    status.textContent = count ? '' : fill(strings, 'noResults', { query: q });
    if (what.kind === 'n3Address') void checkAddress(what.value);
  };

  // The checksum needs the chain library: loaded only when an N3 address is pasted (the /my-wallet chunk).
  const checkAddress = async (address: string) => {
    const { validateAddress } = await import('../../wallets/address.ts');
    const chain = await validateAddress(address).catch(() => undefined);
    if (!chain && input.value.trim() === address) status.textContent = fill(strings, 'invalidN3');
  };

  /** Where Enter leads with no option active. */
  const target = (): string => {
    const q = input.value.trim();
    const what = recognize(q);
    if (what.kind === 'n3Address') return watchPath(locale, what.value);
    if (what.kind === 'hash160') {
      const listed = search.byHash(what.value)[0];
      if (listed) return listed.u.startsWith('/') ? localePath(locale, listed.u) : listed.u;
      return watchPath(locale, what.value);
    }
    return searchPage(q);
  };
  const go = (href: string | undefined) => {
    if (href) location.assign(href);
  };

  input.addEventListener('input', render);
  input.addEventListener('keydown', (event) => {
    const open = !listbox.hidden && hrefs.length > 0;
    if (popup.navigate(event, () => hrefs.length, open, render)) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      if (!input.value.trim()) return;
      go(open && popup.active >= 0 ? hrefs[popup.active] : target());
    } else if (event.key === 'Escape' && !listbox.hidden) {
      // Escape closes the listbox first (the text stays); a second Escape closes the dialog.
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  });
  popup.onOptionClick((li) => go(hrefs[Number(li.id.slice(listbox.id.length + 1))]));
  dialog.addEventListener('close', close);
  // Text typed while the index loaded is searched now.
  if (input.value.trim()) render();
  return {
    submit: () => {
      if (input.value.trim()) go(target());
    },
  };
}
