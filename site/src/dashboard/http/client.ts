/**
 * The one HTTP layer of the dashboard and the auth pages (SPEC §7, §8), on the typed API client (lib/api-client.ts:
 * paths and answers come from the API's routes). Every call sends `Accept-Language`, `X-Client-Version: w2.46.1`
 * and `X-Request-Date` on no-cache routes; array parameters are repeated. The session is the API's `HttpOnly`
 * cookie, which the browser adds itself (same origin): no script here ever holds the token. Failures toast and
 * reject as SPEC §8 says (see failure.ts).
 */
import type { ClientRequestOptions, ClientResponse } from 'hono/client';
import { apiClient, type Success } from '../../lib/api-client.ts';
import { t, UI_LOCALE } from '../i18n.ts';
import { toastError } from '../toasts/store.ts';
import { ApiError, describeFailure } from './failure.ts';
import { toQueryString, type Params } from './params.ts';
import { CLIENT_VERSION } from '../../lib/product-api.ts';

export { ApiError };
export { CLIENT_VERSION };
export const API_BASE = '/client';

/** The typed client of the dashboard: same origin, query strings as SPEC §7 writes them (see params.ts). */
export const api = apiClient('/', {
  buildSearchParams: (query) => new URLSearchParams(toQueryString(query as Params)),
});

export interface CallOptions {
  /** Handle errors at the call site: reject with the server message or status text, no toast, no sign-out. */
  ignoreErrors?: boolean | undefined;
  /** A no-cache route (SPEC §2): send `X-Request-Date`. */
  noCache?: boolean | undefined;
  /** How to read a successful answer (default json). */
  as?: 'json' | 'blob' | 'text';
  signal?: AbortSignal | undefined;
}

/** One call of the typed client, given the request options `call` builds: `(o) => api.site.status.$get(undefined, o)`. */
export type Send<R> = (options: ClientRequestOptions) => Promise<R>;
/** Any answer of the typed client. */
type Sent = ClientResponse<unknown, number, 'json' | 'text' | 'body'>;

let onUnauthorized: () => void = () => undefined;
/** What a 401 does (the session signs out); set once by the session module. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/** The headers of an API request (hc adds `Content-Type: application/json` to a call with a JSON body). */
export function apiHeaders(options: Pick<CallOptions, 'noCache'> = {}): Record<string, string> {
  const headers: Record<string, string> = {
    'Accept-Language': UI_LOCALE,
    'X-Client-Version': CLIENT_VERSION,
    Accept: 'application/json',
  };
  if (options.noCache) headers['X-Request-Date'] = new Date().toISOString();
  return headers;
}

const isAbort = (error: unknown) => (error as { name?: string })?.name === 'AbortError';

/**
 * Call the API through the typed client: `send` makes the call with the options given to it (the headers, the
 * same-origin cookie, the abort signal). Resolves with the parsed answer (a Blob or text when `as` says so); rejects
 * with an ApiError (status 0 when no response came) after toasting per SPEC §8 unless `ignoreErrors`.
 */
export function call<R extends Sent>(send: Send<R>, options?: CallOptions & { as?: 'json' }): Promise<Success<R>>;
export function call(send: Send<Sent>, options: CallOptions & { as: 'blob' }): Promise<Blob>;
export function call(send: Send<Sent>, options: CallOptions & { as: 'text' }): Promise<string>;
export async function call(send: Send<Sent>, options: CallOptions = {}): Promise<unknown> {
  let response: Sent;
  try {
    response = await send({
      headers: apiHeaders(options),
      init: { credentials: 'same-origin', ...(options.signal ? { signal: options.signal } : {}) },
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw fail(0, '', undefined, options);
  }
  if (response.ok) {
    if (options.as === 'blob') return response.blob();
    if (options.as === 'text') return response.text();
    const text = await response.text();
    return text ? JSON.parse(text) : undefined;
  }
  const body = await response.json().catch(() => undefined);
  throw fail(response.status, response.statusText, body, options);
}

function fail(status: number, statusText: string, body: unknown, options: CallOptions): ApiError {
  const outcome = describeFailure({
    status,
    statusText,
    body,
    ignoreErrors: options.ignoreErrors,
    noServerMessage: t('dashboard.http.noServer'),
    errorTitle: (code) => t('dashboard.http.errorTitle', { status: code }),
  });
  if (outcome.toast) toastError(outcome.toast.title, outcome.toast.body);
  if (outcome.signOut) onUnauthorized();
  return outcome.error;
}
