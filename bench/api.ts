/**
 * API load with autocannon against the local stack (BUDGETS.md "API"): health throughput, one-item read at
 * 300 req/s, a list of ≤ 50 items at 200 req/s, an admin write at 50 req/s; p50/p99 latency (ms) and errors.
 */
import { createHash } from 'node:crypto';
import autocannon from 'autocannon';
import type { BenchStack } from './stack.ts';

export interface LoadResult {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

function run(name: string, options: autocannon.Options): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, r) => {
      if (error) return reject(error);
      resolve({
        name,
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.timeouts,
        non2xx: r.non2xx,
      });
    });
  });
}

/** Run the four loads (durations in seconds). */
export async function loadApi(stack: BenchStack, seconds = 10): Promise<LoadResult[]> {
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
  const warm = (url: string) => run('warm', { url, connections: 4, duration: 2, headers });
  const results: LoadResult[] = [];
  await warm(`${stack.apiUrl}/health`);
  results.push(
    await run('health', { url: `${stack.apiUrl}/health`, connections: 50, pipelining: 1, duration: seconds }),
  );
  await warm(`${stack.apiUrl}/dapp/1`);
  results.push(
    await run('read', { url: `${stack.apiUrl}/dapp/1`, connections: 20, overallRate: 300, duration: seconds, headers }),
  );
  results.push(
    await run('list', {
      url: `${stack.apiUrl}/dapp?page=0&pageSize=50`,
      connections: 20,
      overallRate: 200,
      duration: seconds,
      headers,
    }),
  );
  let n = 0;
  results.push(
    await run('write', {
      url: `${stack.apiUrl}/nnt-tag`,
      method: 'POST',
      connections: 10,
      overallRate: 50,
      duration: seconds,
      headers,
      requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify({ title: `Bench tag ${++n}` }) }) }],
    }),
  );
  return results;
}
