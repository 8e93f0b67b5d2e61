/**
 * Replays recorded N3 JSON-RPC answers (local/recordings/n3/, made by `npm run record:n3` from a real neo-go node)
 * for unit tests: `recording(name)` reads one; `replayFetch(...)` answers a fetch call whose JSON-RPC method and
 * params equal a recording's request with that recording's answer, and 404s anything else.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One recorded exchange: which node answered (useragent), its network magic, when, the request and the answer. */
export interface N3Recording {
  node: string;
  network: number;
  recordedAt: string;
  note: string;
  /** What else a test needs to read the answer, e.g. `{ bridge: '0x…' }`: the script hash of the stand-in that answered. */
  context?: Record<string, string>;
  request: { method: string; params: unknown[] };
  result?: unknown;
  error?: { code: number; message: string; data?: string };
}

/** The recording `local/recordings/n3/<name>.json`. */
export function recording(name: string): N3Recording {
  return JSON.parse(readFileSync(join(import.meta.dirname, 'n3', `${name}.json`), 'utf8')) as N3Recording;
}

/** A fetch that answers the JSON-RPC requests of `recordings` (matched on method and params) as the node did. */
export function replayFetch(...recordings: N3Recording[]): typeof fetch {
  return (async (_url: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { id: number; method: string; params: unknown[] };
    const found = recordings.find((r) => r.request.method === body.method && JSON.stringify(r.request.params) === JSON.stringify(body.params));
    if (!found) return new Response('not recorded', { status: 404 });
    return new Response(JSON.stringify({ jsonrpc: '2.0', id: body.id, ...(found.error ? { error: found.error } : { result: found.result }) }), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}
