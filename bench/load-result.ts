// The figures one API load gives: shared by the autocannon loads (api.ts) and the paced Vegeta loads (paced.ts).

/**
 * One load's figures. `p50`/`p99` (ms): for a single load, autocannon's latency histogram (whole milliseconds,
 * with its coordinated-omission correction), what the absolute budgets read; for the paired loads (`<route>.api`,
 * `<route>.baseline`), the percentiles of the measured response times of their 2xx answers, to the microsecond
 * (a whole-millisecond figure cannot tell 1.4× from 2× when a read takes a few milliseconds).
 */
export interface LoadResult {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}
