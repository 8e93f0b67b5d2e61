/**
 * Test helpers for API calls through `app.request()`, as the dashboard sends them, on the one typed client
 * (site/src/lib/api-client.ts: `hc<AppType>` with `app.request` as its fetch).
 */
import { createHash } from 'node:crypto';
import type { createApp } from '../../functions/api/app.ts';
import { apiClient, type ApiClient } from '../../site/src/lib/api-client.ts';

export const sha = (password: string) => createHash('sha256').update(password).digest('hex');

type App = ReturnType<typeof createApp>;

/** The SPEC §7 headers of a test call, with the bearer token when given. */
const headersOf = (token: string | undefined, language: string): Record<string, string> => ({
  'content-type': 'application/json',
  'accept-language': language,
  'x-client-version': 'w2.46.1',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

/**
 * The typed client of `app`, in process (`app.request` as its fetch): `api(app, token).site.status.$get()`. Sends
 * JSON, the language, the client version and the bearer token when given.
 */
export function api(app: App, token?: string, language = 'en-US'): ApiClient {
  return apiClient('http://localhost/', { fetch: app.request, headers: headersOf(token, language) });
}

type Method = '$get' | '$post' | '$put' | '$delete';
type Call = (args?: { json?: unknown }) => Promise<Response>;

/**
 * A small client by path (`/auth`, `/dapp?page=0`) for tests that walk many routes: JSON in and out, optional
 * bearer token and language. It goes through the typed client, each path segment a step of it.
 */
export function client(app: App, token?: string, language = 'en-US') {
  const root = api(app, token, language) as unknown as Record<string, unknown>;
  const call = async (method: Method, path: string, body?: unknown) => {
    const node = path
      .split('/')
      .filter(Boolean)
      .reduce<Record<string, unknown>>((at, part) => at[part] as Record<string, unknown>, root);
    const res = await (node[method] as Call)(body === undefined ? undefined : { json: body });
    const text = await res.text();
    let json: any;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, json, text, headers: res.headers };
  };
  return {
    get: (path: string) => call('$get', path),
    post: (path: string, body: unknown) => call('$post', path, body),
    put: (path: string, body?: unknown) => call('$put', path, body),
    delete: (path: string) => call('$delete', path),
  };
}
