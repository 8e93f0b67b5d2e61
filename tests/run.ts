/**
 * `npm test`: first checks the formatting (`prettier --check .`, `.prettierrc.json`; fails fast naming the unformatted
 * files, `npm run format` rewrites them), then makes sure what the suite needs is on the machine (Debian's Chromium
 * for the browser tests, a Java runtime for the W3C HTML checker vnu-jar; each installed with apt-get when missing),
 * then runs every vitest project, each in a vitest process of its own (see below): `unit`, `e2e`, then `chain`. Extra
 * arguments go to vitest. With `--project` (`npm run test:unit`, …) only that project runs, without the format check.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Install the Debian package `name` with apt-get unless `present()`; exits 1 naming `what` when that fails. */
function ensureDebianPackage(name: string, present: () => boolean, what: string): void {
  if (present()) return;
  console.log(`Installing Debian's ${name} for ${what} (apt-get)…`);
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const run = (args: string[]) =>
    spawnSync(asRoot[0] ?? args[0]!, [...asRoot.slice(1), ...(asRoot.length ? args : args.slice(1))], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  run(['apt-get', 'update']);
  const result = run(['apt-get', 'install', '-y', '--no-install-recommends', name]);
  if (result.status !== 0 || !present()) {
    console.error(`Could not install ${name} (apt-get exit ${result.status}); ${what} needs it.`);
    process.exit(1);
  }
}

/** Exits 1 when `prettier --check .` finds unformatted files (Prettier lists them), with the command that fixes them. */
function checkFormatting(): void {
  const prettier = join(import.meta.dirname, '../node_modules/prettier/bin/prettier.cjs');
  const result = spawnSync(process.execPath, [prettier, '--check', '.'], {
    cwd: join(import.meta.dirname, '..'),
    stdio: 'inherit',
  });
  if (result.status === 0) return;
  console.error('The files above are not formatted as .prettierrc.json says: run `npm run format`, then commit.');
  process.exit(1);
}

const args = process.argv.slice(2);
const oneProject = args.some((a) => a === '--project' || a.startsWith('--project='));
if (!oneProject) checkFormatting();

ensureDebianPackage('chromium', () => existsSync(CHROMIUM), `the browser tests (${CHROMIUM})`);
ensureDebianPackage(
  'default-jre-headless',
  () => spawnSync('java', ['-version']).status === 0,
  'the HTML check (vnu-jar runs on Java)',
);
const vitest = join(import.meta.dirname, '../node_modules/vitest/vitest.mjs');
const run = (extra: string[]) =>
  spawnSync(process.execPath, [vitest, 'run', ...extra, ...(extra.length ? ['--passWithNoTests'] : []), ...args], {
    stdio: 'inherit',
  }).status ?? 1;
// Each project runs in a vitest process of its own: the e2e and chain global setups start a whole stack in the
// main process and point its environment at it (the chain one at the local chains), which no other project may see.
if (oneProject) process.exit(run([]));
const codes = ['unit', 'e2e', 'chain'].map((project) => run(['--project', project]));
process.exit(codes.find((code) => code !== 0) ?? 0);
