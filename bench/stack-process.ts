/**
 * The bench's stack process: `npm start` (functions/entry/local/start.ts), then, in the same process beside the API and
 * dynalite, the baseline server of the latency ratios (baseline.ts) on BASELINE_PORT; prints `Baseline: <url>`.
 */
import { startBaseline } from './baseline.ts';

await import('../functions/entry/local/start.ts');
const baseline = await startBaseline(Number(process.env.BASELINE_PORT ?? 0));
console.log(`Baseline: ${baseline.url}`);
