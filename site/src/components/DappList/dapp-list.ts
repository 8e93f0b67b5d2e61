import { filterDapps, type DappFilterEntry } from '../../lib/dapp-filter.ts';
import { DEFAULT_LIST_STATE, parseListState, serializeListState, type DappListState } from '../../lib/dapp-list-state.ts';
import { pageSlice } from '../../lib/paging.ts';
import type { Suggestion } from '../../lib/suggestions.ts';
import { initSearchCombobox } from './combobox.ts';
import { renderPager } from './pager.ts';

const setHidden = (el: HTMLElement, hidden: boolean) => {
  if (el.hidden !== hidden) el.hidden = hidden;
};

/**
 * Wires the prebuilt apps/dApps list: reads every entry from the HTML, then filters, pages and switches views
 * in place (the `hidden` attribute), keeping the state in the URL query (pushState; popstate restores it).
 */
export function initDappList(): void {
  const root = document.querySelector<HTMLElement>('[data-dapp-list]');
  const form = root?.querySelector<HTMLFormElement>('[data-list-form]');
  if (!root || !form) return;

  const cards = [...root.querySelectorAll<HTMLElement>('[data-view-panel="cards"] [data-item]')];
  const rows = [...root.querySelectorAll<HTMLElement>('[data-view-panel="table"] [data-item]')];
  const contractRows = [...root.querySelectorAll<HTMLElement>('[data-contract]')];
  const contractOwner = contractRows.map((row) => Number(row.dataset.i));
  const panels = [...root.querySelectorAll<HTMLElement>('[data-view-panel]')];
  const viewButtons = [...root.querySelectorAll<HTMLButtonElement>('[data-view]')];
  const count = root.querySelector<HTMLElement>('[data-count]')!;
  const empty = root.querySelector<HTMLElement>('[data-empty]')!;
  const pager = root.querySelector<HTMLElement>('[data-pager]')!;
  const search = form.elements.namedItem('q') as HTMLInputElement;
  const fields = ['category', 'chain', 'health', 'minTx', 'maxTx'].map((name) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement);

  const entries: DappFilterEntry[] = cards.map((card) => ({
    text: card.dataset.search ?? '',
    categories: (card.dataset.categories ?? '').split(' '),
    chains: (card.dataset.chains ?? '').split(' '),
    tx: card.dataset.tx === undefined ? undefined : Number(card.dataset.tx),
    health: card.dataset.health,
  }));

  let state = parseListState(location.search);

  const fillForm = () => {
    search.value = state.q;
    for (const field of fields) {
      const value = state[field.name as keyof DappListState];
      field.value = value === undefined ? '' : String(value);
    }
    combobox.close();
  };

  const render = () => {
    const matches = filterDapps(entries, state);
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
    renderPager(pager, slice.page, slice.pageCount);
  };

  const commit = (next: DappListState, mode: 'push' | 'replace') => {
    state = next;
    render();
    const url = `${location.pathname}${serializeListState(state)}${location.hash}`;
    if (url !== `${location.pathname}${location.search}${location.hash}`) history[mode === 'push' ? 'pushState' : 'replaceState'](null, '', url);
  };

  const fromForm = (): DappListState => {
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value);
    return { ...parseListState(params), view: state.view };
  };

  // The search suggestions (ListToolbar's JSON): taking one searches for its title, as a new history entry.
  const suggestions = JSON.parse(form.querySelector('[data-suggestions]')?.textContent ?? '[]') as Suggestion[];
  const listbox = form.querySelector<HTMLElement>('[role="listbox"]')!;
  const combobox = initSearchCombobox(search, listbox, suggestions, () => commit({ ...fromForm(), page: 1 }, 'push'));

  // Typing replaces the history entry; choosing a filter, a view or a page adds one.
  form.addEventListener('input', (event) => {
    const target = event.target as HTMLElement;
    commit({ ...fromForm(), page: 1 }, target.tagName === 'SELECT' ? 'push' : 'replace');
  });
  form.addEventListener('submit', (event) => event.preventDefault());
  root.addEventListener('click', (event) => {
    const target = (event.target as Element).closest<HTMLElement>('[data-view],[data-page],[data-reset]');
    if (!target) return;
    if (target.dataset.view) commit({ ...state, view: target.dataset.view as DappListState['view'], page: 1 }, 'push');
    else if (target.dataset.page) {
      commit({ ...state, page: Number(target.dataset.page) }, 'push');
      count.scrollIntoView({ block: 'nearest' });
      count.focus({ preventScroll: true });
    } else {
      commit({ ...DEFAULT_LIST_STATE, view: state.view }, 'push');
      fillForm();
      search.focus();
    }
  });
  window.addEventListener('popstate', () => {
    state = parseListState(location.search);
    fillForm();
    render();
  });

  fillForm();
  render();
  root.querySelector('[data-prepage]')?.removeAttribute('data-prepage');
}
