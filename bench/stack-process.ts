/**
 * The bench's stack process: `npm start` (local/stack/start.ts), then, in the same process beside the API and
 * dynalite, the CDN stand-in of the cached snapshot (cdn.ts) on CDN_PORT and the baseline server of the latency
 * ratios (baseline.ts) on BASELINE_PORT; prints `CDN: <url>`, then `Baseline: <url>`.
 */
import { startBaseline } from './baseline.ts';
import { startCdnStandIn } from './cdn.ts';

await import('../local/stack/start.ts');
const cdn = await startCdnStandIn(`http://127.0.0.1:${process.env.API_PORT}`, Number(process.env.CDN_PORT ?? 0));
console.log(`CDN: ${cdn.url}`);
const baseline = await startBaseline(Number(process.env.BASELINE_PORT ?? 0));
console.log(`Baseline: ${baseline.url}`);
