// @vitest-environment jsdom
/** The shared combobox listbox (lists' search, header search, /search): what a keyboard or mouse user gets. */
import { beforeEach, describe, expect, it } from 'vitest';
import { comboOption, comboParts, listboxPopup } from './listbox-popup.ts';

let input: HTMLInputElement;
let listbox: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = '<input type="search"><ul id="lb" hidden></ul>';
  input = document.querySelector('input')!;
  listbox = document.querySelector('ul')!;
  Element.prototype.scrollIntoView = () => {};
});

const key = (k: string) => new KeyboardEvent('keydown', { key: k, cancelable: true });

describe('listboxPopup', () => {
  it('gives the input the combobox role and state', () => {
    listboxPopup(input, listbox);
    expect(input.getAttribute('role')).toBe('combobox');
    expect(input.getAttribute('aria-controls')).toBe('lb');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens on ArrowDown, counts the options put in by open, wraps both ways, and jumps with Home/End', () => {
    const popup = listboxPopup(input, listbox);
    const open = () => {
      listbox.replaceChildren(...['A', 'B', 'C'].map((t, i) => comboOption(popup.optionId(i), { title: t })));
      popup.show();
    };
    const down = key('ArrowDown');
    expect(popup.navigate(down, () => listbox.children.length, false, open)).toBe(true);
    expect(down.defaultPrevented).toBe(true);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe('lb-0');
    const count = () => 3;
    popup.navigate(key('ArrowUp'), count, true, open);
    expect(popup.active).toBe(2);
    popup.navigate(key('ArrowDown'), count, true, open);
    expect(popup.active).toBe(0);
    popup.navigate(key('End'), count, true, open);
    expect(listbox.children[2]!.getAttribute('aria-selected')).toBe('true');
    popup.navigate(key('Home'), count, true, open);
    expect(popup.active).toBe(0);
    const other = key('a');
    expect(popup.navigate(other, count, true, open)).toBe(false);
    expect(other.defaultPrevented).toBe(false);
  });

  it('hands the clicked option to the caller and keeps the focus in the input', () => {
    const popup = listboxPopup(input, listbox);
    listbox.replaceChildren(comboOption('lb-0', { title: 'Flamingo', detail: 'DeFi' }));
    let taken: HTMLElement | undefined;
    popup.onOptionClick((li) => (taken = li));
    const press = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    listbox.querySelector('.combo-title')!.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    (listbox.querySelector('.combo-title') as HTMLElement).click();
    expect(taken?.id).toBe('lb-0');
  });
});

describe('comboParts', () => {
  it('shows the logo, or the monogram of a record without one, the title and the smaller line', () => {
    const [mark, title, detail] = comboParts({ title: 'neoline', detail: 'Wallet' });
    expect(mark!.textContent).toBe('N');
    expect(mark!.className).toBe('combo-mark');
    expect(title!.textContent).toBe('neoline');
    expect(detail!.className).toBe('combo-category');
    const [logo, , none] = comboParts({ title: 'O3', logo: '/logos/o3.webp' });
    expect((logo as HTMLImageElement).src).toContain('/logos/o3.webp');
    expect((logo as HTMLImageElement).alt).toBe('');
    expect(none).toBeUndefined();
  });
});
