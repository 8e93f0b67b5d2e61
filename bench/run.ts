/**
 * `npm run bench`: measures every figure of docs/BUDGETS.md against the local stack (Lighthouse against one of its
 * own whose wallet pages read the local chains, audited-stack.ts), prints a table, writes bench/results/latest.json,
 * and exits non-zero naming each missed budget.
 * Options: `--only=weight,lighthouse,api,build,search,lambda,indexer` to run some parts; `--quick` for shorter loads.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { judge, latencyRatios, lighthouseFigures, median, type Figures } from './budgets.ts';
import { loadApiIsolated } from './api.ts';
import { audit } from './lighthouse.ts';
import { buildGenerated, generateCatalogue, readSnapshot, removeBuild, type BuildRun } from './scale.ts';
import { headerSearchLatencies, searchLatencies } from './search.ts';
import { startAuditedStack } from './audited-stack.ts';
import { startBenchStack } from './stack.ts';
import { weighSite } from './weight.ts';
import { lambdaLines, measureLambda } from './lambda.ts';
import { benchIndexerIsolated } from './indexer.ts';
import type { PassRates } from './indexer-passes.ts';
import { N3_MAINNET_30_DAYS, N3_MAINNET_WEEK, NEOX_MAINNET_WEEK, type ChainShape } from './indexer-model.ts';

const args = process.argv.slice(2);
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');
const quick = args.includes('--quick');
const wanted = (part: string) => !only || only.includes(part);
const figures: Figures = {};
const details: Record<string, unknown> = {};
const log = (line: string) => console.log(`· ${line}`);

/** Routes of the catalogue (static pages) and of the apps (wallet tools, dashboard). */
const APP_ROUTES = /^\/(pt-BR\/)?(my-wallet|bridge|gas-calculator|get-gas|dashboard|sign-in|password)/;
/** Ten representative routes (catalogue, detail, live data, wallet tools), audited in each locale. */
const LIGHTHOUSE_ROUTES = [
  '/',
  '/dapps-overview',
  '/dapp-detailed/flamingo-finance',
  '/contracts',
  '/wallets',
  '/tokens',
  '/community-development',
  '/my-wallet',
  '/bridge',
  '/gas-calculator',
].flatMap((r) => [r, `/pt-BR${r === '/' ? '/' : r}`]);
const WALLET_ROUTES = /\/(my-wallet|bridge|gas-calculator|get-gas)$/;

// Lighthouse audits a stack of its own, whose wallet pages read the local chains (audited-stack.ts); stopped, with
// the chains, before anything else runs.
if (wanted('lighthouse')) {
  const audited = await startAuditedStack();
  log(
    `Lighthouse stack at ${audited.siteUrl}, its pages reading the local N3 privnet (${audited.nodes.n3}) and Neo X node (${audited.nodes.neoX})`,
  );
  try {
    const scores = await audit(audited.siteUrl, LIGHTHOUSE_ROUTES, quick ? 1 : 3);
    details.lighthouse = scores;
    Object.assign(
      figures,
      lighthouseFigures(scores, (route) => WALLET_ROUTES.test(route)),
    );
    for (const s of scores) {
      log(
        `lighthouse ${s.route}: performance ${s.performance}, accessibility ${s.accessibility}, SEO ${s.seo}, best practices ${s.bestPractices}, TBT ${Math.round(s.metrics['total-blocking-time'] ?? NaN)} ms (median of ${s.runs})${s.error ? `, ${s.error}` : ''}`,
      );
      for (const logged of s.consoleErrors) log(`  console error: ${logged}`);
    }
    log(`lighthouse on ${scores.length} routes`);
  } finally {
    await audited.stop();
  }
}

// The parts that need the plain local stack (the indexer and the Lambda bundle do not).
const stackParts = ['weight', 'api', 'build', 'search'].filter(wanted);
const stack = stackParts.length ? await startBenchStack() : undefined;
if (stack) log(`local stack at ${stack.siteUrl}`);
let realSnapshot;
if (stack)
  try {
    realSnapshot = await readSnapshot(stack.dataDir);
    if (wanted('weight')) {
      const current = JSON.parse(await readFile(join(stack.dataDir, 'site/current.json'), 'utf8')) as { dir: string };
      const weights = await weighSite(current.dir);
      // The header search's index of the real catalogue (BUDGETS.md "header search"), gzip.
      figures['search.indexKb'] = gzipSync(await readFile(join(current.dir, 'search-index.json'))).length / 1024;
      const catalogue = weights.filter((w) => !APP_ROUTES.test(w.route) && w.route !== '/404');
      const apps = weights.filter((w) => APP_ROUTES.test(w.route));
      figures['weight.catalogue.js'] = Math.max(...catalogue.map((w) => w.jsGzip)) / 1024;
      figures['weight.catalogue.html48'] =
        Math.max(...catalogue.map((w) => (w.cards > 48 ? (w.htmlGzip / w.cards) * 48 : w.htmlGzip))) / 1024;
      const detailPages = catalogue.filter((w) => /detailed/.test(w.route));
      figures['weight.chart.js'] = detailPages.length
        ? Math.max(...detailPages.map((w) => w.largestLazyGzip)) / 1024
        : undefined;
      figures['weight.app.js'] = apps.length ? Math.max(...apps.map((w) => w.jsGzip + w.lazyJsGzip)) / 1024 : undefined;
      figures['weight.app.walletSdk.js'] = apps.length
        ? Math.max(...apps.map((w) => w.walletSdkJsGzip)) / 1024
        : undefined;
      const heaviest = [...weights].sort((a, b) => b.jsGzip + b.lazyJsGzip - a.jsGzip - a.lazyJsGzip).slice(0, 12);
      details.weights = heaviest;
      log(`weighed ${weights.length} routes`);
    }
    if (wanted('api')) {
      const loads = await loadApiIsolated(stack, quick ? 4 : 10);
      details.api = loads;
      const by = (n: string) => loads.find((l) => l.name === n)!;
      figures['api.health.rps'] = by('health').rps;
      figures['api.read.p50'] = by('read').p50;
      figures['api.read.p99'] = by('read').p99;
      figures['api.list.p99'] = by('list').p99;
      // The ratios of the paired loads (api.ts `paired`): the route against the bare DynamoDB call under it.
      for (const route of ['read', 'list']) {
        const [api, baseline] = [by(`${route}.api`), by(`${route}.baseline`)];
        const ratios = latencyRatios(`api.${route}`, api, baseline);
        Object.assign(figures, ratios);
        const ms = (n: number) => `${n.toFixed(2)} ms`;
        const x = (n: number | undefined) => (n === undefined ? '—' : `${n.toFixed(2)}×`);
        log(
          `${route} vs bare DynamoDB: p50 ${ms(api.p50)} / ${ms(baseline.p50)} = ${x(ratios[`api.${route}.p50.ratio`])}, p99 ${ms(api.p99)} / ${ms(baseline.p99)} = ${x(ratios[`api.${route}.p99.ratio`])}`,
        );
      }
      figures['api.snapshot.p99'] = by('snapshot').p99;
      figures['api.write.p99'] = by('write').p99;
      // The same rates paced evenly (paced.ts), for the record beside autocannon's per-second bursts.
      figures['api.read.paced.p50'] = by('read.paced').p50;
      figures['api.read.paced.p99'] = by('read.paced').p99;
      figures['api.list.paced.p99'] = by('list.paced').p99;
      figures['api.write.paced.p99'] = by('write.paced').p99;
      figures['api.errors'] = loads.reduce((n, l) => n + l.errors + l.non2xx, 0);
      log('API load done');
    }
  } finally {
    await stack.stop();
  }

if (wanted('indexer')) {
  const indexer = await benchIndexerIsolated(log);
  details.indexer = indexer;
  const { n3, neoX } = indexer;
  Object.assign(figures, {
    'indexer.emptyBlocksPerSecond': n3.emptyBlocksPerSecond,
    'indexer.fullBlocksPerSecond': n3.fullBlocksPerSecond,
    'indexer.bareFullBlocksPerSecond': n3.full.bareBlocksPerSecond,
    'indexer.emptyBlocksRatio': n3.empty.ratio,
    'indexer.fullBlocksRatio': n3.full.ratio,
    'indexer.weekMinutes': n3.weekMinutes,
    'indexer.thirtyDaysMinutes': n3.thirtyDaysMinutes,
    'indexer.bareThirtyDaysMinutes': n3.bareThirtyDaysMinutes,
    'indexer.weekMinutesFullBlocks': n3.weekMinutesFullBlocks,
    'indexer.neox.emptyBlocksPerSecond': neoX.emptyBlocksPerSecond,
    'indexer.neox.fullBlocksPerSecond': neoX.fullBlocksPerSecond,
    'indexer.neox.bareFullBlocksPerSecond': neoX.full.bareBlocksPerSecond,
    'indexer.neox.emptyBlocksRatio': neoX.empty.ratio,
    'indexer.neox.fullBlocksRatio': neoX.full.ratio,
    'indexer.neox.weekMinutes': neoX.weekMinutes,
    'indexer.neox.bareWeekMinutes': neoX.bareWeekMinutes,
    'indexer.peakRssMb': indexer.peakRssMb,
    'indexer.heapGrowthMb': indexer.heapGrowthMb,
  });
  const x = (n: number | undefined) => (n === undefined ? '—' : `${n.toFixed(2)} ×`);
  const shape = (c: ChainShape) =>
    `${c.blocks.toLocaleString('en-US')} blocks at ${c.blockSeconds} s, ${c.transactionsPerBlock} transactions a block`;
  const rates = (p: PassRates) =>
    `${p.indexerBlocksPerSecond.toFixed(1)} / ${p.bareBlocksPerSecond.toFixed(1)} blocks/s; tip lane ${p.tipBlocksPerSecond.toFixed(1)}`;
  for (const [name, chain] of [
    ['N3', n3],
    ['Neo X', neoX],
  ] as const) {
    log(`${name} indexer ÷ bare batched fetch, empty blocks: ${x(chain.empty.ratio)} (${rates(chain.empty)})`);
    log(
      `${name} indexer ÷ bare batched fetch, full blocks: ${x(chain.full.ratio)} (${rates(chain.full)}, ${chain.transactionsPerFullBlock.toFixed(0)} transactions a block)`,
    );
  }
  log(
    `N3 indexer: one mainnet week (${shape(N3_MAINNET_WEEK)}) ≈ ${n3.weekMinutes.toFixed(1)} min; 30 days (${shape(N3_MAINNET_30_DAYS)}) ≈ ${n3.thirtyDaysMinutes.toFixed(1)} min (the bare fetch alone: ${n3.bareThirtyDaysMinutes.toFixed(1)} min)`,
  );
  log(
    `Neo X indexer: one mainnet week (${shape(NEOX_MAINNET_WEEK)}) ≈ ${neoX.weekMinutes.toFixed(1)} min (the bare fetch alone: ${neoX.bareWeekMinutes.toFixed(1)} min)`,
  );
  log(
    `indexer memory: peak RSS ${indexer.peakRssMb.toFixed(0)} MB, retained heap growth ${indexer.heapGrowthMb?.toFixed(1) ?? '—'} MB`,
  );
}

if (wanted('lambda')) {
  const lambda = await measureLambda().catch((error: Error) => {
    log(`lambda: ${error.message}`);
    return undefined;
  });
  if (lambda) {
    figures['lambda.bundleKb'] = lambda.bundleKb;
    figures['lambda.coldInitMs'] = lambda.coldInitMs;
    details.lambda = lambda;
    for (const line of lambdaLines(lambda)) log(line);
  }
}

if (wanted('build') || wanted('search')) {
  // Each catalogue is built twice over its own social-card cache (OG_CACHE_DIR, never the site's .cache): first
  // with it empty (cold: every card drawn), then again with the cards that build drew (warm). The budgets judge
  // the warm rebuild, which is what production does (functions/domain/rebuild/build.ts restores the published
  // cards before each build); the cold build is printed beside it.
  const cardsRoot = await mkdtemp(join(tmpdir(), 'neo-bench-cards-'));
  const buildTwice = async (count: number, label: string) => {
    const catalogue = generateCatalogue(realSnapshot!.catalogue, count);
    const cards = join(cardsRoot, label);
    const cold = await buildGenerated(catalogue, `${label}-cold`, realSnapshot!.live, cards);
    await removeBuild(cold);
    const warm = await buildGenerated(catalogue, label, realSnapshot!.live, cards);
    for (const [run, cache] of [
      [cold, 'cold card cache'],
      [warm, 'cards reused'],
    ] as const)
      log(
        `${label} catalogue, ${cache}: ${run.pages} pages in ${run.seconds.toFixed(1)} s, peak ${run.peakRssMb.toFixed(0)} MB, ${run.cardsDrawn} of ${run.cards} cards drawn`,
      );
    return { cold, warm };
  };
  const small = await buildTwice(1_000, '1k');
  await removeBuild(small.warm);
  const large = await buildTwice(quick ? 3_000 : 10_000, quick ? '3k' : '10k');
  await rm(cardsRoot, { recursive: true, force: true });
  const plain = (run: BuildRun) => ({ ...run, outDir: undefined });
  details.build = {
    small: { cold: plain(small.cold), warm: plain(small.warm) },
    large: { cold: plain(large.cold), warm: plain(large.warm) },
  };
  figures['build.secondsPer1000'] = (small.warm.seconds / small.warm.pages) * 1000;
  if (!quick) {
    figures['build.seconds10k'] = large.warm.seconds;
    figures['build.seconds10k.cold'] = large.cold.seconds;
    figures['build.ratio'] = large.warm.seconds / small.warm.seconds;
    figures['build.peakRssMb10k'] = large.warm.peakRssMb;
    figures['build.peakRssMb10k.cold'] = large.cold.peakRssMb;
  }
  if (wanted('search')) {
    const times = await searchLatencies(large.warm.outDir);
    details.search = { keystrokes: times.length, max: Math.max(...times) };
    figures['search.p50'] = median(times);
    log(`search over ${large.warm.dapps} dApps: ${times.length} keystrokes`);
    const header = await headerSearchLatencies(large.warm.outDir);
    details.headerSearch = { keystrokes: header.length, max: Math.max(...header) };
    figures['search.header.p50'] = median(header);
    log(`header search over ${large.warm.dapps} dApps: ${header.length} keystrokes`);
  }
  await removeBuild(large.warm);
}

const verdicts = judge(figures);
const pad = (s: string, n: number) => s.padEnd(n);
console.log(`\n${pad('budget', 56)}${pad('measured', 14)}${pad('limit', 12)}result`);
for (const v of verdicts) {
  const value = v.value === undefined ? 'not measured' : `${v.value.toFixed(v.value < 10 ? 2 : 0)} ${v.unit}`;
  const limit = v.informational ? 'no budget' : `${v.higherIsBetter ? '≥' : '≤'} ${v.limit}`;
  console.log(
    `${pad(v.label, 56)}${pad(value, 14)}${pad(limit, 12)}${v.informational ? 'info' : v.ok === undefined ? '—' : v.ok ? 'ok' : 'MISSED'}`,
  );
}
await mkdir(join(import.meta.dirname, 'results'), { recursive: true });
await writeFile(
  join(import.meta.dirname, 'results/latest.json'),
  JSON.stringify({ at: new Date().toISOString(), quick, figures, verdicts, details }, null, 2),
);
const missed = verdicts.filter((v) => v.ok === false);
const unmeasured = only ? [] : verdicts.filter((v) => v.ok === undefined && !v.informational);
if (missed.length) console.log(`\nMissed budgets: ${missed.map((v) => v.label).join('; ')}`);
if (unmeasured.length) console.log(`Not measured: ${unmeasured.map((v) => v.label).join('; ')}`);
process.exit(missed.length || unmeasured.length ? 1 : 0);
