/**
 * Generates SST's platform types (`.sst/platform/config.d.ts`, git-ignored) so `tsc` can check sst.config.ts and
 * infra/ without an AWS account: `sst install` with Bun and the dependency check off only writes the platform
 * and installs its providers from the npm registry (ARCHITECTURE "Notes verified on this machine").
 *
 * Run by `npm install` (postinstall; a failure there only warns) and by `npm run typecheck` (`--strict`: a failure
 * fails it).
 * Skipped when the types of the installed sst version are already there, or with `SKIP_SST_TYPES=1` (the site
 * build on AWS, which never type-checks).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const PLATFORM = join(ROOT, '.sst', 'platform');

/** True when `.sst/platform` holds the config types of the installed sst version. */
export function platformTypesReady(): boolean {
  const version = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8').trim() : undefined);
  const installed = JSON.parse(readFileSync(join(ROOT, 'node_modules', 'sst', 'package.json'), 'utf8'))
    .version as string;
  return (
    existsSync(join(PLATFORM, 'config.d.ts')) &&
    existsSync(join(PLATFORM, 'node_modules', '@pulumi', 'aws')) &&
    version(join(PLATFORM, 'version')) === installed
  );
}

/** Generate the platform types unless they are ready; answers whether they are ready afterwards. */
export function ensurePlatformTypes(log: (line: string) => void = console.log): boolean {
  if (platformTypesReady()) return true;
  log('Generating the SST platform types (.sst/platform) for the type check…');
  const result = spawnSync(join(ROOT, 'node_modules', '.bin', 'sst'), ['install'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    env: {
      ...process.env,
      SST_NO_BUN: '1',
      SST_SKIP_DEPENDENCY_CHECK: '1',
      SST_STAGE: process.env.SST_STAGE ?? 'dev',
      SST_TELEMETRY_DISABLED: '1',
      DO_NOT_TRACK: '1',
    },
  });
  if (result.status !== 0)
    log(`sst install failed (exit ${result.status}): ${`${result.stdout}${result.stderr}`.trim().slice(-2000)}`);
  return platformTypesReady();
}

if (import.meta.main && !process.env.SKIP_SST_TYPES) {
  const strict = process.argv.includes('--strict');
  const ready = ensurePlatformTypes();
  // npm install must not fail for it: `npm run typecheck` (--strict) tries again and fails there if it still cannot.
  if (!ready && strict) process.exit(1);
  if (!ready) console.warn('The SST platform types could not be generated now; `npm run typecheck` will try again.');
}
