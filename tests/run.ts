/**
 * `npm test`: first checks the formatting (`prettier --check .`, `.prettierrc.json`; fails fast naming the unformatted
 * files, `npm run format` rewrites them), then makes sure what the suite needs is on the machine (Debian's Chromium
 * for the browser tests, a Java runtime for the W3C HTML checker vnu-jar; each installed with apt-get when missing),
 * then runs every vitest project, each in a vitest process of its own (see below): `unit`, `e2e`, then `chain`. Extra
 * arguments go to vitest. When a project fails, the last lines name its failing tests (from a JSON report beside the
 * default reporter), so the end of a long CI log says why it is red. With `--project` (`npm run test:unit`, …) only
 * that project runs, without the format check.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

/** What one vitest run left: its exit code, the failures its JSON report names, and the end of its stderr. */
interface ProjectRun {
  project: string;
  code: number;
  failures: string[];
  stderrTail: string;
}

/** How much of a run's stderr the closing summary repeats when its report names no failing test, characters. */
const STDERR_TAIL = 3000;

/**
 * Runs vitest with `extra` and the caller's arguments; besides the default reporter, a JSON report in a temporary
 * file gives the failures for the closing summary (vitest prints them far above, in a long log). Its stderr is passed
 * through as it comes, and its end kept for the summary (an error outside any test, e.g. in a global teardown, is
 * only there).
 */
async function run(project: string, extra: string[]): Promise<ProjectRun> {
  const report = join(mkdtempSync(join(tmpdir(), 'vitest-report-')), 'report.json');
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  const child = spawn(
    process.execPath,
    [vitest, 'run', ...extra, ...reporters, ...(extra.length ? ['--passWithNoTests'] : []), ...args],
    { stdio: ['inherit', 'inherit', 'pipe'] },
  );
  let stderrTail = '';
  child.stderr.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    stderrTail = (stderrTail + chunk.toString()).slice(-STDERR_TAIL);
  });
  const code = await new Promise<number>((resolve) => child.once('close', (status) => resolve(status ?? 1)));
  return { project, code, failures: failuresIn(report), stderrTail };
}

/** The failing files and tests of a vitest JSON report, one line each; none when the report is missing. */
function failuresIn(report: string): string[] {
  if (!existsSync(report)) return [];
  const root = join(import.meta.dirname, '..') + '/';
  const { testResults } = JSON.parse(readFileSync(report, 'utf8')) as {
    testResults: {
      name: string;
      status: string;
      message?: string;
      assertionResults: { status: string; fullName: string; failureMessages?: string[] }[];
    }[];
  };
  const firstLine = (text = '') => text.split('\n').find((line) => line.trim()) ?? '';
  return testResults.flatMap((file) => {
    const name = file.name.replace(root, '');
    const tests = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${name} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (tests.length || file.status !== 'failed') return tests;
    return [`${name}: ${firstLine(file.message)}`];
  });
}

/**
 * Prints, last and on stdout, which projects failed and what in them, so the end of a long CI log says why it is red
 * (with the end of the run's stderr when its report names no failing test).
 */
function summarise(runs: ProjectRun[]): void {
  const failed = runs.filter((r) => r.code !== 0);
  if (!failed.length) return;
  console.log('\nThe tests failed:');
  for (const { project, code, failures, stderrTail } of failed) {
    console.log(`  ${project}: vitest exited ${code}`);
    for (const failure of failures) console.log(`    ✗ ${failure}`);
    if (failures.length) continue;
    const tail = stderrTail.replace(/\x1b\[[0-9;]*m/g, '').trim();
    console.log(`    no failing test in its report; the end of its stderr:\n${tail || '(empty)'}`);
  }
}

// Each project runs in a vitest process of its own: the e2e and chain global setups start a whole stack in the
// main process and point its environment at it (the chain one at the local chains), which no other project may see.
const runs: ProjectRun[] = [];
if (oneProject) runs.push(await run(args.join(' '), []));
else for (const project of ['unit', 'e2e', 'chain']) runs.push(await run(project, ['--project', project]));
summarise(runs);
process.exit(runs.find((r) => r.code !== 0)?.code ?? 0);
