/**
 * HTTP for the live adapters: every adapter receives a `fetch` (the platform's in production; a replay of the
 * recorded answers offline; a test double in unit tests) and reads answers through these helpers, so a
 * network failure, an HTTP error and a rate limit each surface as one clear error naming the service.
 */
import { isRpcError, N3Rpc } from '../../../chain/n3/rpc.ts';

/** The fetch an adapter calls; the global `fetch` in live mode. */
export type SourceFetch = (input: string, init?: RequestInit) => Promise<Response>;

/** The service could not be reached at all (DNS, refused, timeout): nothing was read. */
export class SourceUnreachableError extends Error {
  constructor(service: string, url: string, cause: unknown) {
    super(`${service} could not be reached (${new URL(url).origin}): ${reason(cause)}`, { cause });
    this.name = 'SourceUnreachableError';
  }
}

/** The service answered with an error status. */
export class SourceHttpError extends Error {
  readonly status: number;
  constructor(service: string, status: number, url: string, detail = '') {
    super(`${service} answered HTTP ${status} for ${url}${detail ? `: ${detail}` : ''}`);
    this.name = 'SourceHttpError';
    this.status = status;
  }
}

/** The service asks us to slow down; `retryAt` (UTC ISO-8601) is when it allows requests again, if it said. */
export class RateLimitedError extends Error {
  readonly retryAt?: string;
  constructor(service: string, retryAt?: string) {
    super(
      `${service} rate limit reached${retryAt ? `; requests allowed again at ${retryAt}` : ''}. The next run continues.`,
    );
    this.name = 'RateLimitedError';
    this.retryAt = retryAt;
  }
}

/** Offline: nothing was recorded for this request (the field stays absent; never an error of the source). */
export class NotRecordedError extends Error {
  readonly url: string;
  constructor(url: string) {
    super(`Nothing was recorded for ${url}`);
    this.name = 'NotRecordedError';
    this.url = url;
  }
}

/** The most specific message of an error chain (fetch wraps the DNS error as `cause`). */
function reason(error: unknown): string {
  let e = error as { message?: string; code?: string; cause?: unknown } | undefined;
  let text = e?.message ?? String(error);
  while (e?.cause) {
    e = e.cause as typeof e;
    if (e?.message) text = e.code && !e.message.includes(e.code) ? `${e.code} ${e.message}` : e.message;
  }
  return text;
}

/** When a 403/429 answer means a rate limit: the instant requests are allowed again (or '' when unknown). */
export function rateLimitReset(res: Response, now = Date.now()): string | undefined {
  const remaining = res.headers.get('x-ratelimit-remaining');
  const retryAfter = res.headers.get('retry-after');
  if (res.status !== 429 && !(res.status === 403 && (remaining === '0' || retryAfter))) return undefined;
  if (retryAfter && /^\d+$/.test(retryAfter)) return new Date(now + Number(retryAfter) * 1000).toISOString();
  const reset = res.headers.get('x-ratelimit-reset');
  if (reset && /^\d+$/.test(reset)) return new Date(Number(reset) * 1000).toISOString();
  return '';
}

/**
 * Call `url` through `fetch` with a timeout; answers the Response when its status is 2xx or in `accept`.
 * Throws SourceUnreachableError, RateLimitedError, SourceHttpError, or NotRecordedError (offline, no recording).
 */
export async function request(
  fetch: SourceFetch,
  service: string,
  url: string,
  init: RequestInit = {},
  accept: number[] = [],
  timeoutMs = 20_000,
): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: init.signal ?? AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new SourceUnreachableError(service, url, error);
  }
  if (res.ok || accept.includes(res.status)) return res;
  if (res.status === 404 && res.headers.get('x-recording') === 'none') throw new NotRecordedError(url);
  const retryAt = rateLimitReset(res);
  if (retryAt !== undefined) throw new RateLimitedError(service, retryAt || undefined);
  throw new SourceHttpError(service, res.status, url, (await res.text().catch(() => '')).slice(0, 200));
}

/** GET/POST `url` and parse its JSON body (see `request` for the errors). */
export async function requestJson<T>(
  fetch: SourceFetch,
  service: string,
  url: string,
  init: RequestInit = {},
): Promise<T> {
  const res = await request(fetch, service, url, {
    ...init,
    headers: { accept: 'application/json', ...(init.headers ?? {}) },
  });
  const text = await res.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new SourceHttpError(service, res.status, url, `the answer is not JSON (${text.slice(0, 80)})`);
  }
}

/**
 * A JSON-RPC 2.0 call (N3 RPC nodes, NeoFura) through the one N3 client (chain/n3/rpc.ts) over this `fetch`, so
 * recorded answers are replayed through the code that talks to the live node: answers `result`. Throws what
 * `request` throws for the transport (SourceUnreachableError, RateLimitedError, SourceHttpError, NotRecordedError),
 * SourceHttpError for an error answer or a body that is not JSON-RPC.
 */
export async function jsonRpc<T>(
  fetch: SourceFetch,
  service: string,
  url: string,
  method: string,
  params: unknown[] | Record<string, unknown>,
): Promise<T> {
  let failure: unknown;
  const client = new N3Rpc({
    urls: [url],
    retries: 0,
    timeoutMs: 20_000,
    fetch: async (input, init) => {
      try {
        return await request(fetch, service, input, {
          ...init,
          headers: { accept: 'application/json', ...init?.headers },
        });
      } catch (error) {
        failure = error;
        throw error;
      }
    },
  });
  try {
    return await client.call<T>(method, params);
  } catch (error) {
    if (isRpcError(error)) throw new SourceHttpError(service, 200, `${url} ${method}`, error.message);
    if (failure) throw failure;
    const cause = (error as { cause?: { message?: string } }).cause;
    throw new SourceHttpError(service, 200, url, `the answer is not JSON-RPC (${cause?.message ?? error})`);
  }
}
