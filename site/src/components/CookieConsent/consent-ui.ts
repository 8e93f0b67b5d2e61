/**
 * Cookie storage and the settings dialog: vanilla-cookieconsent (MIT, orestbida/cookieconsent), loaded on demand
 * by consent.ts when the visitor answers the banner or opens "Cookie settings". The first-visit banner itself is
 * static HTML (CookieConsent.astro), so it paints with the page; the library keeps the choice, shows the settings
 * dialog (categories necessary, analytics, performance) and clears a withdrawn category's cookies.
 *
 * The choice is kept in localStorage (`cc_cookie`) for as long as the analytics cookie lives; withdrawing a category
 * removes its cookie and reloads the page, so nothing it started keeps running.
 */
import * as CookieConsent from 'vanilla-cookieconsent';
// The dialog's styles as files, linked when the dialog is first needed: imported as CSS they would become a
// render-blocking stylesheet of every page (32 KB before the first paint) for a dialog most visits never open.
import libraryCss from 'vanilla-cookieconsent/dist/cookieconsent.css?url';
import themeCss from './consent-theme.css?url';
import {
  announceConsent,
  CONSENT_ASK_CLASS,
  CONSENT_KEY,
  CONSENT_REVISION,
  type ConsentCategory,
} from './consent-state.ts';
import { ANALYTICS_COOKIE, analyticsLifetimeDays, applyConsent, countPageView, PERFORMANCE_COOKIE } from './cookies.ts';

/** The library's texts for one language, rendered by CookieConsent.astro from the i18n files. */
export interface ConsentText {
  locale: string;
  translation: CookieConsent.Translation;
}

let started: Promise<void> | undefined;

const accepted = (categories: string[]) => categories as ConsentCategory[];
/** The banner shows while `<html>` has the ask class (CookieConsent.astro); a choice made removes it. */
const closeBanner = () => document.documentElement.classList.remove(CONSENT_ASK_CLASS);

/** Link the dialog's stylesheets once; resolves when they have loaded (or failed: the dialog still works unstyled). */
function linkStyles(): Promise<unknown> {
  return Promise.all(
    [libraryCss, themeCss].map(
      (href) =>
        new Promise((resolve) => {
          if (document.querySelector(`link[data-consent-css="${href}"]`)) return resolve(undefined);
          const link = Object.assign(document.createElement('link'), {
            rel: 'stylesheet',
            href,
            onload: resolve,
            onerror: resolve,
          });
          link.dataset.consentCss = href;
          document.head.append(link);
        }),
    ),
  );
}

async function start(text: ConsentText): Promise<void> {
  await linkStyles();
  return CookieConsent.run({
    mode: 'opt-in',
    revision: CONSENT_REVISION,
    // The first-visit banner is the page's own (CookieConsent.astro); the library shows the settings dialog only.
    autoShow: false,
    // Headless browsers (the tests, audits) count as bots; the dialog must work for them too.
    hideFromBots: false,
    manageScriptTags: false,
    cookie: { name: CONSENT_KEY, useLocalStorage: true, expiresAfterDays: analyticsLifetimeDays() },
    guiOptions: { preferencesModal: { layout: 'box', equalWeightButtons: true } },
    categories: {
      necessary: { enabled: true, readOnly: true },
      analytics: { autoClear: { cookies: [{ name: ANALYTICS_COOKIE }] } },
      performance: { autoClear: { cookies: [{ name: PERFORMANCE_COOKIE }] } },
    },
    onFirstConsent: ({ cookie }) => {
      closeBanner();
      applyConsent(accepted(cookie.categories));
      announceConsent(accepted(cookie.categories));
      if (cookie.categories.includes('analytics')) countPageView();
    },
    onChange: ({ cookie, changedCategories }) => {
      applyConsent(accepted(cookie.categories));
      announceConsent(accepted(cookie.categories));
      // A withdrawn category may have started a script (error reporting): a reload leaves it behind.
      if (changedCategories.some((c) => !cookie.categories.includes(c))) location.reload();
    },
    language: { default: text.locale, translations: { [text.locale]: text.translation } },
  });
}

/** Record the banner's answer: every category, or the necessary ones only. */
export async function acceptFromBanner(text: ConsentText, all: boolean): Promise<void> {
  started ??= start(text);
  await started;
  CookieConsent.acceptCategory(all ? 'all' : []);
}

/** Open the settings dialog (categories with their switches; focus moves into it). */
export async function openPreferences(text: ConsentText): Promise<void> {
  started ??= start(text);
  await started;
  CookieConsent.showPreferences();
}
