/**
 * The listbox popup of an ARIA 1.2 combobox (WAI-ARIA APG "combobox with listbox popup"), as the lists' search
 * (DappList/combobox.ts) and the header search (SiteHeader/search-panel.ts) both use it: `input` gets the combobox
 * role and state (`aria-autocomplete="list"`, `aria-expanded`, `aria-controls` = `listbox.id`); the active option is
 * marked `aria-selected`, named by the input's `aria-activedescendant` (focus stays in the input) and scrolled into
 * view; `hide` empties and closes the popup. Option `i` has the id `optionId(i)`.
 */
import { monogram } from './suggestions.ts';

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
  /**
   * The arrow keys of an open (or openable) popup of `count()` options (read after `open`): ArrowDown moves down (wrapping; calls `open`
   * first while the popup is closed), ArrowUp up (wrapping), Home/End to the first/last while an option is active.
   * Answers whether the key was one of those (its default then prevented).
   */
  navigate(event: KeyboardEvent, count: () => number, isOpen: boolean, open: () => void): boolean;
  /** Calls `take` with the option clicked (its `<li>`); the input keeps the focus while an option is pressed. */
  onOptionClick(take: (option: HTMLElement) => void): void;
}

/** What one option shows: its logo (a monogram when none), its title, and a smaller line under it. */
export interface ComboOptionText {
  title: string;
  logo?: string | undefined;
  detail?: string | undefined;
}

/** The logo of an option (28 × 28, decorative), or its monogram when it has none: class `combo-mark`. */
export function comboMark({ title, logo }: ComboOptionText): HTMLElement {
  const mark = logo
    ? Object.assign(document.createElement('img'), { src: logo, alt: '', width: 28, height: 28, decoding: 'async' })
    : Object.assign(document.createElement('span'), { textContent: monogram(title) });
  mark.className = 'combo-mark';
  return mark;
}

/** What an option (or a result link) holds: its mark, a `combo-title` and, when there is one, a `combo-category` line. */
export function comboParts(text: ComboOptionText): HTMLElement[] {
  const span = (className: string, textContent: string) =>
    Object.assign(document.createElement('span'), { className, textContent });
  const parts = [comboMark(text), span('combo-title', text.title)];
  if (text.detail) parts.push(span('combo-category', text.detail));
  return parts;
}

/** An option `<li id>` of a listbox, holding `comboParts(text)`. */
export function comboOption(id: string, text: ComboOptionText): HTMLLIElement {
  const li = document.createElement('li');
  li.id = id;
  li.setAttribute('role', 'option');
  li.setAttribute('aria-selected', 'false');
  li.append(...comboParts(text));
  return li;
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
    navigate(event, count, isOpen, open) {
      if (event.key === 'ArrowDown') {
        if (!isOpen) open();
        if (count()) setActive((active + 1) % count());
      } else if (event.key === 'ArrowUp' && isOpen) {
        setActive(active <= 0 ? count() - 1 : active - 1);
      } else if ((event.key === 'Home' || event.key === 'End') && isOpen && active >= 0) {
        setActive(event.key === 'Home' ? 0 : count() - 1);
      } else return false;
      event.preventDefault();
      return true;
    },
    onOptionClick(take) {
      listbox.addEventListener('mousedown', (event) => event.preventDefault());
      listbox.addEventListener('click', (event) => {
        const option = (event.target as Element).closest<HTMLElement>('[role="option"]');
        if (option) take(option);
      });
    },
  };
}
