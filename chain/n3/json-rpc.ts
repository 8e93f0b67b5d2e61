/**
 * A JSON-RPC 2.0 client for Neo N3 nodes (neo-go, neo-cli's RpcServer) with batches, timeouts and retries.
 *
 * - `batch(calls)` sends one HTTP POST whose body is an array of requests (JSON-RPC 2.0 §6, which both neo-go and
 *   neo-cli's RpcServer answer with an array matched by `id`) and answers the results in the order of `calls`.
 * - Each attempt has a timeout; a failed attempt (network error, timeout, HTTP status other than 200, a body that is
 *   not JSON, or an item answered with an `error`) is retried after an exponential backoff (`backoffMs` × 2^n,
 *   with jitter), and only the items that failed are sent again. After `retries` retries the last error is thrown.
 * - Several URLs: each retry moves to the next one, so one node down does not stop the caller.
 *
 * Errors: `N3RpcError` carries the node's JSON-RPC `code` (e.g. -100 unknown block, -105 unknown script
 * container) or `code: undefined` for transport failures; `attempts` says how often it was tried.
 */

export interface JsonRpcCall {
  method: string;
  params?: unknown[];
}

export interface N3JsonRpcOptions {
  /** One or more node URLs (comma-separated text accepted). */
  urls: string | string[];
  /** Timeout of one HTTP attempt, ms (default 10 s). */
  timeoutMs?: number;
  /** Retries after the first attempt (default 4). */
  retries?: number;
  /** First backoff, ms (default 200); doubles per retry. */
  backoffMs?: number;
  /** The fetch to use (tests hand a failing one); default the platform's. */
  fetch?: typeof globalThis.fetch;
}

/** A JSON-RPC failure: the node's error (`code` set) or a transport failure (`code` undefined). */
export class N3RpcError extends Error {
  readonly code: number | undefined;
  readonly attempts: number;
  constructor(message: string, code: number | undefined, attempts: number) {
    super(message);
    this.name = 'N3RpcError';
    this.code = code;
    this.attempts = attempts;
  }
}

interface Answer {
  id?: number;
  result?: unknown;
  error?: { code: number; message: string; data?: string };
}

export interface N3JsonRpc {
  /** The URLs in rotation. */
  readonly urls: string[];
  call<T>(method: string, params?: unknown[]): Promise<T>;
  /** The results of `calls`, in their order; throws N3RpcError when an item still fails after the retries. */
  batch<T = unknown>(calls: JsonRpcCall[]): Promise<T[]>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A client over `options.urls` (see the module comment for batches, retries and errors). */
export function n3JsonRpc(options: N3JsonRpcOptions): N3JsonRpc {
  const urls = (Array.isArray(options.urls) ? options.urls : options.urls.split(','))
    .map((u) => u.trim())
    .filter(Boolean);
  if (!urls.length) throw new Error('No N3 RPC URL given');
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retries = options.retries ?? 4;
  const backoffMs = options.backoffMs ?? 200;
  const doFetch = options.fetch ?? globalThis.fetch;
  let next = 0;

  async function post(url: string, calls: JsonRpcCall[], ids: number[]): Promise<Map<number, Answer>> {
    const body = JSON.stringify(
      calls.map((c, i) => ({ jsonrpc: '2.0', id: ids[i], method: c.method, params: c.params ?? [] })),
    );
    // A timer cleared once the answer is read, not `AbortSignal.timeout`: that one fires after every request, done
    // or not, and builds a DOMException with its stack each time (a measurable share of an indexer's CPU).
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), timeoutMs);
    try {
      const response = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: controller.signal,
      });
      if (response.status !== 200) throw new N3RpcError(`${url} answered HTTP ${response.status}`, undefined, 0);
      const parsed = (await response.json()) as Answer | Answer[];
      const list = Array.isArray(parsed) ? parsed : [parsed];
      return new Map(list.map((a) => [Number(a.id), a]));
    } finally {
      clearTimeout(timer);
    }
  }

  async function batch<T>(calls: JsonRpcCall[]): Promise<T[]> {
    const results = new Array<T>(calls.length);
    let pending = calls.map((_, i) => i);
    let lastError: N3RpcError | undefined;
    for (let attempt = 0; attempt <= retries && pending.length; attempt++) {
      if (attempt > 0) await sleep(backoffMs * 2 ** (attempt - 1) * (0.75 + Math.random() * 0.5));
      const url = urls[next++ % urls.length]!;
      try {
        const answers = await post(
          url,
          pending.map((i) => calls[i]!),
          pending,
        );
        const failed: number[] = [];
        for (const i of pending) {
          const a = answers.get(i);
          if (a && !a.error && 'result' in a) results[i] = a.result as T;
          else {
            failed.push(i);
            const e = a?.error;
            lastError = new N3RpcError(
              e
                ? `${calls[i]!.method}: ${e.message}${e.data ? `: ${e.data}` : ''}`
                : `${calls[i]!.method}: no answer from ${url}`,
              e?.code,
              attempt + 1,
            );
          }
        }
        pending = failed;
      } catch (error) {
        const e = error as Error;
        lastError = new N3RpcError(
          `${url}: ${e.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : e.message}`,
          undefined,
          attempt + 1,
        );
      }
    }
    if (pending.length) throw new N3RpcError(lastError!.message, lastError!.code, retries + 1);
    return results;
  }

  return {
    urls,
    batch,
    async call<T>(method: string, params: unknown[] = []) {
      return (await batch<T>([{ method, params }]))[0]!;
    },
  };
}

/** `items` mapped through `work` with at most `limit` running at once; answers in the order of `items`. */
export async function mapLimit<I, O>(
  items: readonly I[],
  limit: number,
  work: (item: I, index: number) => Promise<O>,
): Promise<O[]> {
  const out = new Array<O>(items.length);
  let cursor = 0;
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (cursor < items.length) {
      const i = cursor++;
      out[i] = await work(items[i]!, i);
    }
  });
  await Promise.all(lanes);
  return out;
}
