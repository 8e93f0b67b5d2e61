/**
 * The cookie consent on every page: it applies a stored choice (optional cookies, page view, the `neo:consent`
 * event that error reporting waits for) and wires the first-visit banner and the footer's "Cookie settings". The
 * consent library (consent-ui.ts) is loaded only when the visitor answers or opens the settings.
 */
import { loadChunk } from '../../lib/load-chunk.ts';
import { announceConsent, currentConsent } from './consent-state.ts';
import { applyConsent, countPageView } from './cookies.ts';
import type { ConsentText } from './consent-ui.ts';

function text(): ConsentText {
  return JSON.parse(document.getElementById('cookie-consent-text')?.textContent ?? '{}') as ConsentText;
}
const ui = () => loadChunk('cookie settings', () => import('./consent-ui.ts'));

/** Apply the stored choice; wire the banner's buttons and every "Cookie settings" button. */
export function initConsent(): void {
  const stored = currentConsent();
  if (stored) {
    applyConsent(stored);
    announceConsent(stored);
    if (stored.includes('analytics')) countPageView();
  }
  const banner = document.getElementById('cookie-banner');
  banner
    ?.querySelector('[data-consent-all]')
    ?.addEventListener('click', () => void ui().then((m) => m.acceptFromBanner(text(), true)));
  banner
    ?.querySelector('[data-consent-necessary]')
    ?.addEventListener('click', () => void ui().then((m) => m.acceptFromBanner(text(), false)));
  for (const button of document.querySelectorAll<HTMLElement>('[data-cookie-settings]')) {
    button.addEventListener('click', () => void ui().then((m) => m.openPreferences(text())));
  }
}
