/**
 * The listbox popup of an ARIA 1.2 combobox (WAI-ARIA APG "combobox with listbox popup"), as the lists' search
 * (DappList/combobox.ts) and the header search (SiteHeader/search-panel.ts) both use it: `input` gets the combobox
 * role and state (`aria-autocomplete="list"`, `aria-expanded`, `aria-controls` = `listbox.id`); the active option is
 * marked `aria-selected`, named by the input's `aria-activedescendant` (focus stays in the input) and scrolled into
 * view; `hide` empties and closes the popup. Option `i` has the id `optionId(i)`.
 */
export interface ListboxPopup {
  /** The active option's index, -1 for none. */
  readonly active: number;
  optionId(i: number): string;
  /** Make option `i` the active one (-1: none). */
  setActive(i: number): void;
  /** Show the popup after its options were put in; no option active. */
  show(): void;
  /** Close and empty the popup. */
  hide(): void;
}

export function listboxPopup(input: HTMLInputElement, listbox: HTMLElement): ListboxPopup {
  let active = -1;
  const optionId = (i: number) => `${listbox.id}-${i}`;
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-controls', listbox.id);
  const setActive = (i: number) => {
    active = i;
    listbox
      .querySelectorAll<HTMLElement>('[role="option"]')
      .forEach((el, n) => el.setAttribute('aria-selected', String(n === i)));
    if (i < 0) input.removeAttribute('aria-activedescendant');
    else {
      input.setAttribute('aria-activedescendant', optionId(i));
      document.getElementById(optionId(i))?.scrollIntoView({ block: 'nearest' });
    }
  };
  return {
    get active() {
      return active;
    },
    optionId,
    setActive,
    show() {
      listbox.hidden = false;
      input.setAttribute('aria-expanded', 'true');
      setActive(-1);
    },
    hide() {
      setActive(-1);
      listbox.hidden = true;
      listbox.replaceChildren();
      input.setAttribute('aria-expanded', 'false');
    },
  };
}
