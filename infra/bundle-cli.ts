/**
 * `npm run bundle`: every Lambda entry bundled with the deployment's settings (infra/bundle.ts) into
 * `dist/lambda/`, each size against BUDGETS.md (≤ 500 KB minified per function), and the API's cold init
 * (import + one request in a fresh process, ≤ 300 ms). Exits non-zero when a budget is missed.
 */
import { rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { BUDGET, bundleLambda, bundlePath, LAMBDA_ENTRIES, measureColdInit, ROOT, type LambdaName } from './bundle.ts';

const outDir = join(ROOT, 'dist', 'lambda');
await rm(outDir, { recursive: true, force: true });
let over = false;
for (const name of Object.keys(LAMBDA_ENTRIES) as LambdaName[]) {
  const built = await bundleLambda(name, outDir);
  const kb = built.bytes / 1024;
  over ||= kb > BUDGET.bundleKb;
  console.log(
    `${name.padEnd(15)} ${kb.toFixed(1).padStart(7)} KB  ${relative(ROOT, built.file)}${kb > BUDGET.bundleKb ? `  over the ${BUDGET.bundleKb} KB budget` : ''}`,
  );
}
const coldInitMs = measureColdInit(bundlePath(outDir, 'api'));
over ||= coldInitMs > BUDGET.coldInitMs;
console.log(
  `api cold init   ${coldInitMs.toFixed(1).padStart(7)} ms  (import + GET /client/health in a fresh process, median of 7; budget ${BUDGET.coldInitMs} ms)`,
);
process.exit(over ? 1 : 0);
