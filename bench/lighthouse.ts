/**
 * Lighthouse (mobile preset, the `lighthouse` package driving Debian's Chromium) on representative routes;
 * scores 0–100 per category.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface LighthouseScores { route: string; performance: number; accessibility: number; seo: number; bestPractices: number }

/** Audit `routes` of `siteUrl` one after the other in one Chromium. */
export async function audit(siteUrl: string, routes: string[]): Promise<LighthouseScores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
  try {
    const scores: LighthouseScores[] = [];
    for (const route of routes) {
      const result = await lighthouse(`${siteUrl}${route}`, { port: chrome.port, output: 'json', logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'] });
      const c = result!.lhr.categories;
      const score = (k: string) => Math.round((c[k]?.score ?? 0) * 100);
      scores.push({ route, performance: score('performance'), accessibility: score('accessibility'), seo: score('seo'), bestPractices: score('best-practices') });
    }
    return scores;
  } finally {
    await chrome.kill();
  }
}
