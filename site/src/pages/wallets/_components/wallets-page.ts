import { targetsDiscontinued } from '../../../components/ListingStatus/discontinued-filter.ts';
import { isListed, showsDiscontinued, withDiscontinued } from '../../../lib/listing-status.ts';
import { parsePlatforms, serializePlatforms, walletMatchesPlatforms, type Platform } from '../../../lib/wallets.ts';

const flagsOf = (card: HTMLElement) => {
  const p = (card.dataset.platforms ?? '').split(' ');
  return {
    isMobile: p.includes('mobile'),
    isDesktop: p.includes('desktop'),
    isWeb: p.includes('web'),
    isHardware: p.includes('hardware'),
  };
};

/**
 * The wallets page filters: platform checkboxes ↔ `?platform=…` (repeated) and the discontinued box ↔
 * `?discontinued=show` (discontinued wallets are out of the default list); cards hidden with `hidden`. The count says
 * how many of the listed wallets match the platforms.
 */
export function initWalletsPage(): void {
  const root = document.querySelector<HTMLElement>('[data-wallets-page]');
  if (!root) return;
  const cards = [...root.querySelectorAll<HTMLElement>('[data-wallet]')];
  const flags = cards.map(flagsOf);
  const boxes = [...root.querySelectorAll<HTMLInputElement>('input[name="platform"]')];
  const discontinuedBox = root.querySelector<HTMLInputElement>('[data-discontinued-toggle]');
  const empty = root.querySelector<HTMLElement>('[data-empty]')!;
  const count = root.querySelector<HTMLElement>('[data-count]')!;

  const render = (selected: Platform[], showDiscontinued: boolean) => {
    let shown = 0;
    let listed = 0;
    cards.forEach((card, i) => {
      const inList = isListed(card.dataset.status, showDiscontinued);
      const match = inList && walletMatchesPlatforms(flags[i]!, selected);
      card.hidden = !match;
      if (inList) listed++;
      if (match) shown++;
    });
    for (const box of boxes) box.checked = selected.includes(box.value as Platform);
    if (discontinuedBox) discontinuedBox.checked = showDiscontinued;
    empty.hidden = shown > 0;
    count.textContent = (count.dataset.template ?? '')
      .replace('{shown}', String(shown))
      .replace('{total}', String(listed));
  };

  const selectedFromBoxes = () =>
    parsePlatforms(new URLSearchParams(boxes.filter((b) => b.checked).map((b) => ['platform', b.value])));
  const showFromBox = () => discontinuedBox?.checked ?? false;

  root.addEventListener('change', (event) => {
    const name = (event.target as HTMLInputElement).name;
    if (name !== 'platform' && name !== 'discontinued') return;
    const selected = selectedFromBoxes();
    const query = withDiscontinued(serializePlatforms(selected), showFromBox());
    history.pushState(null, '', `${location.pathname}${query}${location.hash}`);
    render(selected, showFromBox());
  });
  root.addEventListener('click', (event) => {
    if (!(event.target as Element).closest('[data-reset]')) return;
    history.pushState(null, '', `${location.pathname}${withDiscontinued('', showFromBox())}`);
    render([], showFromBox());
    boxes[0]?.focus();
  });
  window.addEventListener('popstate', () =>
    render(parsePlatforms(location.search), showsDiscontinued(location.search)),
  );
  render(parsePlatforms(location.search), showsDiscontinued(location.search) || targetsDiscontinued(cards));
}
