/**
 * The visitor's cookie choice as every script reads it: which categories (necessary, analytics, performance) were
 * accepted. vanilla-cookieconsent keeps the record in this browser's localStorage under `cc_cookie`
 * (`{ categories, revision, expirationTime, … }`); pages read it here without loading the library.
 */

export const CONSENT_KEY = 'cc_cookie';
/** Bump when the categories or what they cover change: every visitor is asked again. */
export const CONSENT_REVISION = 1;
export const CATEGORIES = ['necessary', 'analytics', 'performance'] as const;
export type ConsentCategory = (typeof CATEGORIES)[number];
/** `<html>`'s class while the first-visit banner shows (CookieConsent.astro's styles): set by {@link CONSENT_HEAD_SCRIPT}. */
export const CONSENT_ASK_CLASS = 'consent-ask';

/**
 * The head script's consent part (layouts/HeadBasics.astro, with the theme's: it runs before the body is parsed):
 * `<html class="consent-ask">` when no valid choice is stored (the rule of {@link parseConsent}: none, unreadable,
 * another revision or expired; storage that throws counts as none), so the banner is in the page's first paint
 * without a script of its own in the body.
 */
export const CONSENT_HEAD_SCRIPT =
  `try{var c=JSON.parse(localStorage.getItem('${CONSENT_KEY}')||'null');` +
  `if(!(c&&Array.isArray(c.categories)&&(c.revision||0)===${CONSENT_REVISION}&&!(c.expirationTime<=Date.now())))throw 0}` +
  `catch(e){document.documentElement.classList.add('${CONSENT_ASK_CLASS}')}`;

/** Window event fired with the accepted categories whenever a choice is made or read. */
export const CONSENT_EVENT = 'neo:consent';

/**
 * The accepted categories of a stored consent record (the JSON text under `cc_cookie`), or undefined when there is
 * none, it is not readable, it expired (`expirationTime`, ms) or it belongs to another revision.
 */
export function parseConsent(text: string | null | undefined, now = Date.now()): ConsentCategory[] | undefined {
  if (!text) return undefined;
  try {
    const record = JSON.parse(text) as { categories?: unknown; revision?: unknown; expirationTime?: unknown };
    if (!Array.isArray(record.categories) || (record.revision ?? 0) !== CONSENT_REVISION) return undefined;
    if (typeof record.expirationTime === 'number' && record.expirationTime <= now) return undefined;
    return record.categories.filter((c): c is ConsentCategory => (CATEGORIES as readonly unknown[]).includes(c));
  } catch {
    return undefined;
  }
}

declare global {
  interface Window {
    __neoConsent?: ConsentCategory[];
  }
}

/** The categories accepted in this browser, or undefined before the visitor chose. */
export function currentConsent(): ConsentCategory[] | undefined {
  if (window.__neoConsent) return window.__neoConsent;
  try {
    return parseConsent(localStorage.getItem(CONSENT_KEY));
  } catch {
    return undefined; // storage blocked: treated as no choice yet
  }
}

/** Tell the page's scripts which categories are accepted now. */
export function announceConsent(categories: ConsentCategory[]): void {
  window.__neoConsent = categories;
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: categories }));
}

/** Run `start` once, as soon as `category` is accepted (now, if it already is). */
export function whenAccepted(category: ConsentCategory, start: () => void): void {
  if (currentConsent()?.includes(category)) return start();
  const listener = (event: Event) => {
    if (!(event as CustomEvent<ConsentCategory[]>).detail.includes(category)) return;
    window.removeEventListener(CONSENT_EVENT, listener);
    start();
  };
  window.addEventListener(CONSENT_EVENT, listener);
}
