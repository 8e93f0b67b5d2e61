import { filterDapps, type DappFilterEntry } from '../../lib/dapp-filter.ts';
import {
  DEFAULT_LIST_STATE,
  parseListState,
  serializeListState,
  type DappListState,
} from '../../lib/dapp-list-state.ts';
import { pageSlice } from '../../lib/paging.ts';
import { ariaSort, compareSortValues, nextSort, ranksWithin, type TableSort } from '../../lib/table-sort.ts';
import { CHAIN_SORT_SUFFIX, chainScopeOf, type ChainScope } from '../../lib/dapp-activity.ts';
import type { Suggestion } from '../../lib/suggestions.ts';
import { watchKey } from '../../lib/watchlist.ts';
import { watchlist } from '../../lib/watchlist-store.ts';
import { PERIOD_FIGURES, PERIOD_KEYS } from '../../lib/activity-periods.ts';
import type { ActivityPeriod } from '../../../../content-schema/live-snapshot.ts';
import { initSearchCombobox } from './combobox.ts';
import { renderPager } from './pager.ts';

const setHidden = (el: HTMLElement, hidden: boolean) => {
  if (el.hidden !== hidden) el.hidden = hidden;
};

/** The list's elements, as the prebuilt HTML holds them. */
interface ListElements {
  root: HTMLElement;
  form: HTMLFormElement;
  cards: HTMLElement[];
  rows: HTMLElement[];
  contractRows: HTMLElement[];
  /** The entry (card index) each contract row belongs to. */
  contractOwner: number[];
  panels: HTMLElement[];
  viewButtons: HTMLButtonElement[];
  /** The Detailed view's sortable column headers (SortHeader.astro). */
  sortHeaders: HTMLElement[];
  /** The Detailed view's period: the element whose `data-activity-period` shows one period, and its radios. */
  activity: HTMLElement | null;
  periodRadios: HTMLInputElement[];
  count: HTMLElement;
  empty: HTMLElement;
  pager: HTMLElement;
  search: HTMLInputElement;
  fields: (HTMLInputElement | HTMLSelectElement)[];
  /** The collapsible filter panel (a disclosure: its toggle button and the panel) and the active-filter count. */
  filtersToggle: HTMLButtonElement | null;
  filters: HTMLElement | null;
  filterCount: HTMLElement | null;
  /** The "Watched only" checkbox, and each entry's watchlist key (its card's star, WatchStar.astro). */
  watched: HTMLInputElement | null;
  watchKeys: string[];
}

/** Find the list's elements under `root`. */
function listElements(root: HTMLElement, form: HTMLFormElement): ListElements {
  const contractRows = [...root.querySelectorAll<HTMLElement>('[data-contract]')];
  return {
    root,
    form,
    cards: [...root.querySelectorAll<HTMLElement>('[data-view-panel="cards"] [data-item]')],
    rows: [...root.querySelectorAll<HTMLElement>('[data-view-panel="table"] [data-item]')],
    contractRows,
    contractOwner: contractRows.map((row) => Number(row.dataset.i)),
    panels: [...root.querySelectorAll<HTMLElement>('[data-view-panel]')],
    viewButtons: [...root.querySelectorAll<HTMLButtonElement>('[data-view]')],
    sortHeaders: [...root.querySelectorAll<HTMLElement>('th[data-sort-key]')],
    activity: root.querySelector<HTMLElement>('[data-activity-period]'),
    periodRadios: [...root.querySelectorAll<HTMLInputElement>('[data-period-switch] input[name="period"]')],
    count: root.querySelector<HTMLElement>('[data-count]')!,
    empty: root.querySelector<HTMLElement>('[data-empty]')!,
    pager: root.querySelector<HTMLElement>('[data-pager]')!,
    search: form.elements.namedItem('q') as HTMLInputElement,
    fields: ['category', 'chain', 'health', 'minTx', 'maxTx']
      .map((name) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null)
      .filter((field): field is HTMLInputElement | HTMLSelectElement => field !== null),
    filtersToggle: form.querySelector<HTMLButtonElement>('[data-filters-toggle]'),
    filters: form.querySelector<HTMLElement>('[data-list-filters]'),
    filterCount: form.querySelector<HTMLElement>('[data-filter-count]'),
    watched: form.elements.namedItem('watched') as HTMLInputElement | null,
    watchKeys: [...root.querySelectorAll<HTMLElement>('[data-view-panel="cards"] [data-item]')].map(
      (card) => card.querySelector<HTMLElement>('[data-watch-star]')?.dataset.watchStar ?? '',
    ),
  };
}

/** What the filter reads of each entry (the card's data attributes). */
const filterEntries = (cards: HTMLElement[]): DappFilterEntry[] =>
  cards.map((card) => ({
    text: card.dataset.search ?? '',
    categories: (card.dataset.categories ?? '').split(' '),
    chains: (card.dataset.chains ?? '').split(' '),
    tx: card.dataset.tx === undefined ? undefined : Number(card.dataset.tx),
    health: card.dataset.health,
  }));

/** Put `state` in the search box and filter fields; a filter set (e.g. from a shared URL) opens the filter panel. */
function fillFields(els: ListElements, state: DappListState): void {
  els.search.value = state.q;
  for (const radio of els.periodRadios) radio.checked = radio.value === (state.period ?? '7D');
  if (els.watched) els.watched.checked = !!state.watched;
  for (const field of els.fields) {
    const value = state[field.name as keyof DappListState];
    field.value = value === undefined ? '' : String(value);
  }
  if (countActiveFilters(els) > 0) showFilters(els, true);
}

/** Open or close the filter panel (the WAI-ARIA disclosure pattern: the toggle's aria-expanded follows). */
function showFilters({ filters, filtersToggle }: ListElements, open: boolean): void {
  if (!filters || !filtersToggle) return;
  filters.hidden = !open;
  filtersToggle.setAttribute('aria-expanded', String(open));
}

/** Count the filter fields that are set and say so on the panel's toggle ("2 active"). */
function countActiveFilters({ fields, filterCount }: ListElements): number {
  const active = fields.filter((field) => field.value !== '').length;
  if (filterCount) {
    filterCount.textContent = active
      ? `(${(filterCount.dataset.template ?? '{count}').replace('{count}', String(active))})`
      : '';
    filterCount.hidden = active === 0;
  }
  return active;
}

/**
 * Show the figures of `period` on the chain `scope` (PeriodCells.astro) and make them the rows' sort values: each
 * figure's `data-sort-<figure>-<d1|d7|d30>[-<n3|x|other>]` (dapp-activity.ts CHAIN_SORT_SUFFIX) becomes its
 * `data-sort-<figure>`.
 */
function applyPeriod(els: ListElements, period: ActivityPeriod, scope: ChainScope): void {
  const key = PERIOD_KEYS[period];
  if (!els.activity) return;
  if (els.activity.dataset.activityPeriod === key && els.activity.dataset.activityChain === scope) return;
  els.activity.dataset.activityPeriod = key;
  els.activity.dataset.activityChain = scope;
  const suffix = CHAIN_SORT_SUFFIX[scope];
  const source = (figure: string) =>
    sortAttribute(figure) + key.toUpperCase() + (suffix ? suffix.charAt(0).toUpperCase() + suffix.slice(1) : '');
  for (const row of els.rows)
    for (const figure of PERIOD_FIGURES) row.dataset[sortAttribute(figure)] = row.dataset[source(figure)] ?? '';
}

/** The sort last applied to each list's DOM and the order it gave. */
const sorted = new WeakMap<ListElements, { key: string; order: number[] }>();

const sortAttribute = (key: string) => `sort${key.charAt(0).toUpperCase()}${key.slice(1)}`;

/**
 * Order the cards and the Detailed view's rows by `sort` (the curated order when undefined; unmeasured figures
 * last) and set aria-sort on the headers. Returns the entries' indices in that order.
 */
function applySort(els: ListElements, sort: TableSort | undefined): number[] {
  // A keystroke in the search re-renders: the DOM is reordered only when the sort itself changed.
  const activity = els.activity?.dataset;
  const key = sort ? `${sort.key}:${sort.descending}:${activity?.activityPeriod ?? ''}:${activity?.activityChain}` : '';
  const applied = sorted.get(els);
  if (applied?.key === key) return applied.order;
  const values = sortValues(els, sort);
  const order = els.rows
    .map((_, i) => i)
    .sort((i, j) => (sort ? compareSortValues(values[i]!, values[j]!, sort.descending) : 0) || i - j);
  for (const [list, parent] of [
    [els.rows, els.rows[0]?.parentElement],
    [els.cards, els.cards[0]?.parentElement],
  ] as const) {
    parent?.append(...order.map((i) => list[i]!));
  }
  for (const th of els.sortHeaders) {
    th.setAttribute('aria-sort', ariaSort(th.dataset.sortKey, sort));
  }
  sorted.set(els, { key, order });
  return order;
}

const sortValues = (els: ListElements, sort: TableSort | undefined) =>
  els.rows.map((row) => (sort ? (row.dataset[sortAttribute(sort.key)] ?? '') : ''));

/**
 * Write each row's rank in a figure sort (none for a name sort): its position among the rows the filter keeps
 * (`shown`, in sort order) that have the figure, ties sharing a rank; '—' for an unmeasured one.
 */
function applyRanks(els: ListElements, sort: TableSort | undefined, shown: number[]): void {
  const figureSort =
    sort && els.sortHeaders.some((th) => th.dataset.sortKey === sort.key && th.dataset.sortText === undefined);
  const ranks = figureSort ? ranksWithin(sortValues(els, sort), shown, sort.descending) : [];
  els.rows.forEach((row, i) => {
    const cell = row.querySelector<HTMLElement>('[data-rank]');
    if (cell) cell.textContent = figureSort ? (ranks[i] === undefined ? '—' : String(ranks[i])) : '';
  });
}

/** Show the entries of `state`'s view, filter, sort and page (clamping `state.page` to the last page). */
function renderList(els: ListElements, entries: DappFilterEntry[], state: DappListState): void {
  const { cards, rows, contractRows, contractOwner, panels, viewButtons, empty, count } = els;
  const watched = state.watched ? new Set(watchlist().$items.get().map(watchKey)) : undefined;
  const filtered = new Set(filterDapps(entries, state).filter((i) => !watched || watched.has(els.watchKeys[i]!)));
  applyPeriod(els, state.period ?? '7D', chainScopeOf(state.chain));
  const matches = applySort(els, state.sort).filter((i) => filtered.has(i));
  applyRanks(els, state.sort, matches);
  const shown = new Set(matches);
  const onContracts = state.view === 'contracts';
  const ownRows = onContracts ? contractRows.map((_, r) => r).filter((r) => shown.has(contractOwner[r]!)) : matches;
  const slice = pageSlice(ownRows.length, state.page);
  state.page = slice.page;
  const onPage = new Set(ownRows.slice(slice.start, slice.end));

  cards.forEach((card, i) => setHidden(card, onContracts || !onPage.has(i)));
  rows.forEach((row, i) => setHidden(row, onContracts || !onPage.has(i)));
  contractRows.forEach((row, r) => setHidden(row, !onContracts || !onPage.has(r)));
  for (const panel of panels) setHidden(panel, panel.dataset.viewPanel !== state.view || ownRows.length === 0);
  for (const button of viewButtons) button.setAttribute('aria-pressed', String(button.dataset.view === state.view));
  setHidden(empty, ownRows.length > 0);

  count.textContent = (count.dataset.countTemplate ?? '')
    .replace('{from}', String(ownRows.length ? slice.start + 1 : 0))
    .replace('{to}', String(slice.end))
    .replace('{total}', String(ownRows.length));
  renderPager(els.pager, slice.page, slice.pageCount);
}

/** The state the form's fields say, in `view`. */
function formState(form: HTMLFormElement, view: DappListState['view']): DappListState {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value);
  return { ...parseListState(params), view };
}

/** Keep `state` in the URL query: a new history entry (`push`) or the current one replaced. */
function writeUrl(state: DappListState, mode: 'push' | 'replace'): void {
  const url = `${location.pathname}${serializeListState(state)}${location.hash}`;
  if (url === `${location.pathname}${location.search}${location.hash}`) return;
  history[mode === 'push' ? 'pushState' : 'replaceState'](null, '', url);
}

/**
 * Wires the prebuilt apps/dApps list: reads every entry from the HTML, then filters, pages and switches views
 * in place (the `hidden` attribute), keeping the state in the URL query (pushState; popstate restores it).
 */
export function initDappList(): void {
  const root = document.querySelector<HTMLElement>('[data-dapp-list]');
  const form = root?.querySelector<HTMLFormElement>('[data-list-form]');
  if (!root || !form) return;
  const els = listElements(root, form);
  const entries = filterEntries(els.cards);
  let state = parseListState(location.search);

  const render = () => {
    renderList(els, entries, state);
    countActiveFilters(els);
  };
  const fillForm = () => {
    fillFields(els, state);
    combobox.close();
  };
  const commit = (next: DappListState, mode: 'push' | 'replace') => {
    state = next;
    render();
    writeUrl(state, mode);
  };
  const fromForm = (): DappListState => ({ ...formState(form, state.view), sort: state.sort, period: state.period });

  // The search suggestions (ListToolbar's JSON): taking one searches for its title, as a new history entry.
  const suggestions = JSON.parse(form.querySelector('[data-suggestions]')?.textContent ?? '[]') as Suggestion[];
  const listbox = form.querySelector<HTMLElement>('[role="listbox"]')!;
  const combobox = initSearchCombobox(els.search, listbox, suggestions, () =>
    commit({ ...fromForm(), page: 1 }, 'push'),
  );

  // Typing replaces the history entry; choosing a filter, a view or a page adds one.
  form.addEventListener('input', (event) => {
    const target = event.target as HTMLElement;
    const choice = target.tagName === 'SELECT' || (target as HTMLInputElement).type === 'checkbox';
    commit({ ...fromForm(), page: 1 }, choice ? 'push' : 'replace');
  });
  form.addEventListener('submit', (event) => event.preventDefault());
  els.filtersToggle?.addEventListener('click', () => showFilters(els, els.filters?.hidden ?? false));
  // The Detailed view's period (a radio group outside the filter form) adds a history entry.
  for (const radio of els.periodRadios)
    radio.addEventListener('change', () => {
      if (radio.checked) commit({ ...state, period: radio.value as ActivityPeriod, page: 1 }, 'push');
    });
  root.addEventListener('click', (event) => {
    const sortButton = (event.target as Element).closest('th[data-sort-key] button');
    if (sortButton) {
      const th = sortButton.closest<HTMLElement>('th')!;
      const sort = nextSort(state.sort, th.dataset.sortKey!, th.dataset.sortText !== undefined);
      commit({ ...state, sort, page: 1 }, 'push');
      return;
    }
    const target = (event.target as Element).closest<HTMLElement>('[data-view],[data-page],[data-reset]');
    if (!target) return;
    if (target.dataset.view) commit({ ...state, view: target.dataset.view as DappListState['view'], page: 1 }, 'push');
    else if (target.dataset.page) {
      commit({ ...state, page: Number(target.dataset.page) }, 'push');
      els.count.scrollIntoView({ block: 'nearest' });
      els.count.focus({ preventScroll: true });
    } else {
      commit({ ...DEFAULT_LIST_STATE, view: state.view }, 'push');
      fillForm();
      els.search.focus();
    }
  });
  window.addEventListener('popstate', () => {
    state = parseListState(location.search);
    fillForm();
    render();
  });

  // Watching only the starred ones, a star pressed or released (here or in another tab) changes the list.
  watchlist().$items.listen(() => state.watched && render());

  fillForm();
  render();
  root.querySelector('[data-prepage]')?.removeAttribute('data-prepage');
}
