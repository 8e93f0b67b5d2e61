/**
 * The API loads (api.ts `loadApi`) in a process of their own (isolated.ts): autocannon times each answer in its own
 * event loop, so the load generator must not share one with the bench's other parts (Lighthouse leaves the bench
 * process a heap of about a gigabyte, whose collections would be counted as API latency). Input: `{ apiUrl,
 * baselineUrl, cdnUrl, admin, seconds }`; result: the `LoadResult[]`.
 */
import { loadApi, type ApiTarget } from './api.ts';
import { answerIsolated, isolatedInput } from './isolated.ts';

const input = isolatedInput<ApiTarget & { seconds: number }>();
answerIsolated(await loadApi(input, input.seconds));
