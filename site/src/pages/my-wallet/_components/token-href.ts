/**
 * Where a holding links (issue 28): the token's page (`/tokens/<slug>`, lib/token-page.ts) in the page's language.
 * No link for a token the catalogue does not list.
 */
import { isLocale, localePath } from '../../../lib/locale-routes.ts';
import { tokenPath } from '../../../lib/token-page.ts';
import type { KnownToken } from '../../../wallets/config.ts';

/** The token page link of `token` for `locale` (a page locale; en-US when unknown), or undefined without a slug. */
export function tokenHref(token: KnownToken | undefined, locale: string): string | undefined {
  if (token?.slug === undefined) return undefined;
  return localePath(isLocale(locale) ? locale : 'en-US', tokenPath(token.slug));
}
