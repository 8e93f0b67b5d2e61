/**
 * One JSON POST to a node with a time limit covering the answer's body too, for the light JSON-RPC clients
 * (chain/n3/rpc.ts, chain/neox/rpc.ts). A timer cleared once the answer is read, not `AbortSignal.timeout`: that
 * one fires after every request, done or not, and builds a DOMException with its stack each time (a measurable share
 * of an indexer's CPU).
 */

/** What a client sends with: the platform's `fetch`, or a test's fake node. */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * POST `body` (already JSON text) to `url` and hand the response to `read` within `timeoutMs`; answers what `read`
 * answers. Rejects with the fetch's error, or a `TimeoutError` DOMException when the limit passes first.
 */
export async function postJson<T>(
  doFetch: FetchLike,
  url: string,
  body: string,
  timeoutMs: number,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), timeoutMs);
  try {
    const response = await doFetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      signal: controller.signal,
    });
    return await read(response);
  } finally {
    clearTimeout(timer);
  }
}
