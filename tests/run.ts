/**
 * `npm test`: makes sure what the suite needs is on the machine (Debian's Chromium for the browser tests,
 * installed with apt-get when missing), then runs every vitest project. Extra arguments go to vitest.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  console.log('Installing Debian\'s chromium for the browser tests (apt-get)…');
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const run = (args: string[]) => spawnSync(asRoot[0] ?? args[0]!, [...asRoot.slice(1), ...(asRoot.length ? args : args.slice(1))], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  run(['apt-get', 'update']);
  const result = run(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium']);
  if (result.status !== 0 || !existsSync(CHROMIUM)) {
    console.error(`Could not install chromium (apt-get exit ${result.status}); the browser tests need ${CHROMIUM}.`);
    process.exit(1);
  }
}

ensureChromium();
const vitest = join(import.meta.dirname, '../node_modules/vitest/vitest.mjs');
const result = spawnSync(process.execPath, [vitest, 'run', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
