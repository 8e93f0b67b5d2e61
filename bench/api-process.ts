/**
 * The API loads (api.ts `loadApi`) in a process of their own: autocannon times each answer in its own event loop, so
 * the load generator must not share one with the bench's other parts (Lighthouse leaves the bench process a heap of
 * about a gigabyte, whose collections would be counted as API latency). Input: `BENCH_API_INPUT`, JSON
 * `{ apiUrl, baselineUrl, admin, seconds }`; output: the `LoadResult[]` as JSON on the last line of stdout.
 */
import { loadApi, type ApiTarget } from './api.ts';

const input = JSON.parse(process.env.BENCH_API_INPUT ?? '{}') as ApiTarget & { seconds: number };
const results = await loadApi(input, input.seconds);
console.log(JSON.stringify(results));
