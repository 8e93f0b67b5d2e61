/**
 * The one client of the product API: Hono's `hc` over the API's own route types (`AppType`, functions/api/app.ts),
 * so paths, path parameters, queries, JSON bodies and answers are checked against the routes (their `valid(…)`
 * schemas) instead of copied by hand. The dashboard
 * (dashboard/http/client.ts), the API tests (tests/support/api.ts, through `app.request`) and the e2e tests
 * (tests/e2e/api.ts) build on it. The import of `AppType` is type-only: no server code reaches the browser.
 */
import { hc, type ClientRequestOptions, type ClientResponse, type InferResponseType } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { AppType } from '../../../functions/api/app.ts';

/**
 * The typed client of the API at `origin` (`/` for the page's own origin), rooted at `/client`:
 * `apiClient().site.status.$get()` sends `GET /client/site/status`. `options` are hc's (headers, a custom `fetch`
 * such as `app.request`, `init`, how to write query strings).
 */
export function apiClient(origin = '/', options?: ClientRequestOptions) {
  return hc<AppType>(origin, options).client;
}

/**
 * List parameters as a query the typed client sends (`{ query: queryOf({ page: 0, sort: undefined }) }`): numbers
 * and booleans as their text, lists kept, `undefined` left out.
 */
export const queryOf = (
  params: Record<string, string | number | boolean | undefined | readonly (string | number)[]>,
): Record<string, string | string[]> =>
  Object.fromEntries(
    Object.entries(params)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, Array.isArray(value) ? value.map(String) : String(value)]),
  );

/** What the API answers for a refused or failed request (functions/api/errors.ts): its message, per-field messages. */
export interface ApiFailure {
  message?: string;
  fields?: Record<string, string>;
}

/** The client `apiClient` answers. */
export type ApiClient = ReturnType<typeof apiClient>;

/** What a call of the typed client answers on success: `Answer<ApiClient['site']['status']['$get']>`. */
export type Answer<Call> = InferResponseType<Call, SuccessStatusCode>;

/** What a response of the typed client holds on success (its 2xx answers). */
export type Success<R> =
  R extends ClientResponse<infer Output, infer Status, infer _Format>
    ? Status extends SuccessStatusCode
      ? Output
      : never
    : never;
