import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'] });
for (const route of process.argv.slice(2)) {
  const r = await lighthouse(`http://127.0.0.1:4900${route}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'seo', 'best-practices'] });
  const lhr = r!.lhr;
  console.log(route, Object.fromEntries(Object.entries(lhr.categories).map(([k, c]) => [k, Math.round((c.score ?? 0) * 100)])));
  for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index', 'interactive']) console.log('  ', id, lhr.audits[id]?.displayValue, lhr.audits[id]?.score);
  for (const [id, a] of Object.entries(lhr.audits)) if (a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable') console.log('   FAIL', id, a.displayValue ?? '', a.score);
}
await chrome.kill();
