/**
 * The dashboard's strings: its own i18next instance holding only what the back-office shows (the site's
 * `dashboard`, `nav` and `site` subtrees and the API's messages, i18n/server/), in the UI language; field labels and
 * the SPEC §5 validation templates (`{0}` = field label, `{1}`, `{2}` = the rule's parameters). The site's other
 * strings stay out of the back-office's bundle (bench: `weight.app.js`).
 */
import type { TOptions } from 'i18next';
import { dashboard as enDashboard, nav as enNav, site as enSite } from '../../../i18n/en-US.json';
import { dashboard as ptDashboard, nav as ptNav, site as ptSite } from '../../../i18n/pt-BR.json';
import serverEnUS from '../../../i18n/server/en-US.json';
import serverPtBR from '../../../i18n/server/pt-BR.json';
import { humanize as humanizeWords, positional } from '../../../i18n/messages.ts';
import { localePath, splitLocale, type Locale } from '../lib/locale-routes.ts';
import { createI18n } from '../lib/i18n-instance.ts';

const i18n = createI18n({
  'en-US': { translation: { dashboard: enDashboard, nav: enNav, site: enSite, ...serverEnUS } },
  'pt-BR': { translation: { dashboard: ptDashboard, nav: ptNav, site: ptSite, ...serverPtBR } },
});

/**
 * The language of the dashboard UI, chosen like the public site's: from the page's path (`/pt-BR/dashboard/…` is
 * pt-BR, `/dashboard/…` en-US); en-US outside a browser. Sent as `Accept-Language` so API messages come back in it.
 */
export const UI_LOCALE: Locale = typeof window === 'undefined' ? 'en-US' : splitLocale(window.location.pathname).locale;

/** A locale-free site path (`/sign-in`) in the UI language (`/pt-BR/sign-in`). */
export const uiPath = (path: string): string => localePath(UI_LOCALE, path);

/** Translate `key` in the UI language (a missing key comes back as the key itself). */
export const t = (key: string, options?: TOptions): string => i18n.getFixedT(UI_LOCALE)(key, options ?? {}) as string;

/** The translation of `key`, or undefined when there is none. */
export function maybe(key: string, options?: TOptions): string | undefined {
  const value = t(key, options);
  return value === key ? undefined : value;
}

/** `idDappFk` → `Dapp`, `websiteUrl` → `Website url`: the fallback label of a field without a translation. */
export const humanize = (field: string): string => humanizeWords(field, { capitalized: true });

/**
 * The label of a form field or list column: `dashboard.fieldLabels.<entity>.<field>` when the entity names the
 * field its own way, else `fields.<field>` (shared with the API's messages), else the humanized name.
 */
export function fieldLabel(field: string, entity?: string): string {
  return (entity && maybe(`dashboard.fieldLabels.${entity}.${field}`)) || maybe(`fields.${field}`) || humanize(field);
}

/**
 * A validation message: `key` is a schema message such as `validation.max` (anything else falls back to
 * `validation.default`), `label` the field's label, `params` the rule's parameters (`{1}`, `{2}`).
 */
export function validationMessage(key: string | undefined, label: string, ...params: (string | number)[]): string {
  const template = (key?.startsWith('validation.') && maybe(key)) || t('validation.default');
  return positional(template, [label, ...params]);
}
