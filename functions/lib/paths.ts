/**
 * Where the project's files are at run time. Locally that is the repository; in a Lambda function the code is one
 * bundle per entry (`functions/<dir>/<entry>.mjs` in the package), so `import.meta.dirname` is the bundle's
 * folder, not the source module's: a path like `../../../data` written for a deeper source file points outside
 * the package. Resolve project files from `PROJECT_ROOT` instead; `data/` is copied into the package root by
 * infra (`copyFiles`).
 */
import { join } from 'node:path';

/** The repository root locally; the function package root on Lambda (`LAMBDA_TASK_ROOT`). */
export const PROJECT_ROOT = process.env.LAMBDA_TASK_ROOT ?? join(import.meta.dirname, '../..');

/** A path under the project root, e.g. `projectPath('data', 'catalogue')`. */
export const projectPath = (...parts: string[]) => join(PROJECT_ROOT, ...parts);
