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

/** The wallets page platform filter: checkboxes ↔ `?platform=…` (repeated), cards hidden with `hidden`. */
export function initWalletsPage(): void {
  const root = document.querySelector<HTMLElement>('[data-wallets-page]');
  if (!root) return;
  const cards = [...root.querySelectorAll<HTMLElement>('[data-wallet]')];
  const flags = cards.map(flagsOf);
  const boxes = [...root.querySelectorAll<HTMLInputElement>('input[name="platform"]')];
  const empty = root.querySelector<HTMLElement>('[data-empty]')!;
  const count = root.querySelector<HTMLElement>('[data-count]')!;

  const render = (selected: Platform[]) => {
    let shown = 0;
    cards.forEach((card, i) => {
      const match = walletMatchesPlatforms(flags[i]!, selected);
      card.hidden = !match;
      if (match) shown++;
    });
    for (const box of boxes) box.checked = selected.includes(box.value as Platform);
    empty.hidden = shown > 0;
    count.textContent = (count.dataset.template ?? '')
      .replace('{shown}', String(shown))
      .replace('{total}', String(cards.length));
  };

  const selectedFromBoxes = () =>
    parsePlatforms(new URLSearchParams(boxes.filter((b) => b.checked).map((b) => ['platform', b.value])));

  root.addEventListener('change', (event) => {
    if ((event.target as HTMLInputElement).name !== 'platform') return;
    const selected = selectedFromBoxes();
    history.pushState(null, '', `${location.pathname}${serializePlatforms(selected)}${location.hash}`);
    render(selected);
  });
  root.addEventListener('click', (event) => {
    if (!(event.target as Element).closest('[data-reset]')) return;
    history.pushState(null, '', location.pathname);
    render([]);
    boxes[0]?.focus();
  });
  window.addEventListener('popstate', () => render(parsePlatforms(location.search)));
  render(parsePlatforms(location.search));
}
