/** Starts a Hardhat 2 node (chain id 47763) on a free port for one test file, and stops it. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../functions/lib/ports.ts';

const ROOT = join(import.meta.dirname, '../..');
const CONFIG = join(ROOT, 'tests/integration/neox/hardhat.config.cjs');

/** JSON-RPC call to `url`. */
export async function rpc<T>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  const body = (await res.json()) as { result?: T; error?: { message: string; code: number } };
  if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code });
  return body.result as T;
}

export interface LocalNeoX { url: string; accounts: string[]; stop: () => Promise<void> }

/** Start the node; resolves when it answers eth_chainId (rejects with its output otherwise). */
export async function startHardhat(timeoutMs = 60_000, fixedPort?: number): Promise<LocalNeoX> {
  const port = fixedPort ?? await freePort();
  const dir = await mkdtemp(join(tmpdir(), 'neox-hardhat-'));
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, 'node_modules/hardhat/internal/cli/cli.js'), '--config', CONFIG, 'node', '--hostname', '127.0.0.1', '--port', String(port)], {
    cwd: ROOT, env: { ...process.env, NEOX_HARDHAT_DIR: dir, HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true', CI: 'true' }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c) => { output += c; });
  child.stderr?.on('data', (c) => { output += c; });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => { child.once('exit', resolve); setTimeout(resolve, 5000); });
    }
    await rm(dir, { recursive: true, force: true });
  };
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) break;
    const chainId = await rpc<string>(url, 'eth_chainId').catch(() => undefined);
    if (chainId) return { url, accounts: await rpc<string[]>(url, 'eth_accounts'), stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`Hardhat did not start: ${output.slice(-2000)}`);
}
