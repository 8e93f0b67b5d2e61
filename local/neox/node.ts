/**
 * The local Neo X node (TEST ONLY): a Hardhat 2 node (Hardhat Network, chain id 47763 like Neo X mainnet, NEO.md
 * §5.1) started as a child process (rpc-server.ts), with funded accounts from the test-only mnemonic of
 * test-accounts.json. Hardhat Network keeps its chain in memory: a restarted node starts again from block 0. It
 * answers public reads and raw transactions to any web page, its developer and signing methods only to requests with
 * no `Origin` or the site's own (rpc-guard.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, http } from 'viem';
import { getChainId } from 'viem/actions';
import { freePort } from '../ports.ts';
import testAccounts from '../../chain/neox/test-accounts.json' with { type: 'json' };
import { neoXTestAccounts, type NeoXTestAccount } from '../../chain/neox/test-keys.ts';

const ROOT = join(import.meta.dirname, '../..');
const RPC_SERVER = join(import.meta.dirname, 'rpc-server.ts');
/** The Hardhat config the node runs with (chain id, test accounts, scratch folders). */
export const HARDHAT_CONFIG = join(import.meta.dirname, 'hardhat.config.cjs');

/** Neo X mainnet's chain id, which the local node answers too (0xba93). */
export const NEOX_LOCAL_CHAIN_ID = testAccounts.chainId;

export { neoXTestAccounts, type NeoXTestAccount } from '../../chain/neox/test-keys.ts';

export interface LocalNeoXNode {
  /** JSON-RPC endpoint, http://127.0.0.1:<port>. */
  rpcUrl: string;
  chainId: number;
  /**
   * The funded accounts, in the order the node lists them (eth_accounts); they are also unlocked on the node. The
   * last one is the bridge relayer (bridge.ts neoXRelayer): leave it to relayNativeDeposit.
   */
  accounts: NeoXTestAccount[];
  /** Stop the node (SIGTERM, then SIGKILL after 5 s) and remove its temporary directory, if it made one. */
  stop(): Promise<void>;
}

export interface StartNeoXNodeOptions {
  /** Port on 127.0.0.1; a free one when omitted. */
  port?: number;
  /** Where Hardhat's cache and artifacts folders go; a temporary directory (removed by stop) when omitted. */
  dataDir?: string;
  /** How long to wait for eth_chainId to answer (ms). */
  timeoutMs?: number;
  /**
   * The site's origins (`http://localhost:4321`, …): pages of these may call the developer and signing methods too.
   * Requests without an `Origin` (tests, relayer, CLIs) always may; pages of any other origin only public reads.
   */
  siteOrigins?: string[];
}

/**
 * Start the node and resolve once it answers eth_chainId with 47763. Rejects with the end of Hardhat's output
 * when it exits or does not answer within `timeoutMs` (default 60 s), e.g. when the port is taken.
 */
export async function startNeoXNode(options: StartNeoXNodeOptions = {}): Promise<LocalNeoXNode> {
  const port = options.port ?? (await freePort());
  const scratch = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'neo-x-node-')));
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const child: ChildProcess = spawn(process.execPath, [RPC_SERVER], {
    cwd: ROOT,
    env: {
      ...process.env,
      HARDHAT_CONFIG,
      HARDHAT_NETWORK: 'hardhat',
      NEOX_PORT: String(port),
      NEOX_SITE_ORIGINS: (options.siteOrigins ?? []).join(','),
      NEOX_HARDHAT_DIR: scratch,
      HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true',
      CI: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let listening = false;
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
    listening ||= output.includes('Started HTTP');
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Never leave the node behind when this process ends without calling stop().
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));
  const rpcUrl = `http://127.0.0.1:${port}`;
  const client = createClient({ transport: http(rpcUrl, { retryCount: 0, timeout: 2000 }) });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    if (!options.dataDir) await rm(scratch, { recursive: true, force: true });
  };
  const started = Date.now();
  while (Date.now() - started < (options.timeoutMs ?? 60_000) && child.exitCode === null) {
    // Ready once the node says it listens (so another process on the port is never taken for it) and answers.
    const chainId = listening ? await getChainId(client).catch(() => undefined) : undefined;
    if (chainId !== undefined) {
      if (chainId !== NEOX_LOCAL_CHAIN_ID) {
        await stop();
        throw new Error(`The node on ${rpcUrl} answers chain id ${chainId}, not ${NEOX_LOCAL_CHAIN_ID}`);
      }
      return { rpcUrl, chainId: NEOX_LOCAL_CHAIN_ID, accounts: neoXTestAccounts(), stop };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`The local Neo X node (Hardhat) did not start on ${rpcUrl}:\n${output.slice(-2000)}`);
}
