/**
 * The API's Lambda function: its size (minified: the entry file and the chunks it imports statically, which a cold
 * start loads; the chunks loaded by `import()` on first use are reported beside it) and its cold init (a fresh Node
 * process importing the handler and answering one API Gateway v2 event). Uses the deployment's own bundling
 * settings (infra/bundle.ts).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { LambdaSizes } from '../infra/bundle.ts';

export type LambdaFigures = LambdaSizes & { coldInitMs: number };

const BUNDLER = join(import.meta.dirname, '../infra/bundle.ts');

/** Bundle and measure the API function; throws when the bundler is missing or the bundle does not answer health. */
export async function measureLambda(): Promise<LambdaFigures> {
  if (!existsSync(BUNDLER)) throw new Error('infra/bundle.ts (the deployment bundler) does not exist yet');
  const bundler = (await import(BUNDLER)) as { measureApiBundle?: () => Promise<LambdaFigures> };
  if (!bundler.measureApiBundle) throw new Error('infra/bundle.ts has no measureApiBundle()');
  return bundler.measureApiBundle();
}

/** The lines the bench prints for a function: what a cold start loads, file by file, and the lazy chunks beside it. */
export function lambdaLines(f: LambdaFigures): string[] {
  const files = (list: { file: string; kb: number }[]) => list.map((c) => `${c.file} ${c.kb.toFixed(1)}`).join(', ');
  return [
    `${f.name} Lambda: ${f.bundleKb.toFixed(1)} KB loaded at cold start (${files(f.files)}); cold init ${f.coldInitMs.toFixed(1)} ms`,
    `${f.name} Lambda: ${f.lazyKb.toFixed(1)} KB in ${f.lazy.length} chunks loaded on first use (${files(f.lazy)})`,
  ];
}
