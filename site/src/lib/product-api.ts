/**
 * Requests from the public islands to the product API (SPEC §7): every request to a relative path carries
 * `Accept-Language` (the page's language, from `<html lang>`) and `X-Client-Version` (`w` plus the app version);
 * absolute URLs (a CDN copy of a snapshot, a chain node) go out as they are.
 */
import { pageLocale } from './format.ts';

/** `w` plus the app version (SPEC §1, §7); product-api.test.ts keeps it equal to package.json's version. */
export const CLIENT_VERSION = 'w2.46.1';

/** The SPEC §7 headers of a product-API request in `locale`. */
export const productApiHeaders = (locale: string = pageLocale()): Record<string, string> => ({
  accept: 'application/json',
  'accept-language': locale,
  'x-client-version': CLIENT_VERSION,
});

const isAbsolute = (url: string) => /^[a-z][a-z\d+.-]*:\/\//i.test(url) || url.startsWith('//');

/**
 * `fetch` for the product API: adds the SPEC §7 headers to relative URLs (headers given in `init` win). Resolves
 * and rejects like `fetch`.
 */
export function productFetch(
  url: string,
  init: RequestInit = {},
  fetcher: typeof fetch = fetch,
  locale?: string,
): Promise<Response> {
  if (isAbsolute(url)) return fetcher(url, init);
  const headers = new Headers(productApiHeaders(locale));
  new Headers(init.headers).forEach((value, key) => headers.set(key, value));
  return fetcher(url, { ...init, headers });
}
