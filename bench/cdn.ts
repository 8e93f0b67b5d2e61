/**
 * A stand-in for the CDN in front of the API's public snapshots (infra/cdn.ts `/client/snapshot/*`), for the bench's
 * cached-snapshot figure: a `node:http` server that forwards GETs to the API and keeps each answer (by URL) as long
 * as its `Cache-Control: s-maxage` says, then serves it stale for `stale-while-revalidate` seconds while one request
 * refreshes it, as CloudFront does. Answers without `s-maxage` pass through uncached. Bench only: production has
 * CloudFront, the local stack has no shared cache.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface Kept {
  status: number;
  type: string;
  cacheControl: string;
  body: Buffer;
  /** When it was fetched, and its s-maxage and stale-while-revalidate (ms). */
  at: number;
  fresh: number;
  stale: number;
}

const seconds = (cacheControl: string, directive: string) =>
  Number(new RegExp(`(?:^|,)\\s*${directive}=(\\d+)`).exec(cacheControl)?.[1] ?? 0) * 1000;

/** Start the stand-in on `port` (0 = any) in front of `origin` (e.g. `http://127.0.0.1:4322`); answers its URL. */
export async function startCdnStandIn(origin: string, port = 0): Promise<{ url: string; close(): Promise<void> }> {
  const kept = new Map<string, Kept>();
  const pending = new Map<string, Promise<Kept>>();
  const fetchOrigin = (path: string): Promise<Kept> => {
    let call = pending.get(path);
    if (!call) {
      call = fetch(origin + path)
        .then(async (res) => {
          const cacheControl = res.headers.get('cache-control') ?? '';
          const answer: Kept = {
            status: res.status,
            type: res.headers.get('content-type') ?? 'application/json',
            cacheControl,
            body: Buffer.from(await res.arrayBuffer()),
            at: Date.now(),
            fresh: seconds(cacheControl, 's-maxage'),
            stale: seconds(cacheControl, 'stale-while-revalidate'),
          };
          if (answer.status === 200 && answer.fresh > 0) kept.set(path, answer);
          return answer;
        })
        .finally(() => pending.delete(path));
      pending.set(path, call);
    }
    return call;
  };
  const server = http.createServer(async (req, res) => {
    const path = req.url ?? '/';
    try {
      let answer = kept.get(path);
      const age = answer ? Date.now() - answer.at : Infinity;
      if (!answer || age > answer.fresh + answer.stale) answer = await fetchOrigin(path);
      else if (age > answer.fresh) void fetchOrigin(path).catch(() => undefined);
      res.writeHead(answer.status, { 'content-type': answer.type, 'cache-control': answer.cacheControl });
      res.end(answer.body);
    } catch {
      res.writeHead(502).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
