/**
 * `npm run bundle`: every Lambda entry bundled with the deployment's settings (infra/bundle.ts) into
 * `dist/lambda/`, each function's size against BUDGETS.md (≤ 500 KB minified per function: its entry file and the
 * chunks it imports statically, what a cold start loads; the chunks loaded by `import()` are printed beside it), and
 * the API's cold init (import + one request in a fresh process, ≤ 300 ms). Exits non-zero when a budget is missed.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  BUDGET,
  bundleLambda,
  bundlePath,
  LAMBDA_ENTRIES,
  measureColdInit,
  ROOT,
  sizesOf,
  type LambdaName,
} from './bundle.ts';

const outDir = join(ROOT, 'dist', 'lambda');
await rm(outDir, { recursive: true, force: true });
let over = false;
for (const name of Object.keys(LAMBDA_ENTRIES) as LambdaName[]) {
  const sizes = sizesOf(await bundleLambda(name, outDir), outDir);
  over ||= sizes.bundleKb > BUDGET.bundleKb;
  console.log(
    `${name.padEnd(15)} ${sizes.bundleKb.toFixed(1).padStart(7)} KB  ${sizes.files[0]!.file}${sizes.files.length > 1 ? ` + ${sizes.files.length - 1} static chunks` : ''}${sizes.bundleKb > BUDGET.bundleKb ? `  over the ${BUDGET.bundleKb} KB budget` : ''}`,
  );
  if (sizes.lazy.length)
    console.log(
      `${''.padEnd(15)} ${sizes.lazyKb.toFixed(1).padStart(7)} KB  in ${sizes.lazy.length} chunks loaded on first use`,
    );
}
const coldInitMs = measureColdInit(bundlePath(outDir, 'api'));
over ||= coldInitMs > BUDGET.coldInitMs;
console.log(
  `api cold init   ${coldInitMs.toFixed(1).padStart(7)} ms  (import + GET /client/health in a fresh process, median of 7; budget ${BUDGET.coldInitMs} ms)`,
);
process.exit(over ? 1 : 0);
