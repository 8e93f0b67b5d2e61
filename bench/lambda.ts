/**
 * The API's Lambda bundle: size (minified) and cold init (a fresh Node process importing the handler and
 * answering one API Gateway v2 event). Uses the deployment's own bundling settings once they exist.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export interface LambdaFigures {
  bundleKb: number;
  coldInitMs: number;
}

const BUNDLER = join(import.meta.dirname, '../infra/bundle.ts');

export async function measureLambda(): Promise<LambdaFigures> {
  if (!existsSync(BUNDLER)) throw new Error('infra/bundle.ts (the deployment bundler) does not exist yet');
  const bundler = (await import(BUNDLER)) as { measureApiBundle?: () => Promise<LambdaFigures> };
  if (!bundler.measureApiBundle) throw new Error('infra/bundle.ts has no measureApiBundle()');
  return bundler.measureApiBundle();
}
