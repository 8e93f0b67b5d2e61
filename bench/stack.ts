/**
 * The local stack (`npm start`) in a child process on free ports with a fresh data directory, for the bench, with
 * the baseline server of the API's latency ratios in the same process (stack-process.ts, baseline.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../local/ports.ts';

export interface BenchStack {
  siteUrl: string;
  apiUrl: string;
  baselineUrl: string;
  /** The CDN stand-in in front of the API (cdn.ts): `<cdnUrl>/client/snapshot/live`. */
  cdnUrl: string;
  dataDir: string;
  admin: { email: string; password: string };
  stop(): Promise<void>;
}

const ROOT = join(import.meta.dirname, '..');

/**
 * The Node flags of `npm start` (package.json `scripts.start`, e.g. a larger young generation so a busy API collects
 * less often), so the measured stack runs as users run it.
 */
function startNodeFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const [node, ...words] = scripts.start.split(/\s+/);
  if (node !== 'node') throw new Error(`package.json scripts.start does not run node: ${scripts.start}`);
  return words.filter((w) => w.startsWith('--'));
}

export interface BenchStackOptions {
  /** The site's port (default: a free one), for what must know the site's origin before it starts (audited-stack.ts). */
  sitePort?: number;
  /** Settings added to the stack's environment (e.g. the audited build's PUBLIC_ chain endpoints, audited-stack.ts). */
  env?: Record<string, string>;
}

/** Start `local/stack/start.ts`; resolves once it printed its URLs. */
export async function startBenchStack(options: BenchStackOptions = {}): Promise<BenchStack> {
  const dataDir = await mkdtemp(join(tmpdir(), 'neo-bench-'));
  const admin = { email: 'bench@example.org', password: 'Bench-Pass-2026' };
  const [sitePort, apiPort, smtpPort, inboxPort, baselinePort, cdnPort] = [
    options.sitePort ?? (await freePort()),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const child: ChildProcess = spawn(process.execPath, [...startNodeFlags(), join(ROOT, 'bench/stack-process.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      SITE_PORT: String(sitePort),
      API_PORT: String(apiPort),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SMTP_PORT: String(smtpPort),
      INBOX_PORT: String(inboxPort),
      BASELINE_PORT: String(baselinePort),
      CDN_PORT: String(cdnPort),
      // The loads send hundreds of requests a second from one address: far past the per-client limit (1,800 a
      // minute, functions/api/client-limit.ts), which still runs (its table write once per lease of 20,000).
      API_CLIENT_LIMIT_PER_MINUTE: '1000000',
      SIGN_IN_DELAY_MS: '0',
      LOG_LEVEL: 'error',
      // No scheduled sync (and the rebuild it triggers) may land inside a measured load.
      SYNC_INTERVAL_MINUTES: '0',
      ...options.env,
    },
  });
  let out = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the stack did not start:\n${out.slice(-2000)}`)), 240_000);
    child.stdout!.on('data', (d: Buffer) => {
      out += d;
      if (/Baseline: /.test(out)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr!.on('data', (d: Buffer) => {
      out += d;
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the stack exited (${code}):\n${out.slice(-2000)}`));
    });
  });
  return {
    siteUrl: `http://127.0.0.1:${sitePort}`,
    apiUrl: `http://127.0.0.1:${apiPort}/client`,
    baselineUrl: `http://127.0.0.1:${baselinePort}`,
    cdnUrl: `http://127.0.0.1:${cdnPort}`,
    dataDir,
    admin,
    async stop() {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        try {
          process.kill(-child.pid!, 'SIGINT');
        } catch {
          resolve();
        }
        setTimeout(() => {
          try {
            process.kill(-child.pid!, 'SIGKILL');
          } catch {
            /* gone */
          }
          resolve();
        }, 15_000).unref();
      });
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
