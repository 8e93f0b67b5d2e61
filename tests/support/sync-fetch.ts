/**
 * Test helper: a `fetch` that records every request (URL, method, headers, body) and answers through `answer` —
 * usually a recording's replay — so the live adapters' request shapes are checked without a network.
 */
import type { SourceFetch } from '../../functions/domain/sync/http.ts';

export interface SeenRequest {
  url: string;
  method: string;
  headers: Headers;
  body?: string;
}

/** Wrap `answer` and keep what was asked in `seen`. */
export function spyFetch(answer: SourceFetch): SourceFetch & { seen: SeenRequest[] } {
  const seen: SeenRequest[] = [];
  const fetch = (async (input: string, init?: RequestInit) => {
    seen.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : undefined,
    });
    return answer(input, init);
  }) as SourceFetch & { seen: SeenRequest[] };
  fetch.seen = seen;
  return fetch;
}

/** A fetch that fails as the platform's does without a network (a TypeError whose cause is the DNS error). */
export const offlineNetwork: SourceFetch = async (input) => {
  const cause = Object.assign(new Error(`getaddrinfo ENOTFOUND ${new URL(String(input)).hostname}`), {
    code: 'ENOTFOUND',
  });
  throw new TypeError('fetch failed', { cause });
};

/** A JSON answer. */
export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
