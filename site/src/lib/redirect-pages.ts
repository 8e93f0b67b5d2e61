import { translator } from '../i18n.ts';
import { locales, localePath, splitLocale } from './locale-routes.ts';
import { dappPath } from './routes.ts';

/** One redirect of the static site: a locale-prefixed path and where it sends the visitor. */
export interface RedirectPage {
  from: string;
  to: string;
}

/**
 * The numeric-id form of the detail routes (SPEC §2: `/dapp-detailed/:id`, `/app-detailed/:id`), answered by
 * redirecting to the slug page (slug URLs are the site's own form), in every language: `/dapp-detailed/63` →
 * `/dapp-detailed/adex`, `/pt-BR/dapp-detailed/63` → `/pt-BR/dapp-detailed/adex`. A record whose slug is its own
 * id needs none; an id that is also another record's slug in the same list is left to that record's page.
 */
export function idRedirects(dapps: readonly { idDappPk: number; slug: string; isDapp: boolean }[]): RedirectPage[] {
  const slugs = new Set(dapps.map((d) => dappPath(d)));
  return dapps.flatMap((dapp) => {
    const to = dappPath(dapp);
    const from = dappPath({ slug: String(dapp.idDappPk), isDapp: dapp.isDapp });
    if (!dapp.slug || from === to || slugs.has(from)) return [];
    return locales.map((locale) => ({ from: localePath(locale, from), to: localePath(locale, to) }));
  });
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The HTML of a static redirect page (valid HTML: the W3C checker accepts it): an immediate meta refresh to `to`,
 * `noindex`, the target as canonical URL (`site` is the site's origin) and a link for browsers that do not follow
 * the refresh, in the language of `to`.
 */
export function redirectPageHtml(page: RedirectPage, site: string): string {
  const { locale } = splitLocale(page.to);
  const t = translator(locale);
  const to = escapeHtml(page.to);
  return [
    '<!doctype html>',
    `<html lang="${locale}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(t('site.redirectTitle'))}</title>`,
    `<meta http-equiv="refresh" content="0; url=${to}">`,
    '<meta name="robots" content="noindex">',
    `<link rel="canonical" href="${escapeHtml(new URL(page.to, site).href)}">`,
    '</head>',
    `<body><p><a href="${to}">${escapeHtml(t('site.redirectLink'))}</a></p></body>`,
    '</html>',
    '',
  ].join('\n');
}
