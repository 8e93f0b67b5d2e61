/**
 * The budgets of docs/BUDGETS.md as data: each figure the bench measures, its limit and direction.
 * A figure absent from a run (its part skipped or failed) is reported as "not measured", never as a pass.
 */
export interface Budget {
  id: string;
  label: string;
  unit: string;
  limit: number;
  higherIsBetter?: boolean;
  /** A figure printed for the record, never judged. */
  informational?: boolean;
}

/** A judged budget: the figure passes at or under `limit`. */
const atMost = (id: string, label: string, unit: string, limit: number): Budget => ({ id, label, unit, limit });
/** A judged budget: the figure passes at or above `limit`. */
const atLeast = (id: string, label: string, unit: string, limit: number): Budget => ({
  id,
  label,
  unit,
  limit,
  higherIsBetter: true,
});
/** A figure printed for the record, never judged; `limit` is the target printed beside it (none: Infinity). */
const printed = (id: string, label: string, unit: string, limit = Infinity, higherIsBetter?: true): Budget => ({
  id,
  label,
  unit,
  limit,
  ...(higherIsBetter && { higherIsBetter }),
  informational: true,
});

export const BUDGETS: Budget[] = [
  atMost('weight.catalogue.js', 'catalogue pages: largest JS (gzip)', 'KB', 25),
  atMost('weight.catalogue.html48', 'catalogue pages: HTML per 48 cards (gzip)', 'KB', 50),
  atMost('weight.chart.js', 'detail chart chunk (gzip)', 'KB', 150),
  atMost('weight.app.js', 'wallet/bridge/calculator/dashboard JS (gzip, largest)', 'KB', 250),
  // Reported without a budget of its own: the WalletConnect SDK, loaded only when the visitor picks neon (see README).
  printed('weight.app.walletSdk.js', '  + WalletConnect SDK when neon is picked (gzip)', 'KB'),
  atLeast('lighthouse.performance.catalogue', 'Lighthouse performance, catalogue (min)', 'score', 95),
  atLeast('lighthouse.performance.wallet', 'Lighthouse performance, wallet pages (min)', 'score', 90),
  atLeast('lighthouse.accessibility', 'Lighthouse accessibility (min)', 'score', 100),
  atLeast('lighthouse.seo', 'Lighthouse SEO (min)', 'score', 100),
  atLeast('lighthouse.bestPractices', 'Lighthouse best practices (min)', 'score', 95),
  // Issue 29 item 7: every audited route at 100 in all four categories (the rows above say which category misses),
  // and no more than 100 ms of total blocking time on any of them (Lighthouse's simulated mobile throttling; each
  // route's median of three audits). The audited build's wallet pages read the local chains
  // (bench/audited-stack.ts: the neo-go privnet and the Hardhat Neo X node, allowed by the CSP), so no read fails and
  // best practices is 100 on every route. Judged since the full bench of 4e3068c (wallet islands render less while
  // loading) had all 20 routes at 100 with a median TBT of 0 ms on each; the runs before it are in bench/README.md.
  atLeast('lighthouse.all', 'Lighthouse, every category, every route (min)', 'score', 100),
  atMost('lighthouse.tbt', 'Lighthouse blocking time, every route (max)', 'ms', 100),
  // The build figures are a rebuild's (social cards reused, as production restores the published ones:
  // functions/domain/rebuild/build.ts); the same build drawing every card (empty card cache) is printed beside them.
  atMost('build.secondsPer1000', 'build time per 1,000 pages (1k catalogue, cards reused)', 's', 60),
  atMost('build.seconds10k', 'build time, 10k catalogue (cards reused)', 's', 480),
  printed('build.seconds10k.cold', '  same, drawing every card (cold card cache)', 's'),
  atMost('build.ratio', 'build time ratio 10k/1k (cards reused)', '×', 11),
  atMost('build.peakRssMb10k', 'build peak RSS, 10k catalogue (cards reused)', 'MB', 3072),
  printed('build.peakRssMb10k.cold', '  same, drawing every card (cold card cache)', 'MB'),
  atMost('search.p50', 'list search first results, 10k dApps (median)', 'ms', 50),
  atMost('search.header.p50', 'header search keystroke, 10k dApps (median)', 'ms', 16),
  atMost('search.indexKb', 'header search index, real catalogue (gzip)', 'KB', 40),
  atLeast('api.health.rps', 'GET /client/health throughput', 'req/s', 5000),
  // BUDGETS.md "API": the read's and the list's latencies are judged as ratios to the bare DynamoDB call under them,
  // same load, same run (bench/baseline.ts; issue 29's acceptance: "the API figures as ratios to the bare database
  // calls"); their absolute figures are printed with the design brief's limits, for the record: on the bench's
  // 2 cores the bare call alone measures above them.
  printed('api.read.p50', 'one-item read p50 @300 req/s (brief ≤ 10)', 'ms', 10),
  printed('api.read.p99', 'one-item read p99 @300 req/s (brief ≤ 40)', 'ms', 40),
  printed('api.list.p99', 'list (≤50 items) p99 @200 req/s (brief ≤ 80)', 'ms', 80),
  atMost('api.read.p50.ratio', 'one-item read p50 ÷ bare GetItem p50', '×', 1.5),
  atMost('api.read.p99.ratio', 'one-item read p99 ÷ bare GetItem p99', '×', 2),
  atMost('api.list.p50.ratio', 'list p50 ÷ bare Query (50 items) p50', '×', 1.5),
  atMost('api.list.p99.ratio', 'list p99 ÷ bare Query (50 items) p99', '×', 2),
  atMost('api.snapshot.p99', 'cached live snapshot p99 @100 req/s (CDN stand-in)', 'ms', 40),
  atMost('api.write.p99', 'admin write p99 @50 req/s', 'ms', 100),
  // The same loads paced evenly (bench/paced.ts), for the record: autocannon sends each second's quota as a burst.
  printed('api.read.paced.p50', '  one-item read p50, paced evenly at 300 req/s', 'ms'),
  printed('api.read.paced.p99', '  one-item read p99, paced evenly at 300 req/s', 'ms'),
  printed('api.list.paced.p99', '  list p99, paced evenly at 200 req/s', 'ms'),
  printed('api.write.paced.p99', '  admin write p99, paced evenly at 50 req/s', 'ms'),
  atMost('api.errors', 'API errors under load', 'count', 0),
  atMost('lambda.bundleKb', 'API Lambda bundle (minified)', 'KB', 500),
  atMost('lambda.coldInitMs', 'API Lambda cold init', 'ms', 300),
  printed('indexer.emptyBlocksPerSecond', 'N3 indexer: empty blocks per second', 'blocks/s'),
  printed('indexer.fullBlocksPerSecond', 'N3 indexer: blocks of 100 transactions per second', 'blocks/s'),
  printed('indexer.bareFullBlocksPerSecond', '  bare batched fetch of the same blocks', 'blocks/s'),
  // BUDGETS.md "N3 indexer": its rate against the bare batched fetch of the same blocks, same node, same run.
  atLeast('indexer.fullBlocksRatio', 'N3 indexer ÷ bare batched fetch, full blocks', '×', 0.6),
  printed('indexer.emptyBlocksRatio', 'N3 indexer ÷ bare batched fetch, empty blocks', '×'),
  // BUDGETS.md "N3 indexer": one week of mainnet (201,600 blocks at 3 s) indexed in ≤ 15 minutes (bench/indexer.ts).
  atMost('indexer.weekMinutes', 'N3 indexer: one mainnet week (201,600 blocks) projected', 'min', 15),
  // BUDGETS.md "N3 indexer": the 30-day backfill after a contract is listed (864,000 blocks at 3 s) in ≤ 30 minutes.
  atMost('indexer.thirtyDaysMinutes', 'N3 indexer: 30 mainnet days (864,000 blocks) projected', 'min', 30),
  printed('indexer.bareThirtyDaysMinutes', "  the same 30 days at the bare fetch's rates", 'min'),
  printed('indexer.weekMinutesFullBlocks', '  the same week if every block held 100 transactions', 'min'),
  printed('indexer.neox.emptyBlocksPerSecond', 'Neo X indexer: empty blocks per second', 'blocks/s'),
  printed('indexer.neox.fullBlocksPerSecond', 'Neo X indexer: blocks of 100 transactions per second', 'blocks/s'),
  printed('indexer.neox.bareFullBlocksPerSecond', '  bare batched fetch (blocks + receipts)', 'blocks/s'),
  printed('indexer.neox.fullBlocksRatio', 'Neo X indexer ÷ bare batched fetch, full blocks', '×'),
  printed('indexer.neox.emptyBlocksRatio', 'Neo X indexer ÷ bare batched fetch, empty blocks', '×'),
  // BUDGETS.md "Neo X indexer": a week of mainnet (120,960 blocks at 5 s, 20 transactions each) in ≤ 15 minutes.
  atMost('indexer.neox.weekMinutes', 'Neo X indexer: mainnet week (120,960 blocks) projected', 'min', 15),
  printed('indexer.neox.bareWeekMinutes', "  the same week at the bare fetch's rates", 'min'),
  printed('indexer.peakRssMb', 'indexer bench: peak RSS (with the in-memory dynalite)', 'MB'),
  // BUDGETS.md "indexer memory": the heap retained between passes does not grow with the blocks indexed.
  atMost('indexer.heapGrowthMb', "indexer: retained heap growth within each chain's run", 'MB', 32),
];

export type Figures = Record<string, number | undefined>;

/** One audited route's Lighthouse medians (bench/lighthouse.ts `LighthouseScores`, the fields judged here). */
export interface RouteScores {
  route: string;
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  /** Median metrics, ms; `total-blocking-time` is judged. */
  metrics: Record<string, number>;
  /** How many audits the medians are of (0: every audit failed). */
  runs: number;
}

/**
 * The Lighthouse figures of an audit: each category's minimum (performance apart for the routes `isWallet` names
 * and the others), the minimum of every category over every route (`lighthouse.all`), and the largest total blocking
 * time in ms (`lighthouse.tbt`). A route whose audits all failed (`runs` 0) carries 0 scores (lighthouse.ts) and
 * fails the scores, and leaves `lighthouse.tbt` unmeasured (never passed), as does a missing TBT. No scores: every
 * figure unmeasured.
 */
export function lighthouseFigures(scores: RouteScores[], isWallet: (route: string) => boolean): Figures {
  if (!scores.length) return {};
  const min = (values: number[]) => (values.length ? Math.min(...values) : undefined);
  const tbt = scores.map((s) => (s.runs > 0 ? s.metrics['total-blocking-time'] : undefined) ?? Number.NaN);
  return {
    'lighthouse.performance.catalogue': min(scores.filter((s) => !isWallet(s.route)).map((s) => s.performance)),
    'lighthouse.performance.wallet': min(scores.filter((s) => isWallet(s.route)).map((s) => s.performance)),
    'lighthouse.accessibility': min(scores.map((s) => s.accessibility)),
    'lighthouse.seo': min(scores.map((s) => s.seo)),
    'lighthouse.bestPractices': min(scores.map((s) => s.bestPractices)),
    'lighthouse.all': min(scores.flatMap((s) => [s.performance, s.accessibility, s.seo, s.bestPractices])),
    'lighthouse.tbt': tbt.every(Number.isFinite) ? Math.max(...tbt) : undefined,
  };
}
export interface Verdict extends Budget {
  value?: number;
  ok?: boolean;
}

/** Compare measured figures with the budgets. */
export function judge(figures: Figures): Verdict[] {
  return BUDGETS.map((b) => {
    const value = figures[b.id];
    if (value === undefined || Number.isNaN(value) || b.informational)
      return { ...b, ...(value === undefined ? {} : { value }) };
    return { ...b, value, ok: b.higherIsBetter ? value >= b.limit : value <= b.limit };
  });
}

/** The nearest-rank `p`th percentile (0 < p ≤ 100) of numbers (undefined for none). */
export function percentile(values: number[], p: number): number | undefined {
  if (!values.length) return undefined;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length, Math.max(1, Math.ceil((p / 100) * s.length))) - 1];
}

/**
 * The ratio figures of one route against its baseline (`<prefix>.p50.ratio`, `<prefix>.p99.ratio`), from their
 * exact latencies; undefined when either side has no latency to compare (no 2xx answer, a zero baseline).
 */
export function latencyRatios(
  prefix: string,
  route: { p50: number; p99: number },
  baseline: { p50: number; p99: number },
): Figures {
  const ratio = (a: number, b: number) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? a / b : undefined);
  return {
    [`${prefix}.p50.ratio`]: ratio(route.p50, baseline.p50),
    [`${prefix}.p99.ratio`]: ratio(route.p99, baseline.p99),
  };
}

/** The median of numbers (undefined for none). */
export function median(values: number[]): number | undefined {
  if (!values.length) return undefined;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1]! + s[mid]!) / 2;
}
