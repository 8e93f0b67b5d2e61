/**
 * The public islands' client of the product API (SPEC §7): the one typed client (api-client.ts, `hc<AppType>`)
 * with every request carrying `Accept-Language` (the page's language, from `<html lang>`), `X-Client-Version`
 * (`w` plus the app version) and `Accept: application/json`.
 */
import { apiClient, type ApiClient } from './api-client.ts';
import { pageLocale } from './format.ts';

/** `w` plus the app version (SPEC §1, §7); product-api.test.ts keeps it equal to package.json's version. */
export const CLIENT_VERSION = 'w2.46.1';

/** The SPEC §7 headers of a product-API request in `locale`. */
export const productApiHeaders = (locale: string = pageLocale()): Record<string, string> => ({
  accept: 'application/json',
  'accept-language': locale,
  'x-client-version': CLIENT_VERSION,
});

/**
 * The typed client of the page's own API (`/client/…`) for the public islands: each request carries the SPEC §7
 * headers in `locale` (default: the page's language, read when the request goes out). `fetcher` stands in for
 * `fetch` (tests). Calls resolve with the `Response` (any status) and reject like `fetch` when there is no answer.
 */
export function productClient(fetcher?: typeof fetch, locale?: string): ApiClient {
  return apiClient('/', { headers: () => productApiHeaders(locale), ...(fetcher && { fetch: fetcher }) });
}
