/**
 * The typed API client (site/src/lib/api-client.ts) for the e2e tests: from Node with a bearer token, or from a
 * page with its session cookie (each call a `fetch` run in the page, as the dashboard makes it).
 */
import { createHash } from 'node:crypto';
import type { ClientResponse } from 'hono/client';
import type { Page } from 'playwright-core';
import { apiClient, type ApiClient, type Success } from '../../site/src/lib/api-client.ts';
import { site } from './browser.ts';

/** Statuses whose response has no body (the Response constructor refuses one). */
const NULL_BODY = new Set([101, 204, 205, 304]);

/** A `fetch` that runs inside `page`: same origin, its cookies, what its scripts could do. */
export function pageFetch(page: Page): typeof fetch {
  return (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const sent = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: [...new Headers(init.headers)],
      body: typeof init.body === 'string' ? init.body : undefined,
    };
    const got = await page.evaluate(async ({ url, method, headers, body }) => {
      const res = await fetch(url, { method, headers, body });
      return { status: res.status, statusText: res.statusText, headers: [...res.headers], body: await res.text() };
    }, sent);
    return new Response(NULL_BODY.has(got.status) ? null : got.body, {
      status: got.status,
      statusText: got.statusText,
      headers: got.headers,
    });
  }) as typeof fetch;
}

/** The typed client from Node, with `token` as the bearer when given. */
export const nodeApi = (token?: string): ApiClient =>
  apiClient(site(), { headers: token ? { authorization: `Bearer ${token}` } : {} });

/** The typed client from inside `page`, with its session cookie. */
export const pageApi = (page: Page): ApiClient => apiClient(site(), { fetch: pageFetch(page) });

/** Sign in from Node as `user` (password as typed): answers the session token (sent to API clients without `Origin`). */
export async function signInToken(user: { email: string; password: string }): Promise<string> {
  const password = createHash('sha256').update(user.password).digest('hex');
  const { token } = await ok(nodeApi().auth.$post({ json: { email: user.email, password } }));
  if (!token) throw new Error('POST /client/auth answered no token to a client without Origin');
  return token;
}

/** The JSON answer of a call, or an error naming the status and the answer when it failed. */
export async function ok<R extends ClientResponse<unknown, number, 'json' | 'text' | 'body'>>(
  pending: Promise<R>,
): Promise<Success<R>> {
  const res = await pending;
  const text = await res.text();
  if (!res.ok) throw new Error(`${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as Success<R>;
}
