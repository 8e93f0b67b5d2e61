/**
 * Lighthouse (mobile preset, the `lighthouse` package driving Debian's Chromium) on representative routes;
 * scores 0–100 per category, the median of `runs` audits per route (this machine is shared and noisy), with the
 * metrics behind the performance score. An audit that fails to load the page (a Lighthouse runtime error, every
 * score null) is retried, and reported as 0 with its error when it keeps failing.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median, type RouteScores } from './budgets.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'] as const;
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;

/** One route's medians (budgets.ts `RouteScores`), why its audits failed if they did, and the browser's errors. */
export interface LighthouseScores extends RouteScores {
  error?: string;
  /**
   * What the browser logged as errors during the audits (Lighthouse's `errors-in-console`, which costs best
   * practices points), each once: `source: description (url)`. Chromium itself logs every request that fails at
   * the network level (`net::ERR_NAME_NOT_RESOLVED`, `net::ERR_CONNECTION_REFUSED`), whatever the page does with it.
   */
  consoleErrors: string[];
}

/** Audit `routes` of `siteUrl` one after the other in one Chromium, `runs` times each. */
export async function audit(siteUrl: string, routes: string[], runs = 3): Promise<LighthouseScores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
  try {
    const scores: LighthouseScores[] = [];
    for (const route of routes) {
      const good: Record<string, number>[] = [];
      const consoleErrors = new Set<string>();
      let error: string | undefined;
      for (let attempt = 0; good.length < runs && attempt < runs + 3; attempt++) {
        const result = await lighthouse(`${siteUrl}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        const lhr = result?.lhr;
        if (!lhr || lhr.runtimeError || CATEGORIES.some((k) => typeof lhr.categories[k]?.score !== 'number')) {
          error = lhr?.runtimeError?.message ?? 'no result';
          continue;
        }
        type ConsoleItem = { source?: string; description?: string; sourceLocation?: { url?: string } };
        const logged = (lhr.audits['errors-in-console']?.details as { items?: ConsoleItem[] } | undefined)?.items;
        for (const item of logged ?? [])
          consoleErrors.add(`${item.source}: ${item.description} (${item.sourceLocation?.url ?? 'no url'})`);
        good.push({
          ...Object.fromEntries(CATEGORIES.map((k) => [k, Math.round(lhr.categories[k]!.score! * 100)])),
          ...Object.fromEntries(METRICS.map((m) => [m, lhr.audits[m]?.numericValue ?? NaN])),
        });
      }
      const mid = (k: string) => median(good.map((g) => g[k]!)) ?? 0;
      scores.push({
        route,
        performance: mid('performance'),
        accessibility: mid('accessibility'),
        seo: mid('seo'),
        bestPractices: mid('best-practices'),
        metrics: Object.fromEntries(METRICS.map((m) => [m, Math.round(mid(m) * 1000) / 1000])),
        runs: good.length,
        consoleErrors: [...consoleErrors],
        ...(good.length ? {} : { error }),
      });
    }
    return scores;
  } finally {
    await chrome.kill();
  }
}
