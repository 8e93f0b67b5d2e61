/**
 * Starts and stops a local Neo N3 private network: one neo-go node (local/privnet/neo-go.ts) that is the single
 * validator and the whole committee, 1-second blocks, JSON-RPC on loopback. `npm start` (LOCAL_CHAINS=1) keeps its
 * chain in LevelDB under the data directory; the tests keep it in memory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { N3Rpc } from '../../chain/n3/rpc.ts';
import { freePort } from '../ports.ts';
import { ensureNeoGo } from './neo-go.ts';
import { PRIVNET_MAGIC } from '../../chain/n3/privnet-keys.ts';

const HERE = import.meta.dirname;

export { PRIVNET_MAGIC };

export interface N3PrivnetOptions {
  /** Where the chain is kept (LevelDB); omitted, the chain lives in memory and ends with the process. */
  dataDir?: string;
  /** RPC port on 127.0.0.1 (default: a free port). */
  rpcPort?: number;
  log?: (line: string) => void;
  /** How long to wait for the first blocks (ms, default 60 s). */
  timeoutMs?: number;
}

export interface N3Privnet {
  /** JSON-RPC endpoint, e.g. `http://127.0.0.1:30333`. */
  rpcUrl: string;
  magic: number;
  /** Stops the node (SIGINT, then SIGKILL after 5 s). */
  stop(): Promise<void>;
  /** Stops the node like a crash would (SIGKILL), for tests of unreachable nodes. */
  kill(): Promise<void>;
}

/**
 * One JSON-RPC call through the one N3 client (chain/n3/rpc.ts), one attempt: answers `result`, throws N3RpcError
 * (`{ code, message }`) for the node's error answer and NodeUnreachableError when the node cannot be reached.
 */
export async function n3Call<T>(
  rpcUrl: string,
  method: string,
  params: unknown[] = [],
  timeoutMs = 10_000,
): Promise<T> {
  return new N3Rpc({ urls: [rpcUrl], retries: 0, timeoutMs }).call<T>(method, params);
}

/** The node configuration for one run: the committed protocol.privnet.yml with this run's ports, database and wallet. */
async function renderConfig(runDir: string, rpcPort: number, p2pPort: number, inMemory: boolean): Promise<string> {
  let yml = await readFile(join(HERE, 'protocol.privnet.yml'), 'utf8');
  yml = yml
    .replace('127.0.0.1:30333', `127.0.0.1:${rpcPort}`)
    .replace('127.0.0.1:30334', `127.0.0.1:${p2pPort}`)
    .replace('"WALLET_PATH"', JSON.stringify(join(HERE, 'wallet.test-only.json')));
  if (inMemory)
    yml = yml.replace(/Type: "leveldb"\n\s+LevelDBOptions:\n\s+DataDirectoryPath: "[^"]*"/, 'Type: "inmemory"');
  else yml = yml.replace('"./n3-chain"', JSON.stringify(join(runDir, 'n3-chain')));
  const file = join(runDir, 'protocol.privnet.yml');
  await writeFile(file, yml);
  return file;
}

/**
 * Start the node; resolves once it answers JSON-RPC and has produced a block after genesis. Rejects with the
 * node's output tail when it exits or does not get there within `timeoutMs`.
 */
export async function startN3Privnet(options: N3PrivnetOptions = {}): Promise<N3Privnet> {
  const log = options.log ?? (() => undefined);
  const binary = await ensureNeoGo(log);
  const runDir = resolve(
    options.dataDir ?? join((await import('node:os')).tmpdir(), `neo-privnet-${process.pid}-${Date.now()}`),
  );
  await mkdir(runDir, { recursive: true });
  const rpcPort = options.rpcPort ?? (await freePort());
  const config = await renderConfig(runDir, rpcPort, await freePort(), !options.dataDir);
  const child: ChildProcess = spawn(binary, ['node', '--config-file', config], {
    cwd: runDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  const rpcUrl = `http://127.0.0.1:${rpcPort}`;
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (Date.now() < deadline && child.exitCode === null) {
    const height = await n3Call<number>(rpcUrl, 'getblockcount', [], 2000).catch(() => 0);
    if (height >= 2) return { rpcUrl, magic: PRIVNET_MAGIC, stop: () => end('SIGINT'), kill: () => end('SIGKILL') };
    await new Promise((r) => setTimeout(r, 250));
  }
  await end('SIGKILL');
  throw new Error(`The local Neo N3 node did not start: ${output.slice(-3000)}`);
}
