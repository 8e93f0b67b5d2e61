import {
  IGNORED_CONTRACTS_KEY,
  isContractShown,
  parseIgnored,
  parseIgnoredMode,
  serializeIgnored,
  toggleIgnored,
  type IgnoredMode,
} from '../../../lib/ignored-contracts.ts';

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
 * The contracts page: ignore/restore buttons (kept in localStorage under `ignoredContracts`) and the
 * show all / hide ignored / only ignored filter (kept in the URL as `?ignored=hide|only`).
 */
export function initContractsPage(): void {
  const root = document.querySelector<HTMLElement>('[data-contracts-page]');
  if (!root) return;
  const rows = [...root.querySelectorAll<HTMLTableRowElement>('tr[data-contract]')];
  const radios = [...root.querySelectorAll<HTMLInputElement>('input[name="ignored"]')];
  const empty = root.querySelector<HTMLElement>('[data-empty]')!;
  const count = root.querySelector<HTMLElement>('[data-ignored-count]')!;
  const table = root.querySelector<HTMLElement>('.table-wrap')!;

  let ignored = readIgnored();
  let mode: IgnoredMode = parseIgnoredMode(new URLSearchParams(location.search).get('ignored'));

  const render = () => {
    let visible = 0;
    for (const row of rows) {
      const id = Number(row.dataset.contract);
      const isIgnored = ignored.has(id);
      const shown = isContractShown(id, ignored, mode);
      row.hidden = !shown;
      if (shown) visible++;
      row.classList.toggle('is-ignored', isIgnored);
      row.querySelector<HTMLElement>('.ignored-tag')!.hidden = !isIgnored;
      const button = row.querySelector<HTMLButtonElement>('[data-toggle-ignored]')!;
      button.textContent = (isIgnored ? button.dataset.restore : button.dataset.ignore) ?? '';
      button.setAttribute('aria-label', (isIgnored ? button.dataset.restoreLabel : button.dataset.ignoreLabel) ?? '');
    }
    for (const radio of radios) radio.checked = radio.value === mode;
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
    const radio = event.target as HTMLInputElement;
    if (radio.name !== 'ignored') return;
    mode = parseIgnoredMode(radio.value);
    history.pushState(null, '', `${location.pathname}${mode === 'all' ? '' : `?ignored=${mode}`}${location.hash}`);
    render();
  });
  window.addEventListener('popstate', () => {
    mode = parseIgnoredMode(new URLSearchParams(location.search).get('ignored'));
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
