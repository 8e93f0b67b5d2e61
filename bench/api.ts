/**
 * API load with autocannon against the local stack (BUDGETS.md "API"): health throughput, one-item read at
 * 300 req/s, a list of ≤ 50 items at 200 req/s, the live snapshot through the CDN stand-in at 100 req/s, an admin
 * write at 50 req/s; p50/p99 latency (ms) and errors.
 * Before the write, the read and the list against their baselines (baseline.ts: the bare DynamoDB call under the
 * route) for the ratio budgets: see `paired`. For the record, the read, the list and the write also under the same
 * rates paced evenly (paced.ts: autocannon's rate is a per-second quota sent as a burst at each second's start).
 */
import { createHash } from 'node:crypto';
import autocannon from 'autocannon';
import { LIST_PAGE_SIZE, READ_ID } from './baseline.ts';
import { percentile } from './budgets.ts';
import { pacedLoad, type PacedTarget } from './paced.ts';
import { join } from 'node:path';
import type { BenchStack } from './stack.ts';
import type { LoadResult } from './load-result.ts';
import { runIsolated } from './isolated.ts';

interface Measured {
  result: autocannon.Result;
  times: number[];
}

/** One autocannon load; also answers the response time (ms) of each 2xx answer. */
function measure(options: autocannon.Options): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve({ result, times })));
    instance.on('response', (_client, status, _bytes, responseTime) => {
      if (status >= 200 && status < 300) times.push(responseTime);
    });
  });
}

async function run(name: string, options: autocannon.Options): Promise<LoadResult> {
  const { result: r } = await measure(options);
  return {
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

/**
 * Requests that warm a route before it is measured (as fast as 4 connections go): V8 optimises a function after
 * thousands of calls, and the read path runs through the AWS SDK and ElectroDB, hundreds of functions. With fewer
 * (2 s of warm-up), the first measured seconds ran about a tenth slower than the rest: the budgets are for a warm
 * instance at a steady rate, not for its first thousands of requests.
 */
const WARM_REQUESTS = 6000;

/** Seconds of one slice of a paired load. */
const SLICE_SECONDS = 2;

/**
 * A route and its baseline under the same load (rate, connections, headers), for `seconds` each, in alternating
 * slices of SLICE_SECONDS (route first in even slices, baseline first in odd ones), their response times pooled
 * per side: whatever else loads the shared machine for a moment falls on both alike, which back-to-back runs of
 * several seconds cannot promise.
 */
async function paired(
  name: string,
  routeUrl: string,
  baselineUrl: string,
  options: Omit<autocannon.Options, 'url'>,
  seconds: number,
): Promise<[LoadResult, LoadResult]> {
  const sides = { api: [] as Measured[], baseline: [] as Measured[] };
  const slices = Math.max(2, Math.round(seconds / SLICE_SECONDS));
  for (let i = 0; i < slices; i++) {
    const order = (['api', 'baseline'] as const).slice();
    if (i % 2) order.reverse();
    for (const side of order)
      sides[side].push(
        await measure({ ...options, url: side === 'api' ? routeUrl : baselineUrl, duration: SLICE_SECONDS }),
      );
  }
  const pool = (side: keyof typeof sides): LoadResult => {
    const runs = sides[side];
    const times = runs.flatMap((m) => m.times);
    const sum = (pick: (r: autocannon.Result) => number) => runs.reduce((n, m) => n + pick(m.result), 0);
    return {
      name: `${name}.${side}`,
      rps: sum((r) => r.requests.total) / sum((r) => r.duration),
      p50: percentile(times, 50) ?? NaN,
      p99: percentile(times, 99) ?? NaN,
      errors: sum((r) => r.errors + r.timeouts),
      non2xx: sum((r) => r.non2xx),
    };
  };
  return [pool('api'), pool('baseline')];
}

/** The parts of the stack the loads use. */
export type ApiTarget = Pick<BenchStack, 'apiUrl' | 'baselineUrl' | 'cdnUrl' | 'admin'>;

/** Run the four loads and the two paired loads (durations in seconds), in this process. */
export async function loadApi(stack: ApiTarget, seconds = 10): Promise<LoadResult[]> {
  const password = createHash('sha256').update(stack.admin.password).digest('hex');
  const auth = await fetch(`${stack.apiUrl}/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: stack.admin.email, password }),
  });
  const { token } = (await auth.json()) as { token: string };
  const headers = {
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
    'x-client-version': 'w2.46.1',
  };
  const warm = (url: string) => run('warm', { url, connections: 4, amount: WARM_REQUESTS, headers });
  const get = (url: string): PacedTarget[] => [{ method: 'GET', url, headers }];
  const results: LoadResult[] = [];
  const readUrl = `${stack.apiUrl}/dapp/${READ_ID}`;
  const listUrl = `${stack.apiUrl}/dapp?page=0&pageSize=${LIST_PAGE_SIZE}`;
  const read = { connections: 20, overallRate: 300, headers };
  const list = { connections: 20, overallRate: 200, headers };
  await warm(`${stack.apiUrl}/health`);
  results.push(
    await run('health', { url: `${stack.apiUrl}/health`, connections: 50, pipelining: 1, duration: seconds }),
  );
  await warm(readUrl);
  results.push(await run('read', { url: readUrl, ...read, duration: seconds }));
  results.push(await run('list', { url: listUrl, ...list, duration: seconds }));
  results.push(await pacedLoad('read.paced', get(readUrl), read.overallRate, seconds));
  results.push(await pacedLoad('list.paced', get(listUrl), list.overallRate, seconds));
  // Before the writes, whose content changes start a site rebuild in the stack. The baselines get the same headers
  // as the routes (they ignore them) and a warm-up of their own.
  await warm(`${stack.baselineUrl}/read`);
  results.push(...(await paired('read', readUrl, `${stack.baselineUrl}/read`, read, seconds)));
  await warm(`${stack.baselineUrl}/list`);
  results.push(...(await paired('list', listUrl, `${stack.baselineUrl}/list`, list, seconds)));
  // The live snapshot as readers get it in production: from the CDN (here its stand-in, cdn.ts), which keeps it
  // 15 s and serves it stale 30 s more while one request rebuilds it (functions/api/routes/live.ts).
  const snapshotUrl = `${stack.cdnUrl}${new URL(stack.apiUrl).pathname}/snapshot/live`;
  await fetch(snapshotUrl).then((r) => r.arrayBuffer());
  results.push(await run('snapshot', { url: snapshotUrl, connections: 10, overallRate: 100, duration: seconds }));
  // Every write creates a new tag (a title is unique). The route is warmed like the others, with creates as fast
  // as 10 connections go, straight into the measured load: no pause in between, so the rebuild that content changes
  // ask for (after 1.5 s without one) starts only once the writes stop.
  let n = 0;
  const write = {
    url: `${stack.apiUrl}/nnt-tag`,
    method: 'POST' as const,
    connections: 10,
    headers,
    requests: [{ setupRequest: (req: object) => ({ ...req, body: JSON.stringify({ title: `Bench tag ${++n}` }) }) }],
  };
  await run('warm', { ...write, amount: WARM_REQUESTS });
  results.push(await run('write', { ...write, overallRate: 50, duration: seconds }));
  // Every paced write a new tag too (a title is unique): more distinct bodies than the load sends.
  const writes = Array.from({ length: 50 * (seconds + 2) }, (_, i): PacedTarget => ({
    method: 'POST',
    url: `${stack.apiUrl}/nnt-tag`,
    headers,
    body: JSON.stringify({ title: `Bench paced tag ${i + 1}` }),
  }));
  results.push(await pacedLoad('write.paced', writes, 50, seconds));
  return results;
}

/**
 * `loadApi` in a fresh child process (api-process.ts, isolated.ts), so the load generator's event loop and heap are
 * its own; rejects with the child's output when it fails.
 */
export function loadApiIsolated(stack: ApiTarget, seconds = 10): Promise<LoadResult[]> {
  const { apiUrl, baselineUrl, cdnUrl, admin } = stack;
  return runIsolated(join(import.meta.dirname, 'api-process.ts'), { apiUrl, baselineUrl, cdnUrl, admin, seconds });
}
