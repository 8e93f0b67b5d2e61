import {
  IGNORED_CONTRACTS_KEY,
  isContractShown,
  parseIgnored,
  parseIgnoredMode,
  serializeIgnored,
  toggleIgnored,
} from '../../../lib/ignored-contracts.ts';
import {
  contractsViewQuery,
  isChainShown,
  parseContractsView,
  type ContractsView,
} from '../../../lib/contracts-view.ts';
import { numberFormat, pageLocale } from '../../../lib/format.ts';
import { ranksWithin } from '../../../lib/table-sort.ts';

function readIgnored(): Set<number> {
  try {
    return parseIgnored(localStorage.getItem(IGNORED_CONTRACTS_KEY));
  } catch {
    return new Set(); // storage disabled: ignoring works for this visit only
  }
}

function writeIgnored(ids: ReadonlySet<number>): void {
  try {
    localStorage.setItem(IGNORED_CONTRACTS_KEY, serializeIgnored(ids));
  } catch {
    /* storage disabled or full: keep the in-memory choice */
  }
}

/**
 * The contracts page: ignore/restore buttons (kept in localStorage under `ignoredContracts`), the
 * show all / hide ignored / only ignored filter and the chain filter (kept in the URL as `?ignored=hide|only` and
 * `?chain=<tagName>`, contracts-view.ts).
 */
export function initContractsPage(): void {
  const root = document.querySelector<HTMLElement>('[data-contracts-page]');
  if (!root) return;
  const rows = [...root.querySelectorAll<HTMLTableRowElement>('tr[data-contract]')];
  const radios = [...root.querySelectorAll<HTMLInputElement>('input[name="ignored"]')];
  const empty = root.querySelector<HTMLElement>('[data-empty]')!;
  const count = root.querySelector<HTMLElement>('[data-ignored-count]')!;
  const table = root.querySelector<HTMLElement>('.table-wrap')!;
  const chainSelect = root.querySelector<HTMLSelectElement>('select[name="chain"]');
  const chains = [...(chainSelect?.options ?? [])].map((o) => o.value).filter(Boolean);

  let ignored = readIgnored();
  let view: ContractsView = parseContractsView(location.search, chains);

  const integer = numberFormat(pageLocale());
  /** With a chain chosen, each of its measured contracts' rank among that chain's contracts (7-day invocations). */
  const renderChainRanks = () => {
    const values = rows.map((row) => row.dataset.sortTx ?? '');
    const ofChain = rows.flatMap((row, i) => (view.chain && row.dataset.chain === view.chain ? [i] : []));
    const ranks = ranksWithin(values, ofChain, true);
    rows.forEach((row, i) => {
      const cell = row.querySelector<HTMLElement>('[data-chain-rank]');
      const global = cell?.parentElement?.querySelector<HTMLElement>('.live-value');
      if (!cell || !global) return;
      const rank = view.chain ? ranks[i] : undefined;
      cell.textContent = rank === undefined ? '' : integer.format(rank);
      cell.hidden = rank === undefined;
      global.hidden = rank !== undefined;
    });
  };

  const render = () => {
    renderChainRanks();
    let visible = 0;
    for (const row of rows) {
      const id = Number(row.dataset.contract);
      const isIgnored = ignored.has(id);
      const shown = isContractShown(id, ignored, view.mode) && isChainShown(row.dataset.chain, view);
      row.hidden = !shown;
      if (shown) visible++;
      row.classList.toggle('is-ignored', isIgnored);
      row.querySelector<HTMLElement>('.ignored-tag')!.hidden = !isIgnored;
      const button = row.querySelector<HTMLButtonElement>('[data-toggle-ignored]')!;
      button.textContent = (isIgnored ? button.dataset.restore : button.dataset.ignore) ?? '';
      button.setAttribute('aria-label', (isIgnored ? button.dataset.restoreLabel : button.dataset.ignoreLabel) ?? '');
    }
    for (const radio of radios) radio.checked = radio.value === view.mode;
    if (chainSelect) chainSelect.value = view.chain ?? '';
    table.hidden = visible === 0;
    empty.hidden = visible > 0;
    const n = rows.filter((row) => ignored.has(Number(row.dataset.contract))).length;
    count.textContent =
      n === 0 ? '' : ((n === 1 ? count.dataset.one : count.dataset.other) ?? '').replace('{count}', String(n));
  };

  root.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('[data-toggle-ignored]');
    if (!button) return;
    ignored = toggleIgnored(ignored, Number(button.closest<HTMLElement>('tr')!.dataset.contract));
    writeIgnored(ignored);
    render();
    // The row may have left the current filter; keep focus somewhere sensible.
    if (button.closest('tr')!.hidden) radios.find((r) => r.checked)?.focus();
  });
  root.addEventListener('change', (event) => {
    const input = event.target as HTMLInputElement | HTMLSelectElement;
    if (input.name === 'ignored') view = { ...view, mode: parseIgnoredMode(input.value) };
    else if (input.name === 'chain') view = { ...view, chain: input.value || undefined };
    else return;
    history.pushState(null, '', `${location.pathname}${contractsViewQuery(view)}${location.hash}`);
    render();
  });
  window.addEventListener('popstate', () => {
    view = parseContractsView(location.search, chains);
    render();
  });
  // Another tab changed the ignored set.
  window.addEventListener('storage', (event) => {
    if (event.key !== IGNORED_CONTRACTS_KEY) return;
    ignored = readIgnored();
    render();
  });
  render();
}
