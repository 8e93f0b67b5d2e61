import { suggest, type Suggestion } from '../../lib/suggestions.ts';
import { comboOption, listboxPopup } from '../../lib/listbox-popup.ts';
import { normalizeText } from '../../lib/text.ts';

/**
 * The list's search box as an ARIA 1.2 combobox with list autocomplete (WAI-ARIA APG "combobox with listbox
 * popup"): after more than 3 typed characters a listbox offers the matching titles with their logo (or a monogram)
 * and category. ArrowDown/ArrowUp move through the options (wrapping; ArrowDown also opens it; Home/End to the first/last
 * while one is active), Enter takes the
 * active option, Escape closes the popup, a click takes an option; focus stays in the input (aria-activedescendant).
 * Taking an option puts its title in the search and calls `choose`. Answers `close`, for when the search is set
 * from elsewhere (history, reset).
 *
 * The page serves `input` as a plain search box (`type="search"`, the search keyboard on phones); this gives it the
 * combobox role and state (`aria-expanded`, `aria-controls` = `listbox.id`, `aria-autocomplete="list"`) once its
 * popup can open. ARIA in HTML allows the combobox role on a search input; the W3C checker does not yet, and the
 * served markup passes it.
 */
export function initSearchCombobox(
  input: HTMLInputElement,
  listbox: HTMLElement,
  records: readonly Suggestion[],
  choose: () => void,
): { close(): void } {
  const entries = records.map((r) => ({ ...r, key: normalizeText(r.title) }));
  let options: Suggestion[] = [];
  const popup = listboxPopup(input, listbox);
  const { optionId } = popup;

  const close = () => {
    options = [];
    popup.hide();
  };

  const open = () => {
    options = suggest(entries, input.value);
    if (options.length === 0) return close();
    listbox.replaceChildren(
      ...options.map((option, i) =>
        comboOption(optionId(i), { title: option.title, logo: option.logo, detail: option.category }),
      ),
    );
    popup.show();
  };

  const take = (index: number) => {
    const option = options[index];
    if (!option) return;
    input.value = option.title;
    close();
    choose();
  };

  input.addEventListener('input', open);
  input.addEventListener('blur', close);
  input.addEventListener('keydown', (event) => {
    const isOpen = !listbox.hidden;
    if (popup.navigate(event, () => options.length, isOpen, open)) return;
    if (event.key === 'Enter' && isOpen && popup.active >= 0) {
      event.preventDefault();
      take(popup.active);
    } else if (event.key === 'Escape' && isOpen) {
      // Closing the popup is all Escape does while it is open (the search keeps its text).
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  });
  popup.onOptionClick((li) => take([...listbox.children].indexOf(li)));
  return { close };
}
