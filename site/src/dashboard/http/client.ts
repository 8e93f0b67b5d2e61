/**
 * The one HTTP layer of the dashboard and the auth pages (SPEC §7, §8). Every call to the API sends
 * `Accept-Language`, `X-Client-Version: w2.46.1` and `X-Request-Date` on no-cache routes; array parameters are
 * repeated. The session is the API's `HttpOnly` cookie, which the browser adds itself (same origin): no script here
 * ever holds the token. Failures toast and reject as SPEC §8 says (see failure.ts).
 */
import { t, UI_LOCALE } from '../i18n.ts';
import { toastError } from '../toasts/store.ts';
import { ApiError, describeFailure } from './failure.ts';
import { toQueryString, type Params } from './params.ts';
import { CLIENT_VERSION } from '../../lib/product-api.ts';

export { ApiError };
export { CLIENT_VERSION };
export const API_BASE = '/client';

export interface RequestOptions {
  params?: Params | undefined;
  /** JSON body. */
  body?: unknown;
  /** Handle errors at the call site: reject with the server message or status text, no toast, no sign-out. */
  ignoreErrors?: boolean | undefined;
  /** A no-cache route (SPEC §2): send `X-Request-Date`. */
  noCache?: boolean | undefined;
  /** How to read a successful answer (default json). */
  as?: 'json' | 'blob' | 'text';
  signal?: AbortSignal | undefined;
}

let onUnauthorized: () => void = () => undefined;
/** What a 401 does (the session signs out); set once by the session module. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/** The headers of an API request. */
export function apiHeaders(options: Pick<RequestOptions, 'noCache' | 'body'> = {}): Record<string, string> {
  const headers: Record<string, string> = { 'Accept-Language': UI_LOCALE, 'X-Client-Version': CLIENT_VERSION, Accept: 'application/json' };
  if (options.noCache) headers['X-Request-Date'] = new Date().toISOString();
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  return headers;
}

const isAbort = (error: unknown) => (error as { name?: string })?.name === 'AbortError';

/**
 * Call the API: `path` is relative to `/client` (e.g. `/category`). Resolves with the parsed answer; rejects with
 * an ApiError (status 0 when no response came) after toasting per SPEC §8 unless `ignoreErrors`.
 */
export async function request<T = unknown>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const url = `${API_BASE}${path}${toQueryString(options.params)}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: apiHeaders(options),
      credentials: 'same-origin',
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw fail(0, '', undefined, options);
  }
  if (response.ok) {
    if (options.as === 'blob') return (await response.blob()) as T;
    if (options.as === 'text') return (await response.text()) as T;
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }
  const body = await response.json().catch(() => undefined);
  throw fail(response.status, response.statusText, body, options);
}

function fail(status: number, statusText: string, body: unknown, options: RequestOptions): ApiError {
  const outcome = describeFailure({
    status, statusText, body, ignoreErrors: options.ignoreErrors,
    noServerMessage: t('dashboard.http.noServer'), errorTitle: (code) => t('dashboard.http.errorTitle', { status: code }),
  });
  if (outcome.toast) toastError(outcome.toast.title, outcome.toast.body);
  if (outcome.signOut) onUnauthorized();
  return outcome.error;
}

/** GET `path` (see request). */
export const get = <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options);
/** POST `body` as JSON to `path` (see request). */
export const post = <T>(path: string, body: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body });
/** PUT `body` as JSON to `path` (see request). */
export const put = <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body });
/** DELETE `path` (see request). */
export const del = <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options);
