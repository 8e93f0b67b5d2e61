/**
 * The local chains of `LOCAL_CHAINS=1 npm start` and of the chain-backed tests: a neo-go N3 privnet
 * (chain/privnet/) prepared with funded accounts and candidates, and a Hardhat Neo X node; answers the environment
 * that points the wallet pages, the calculator, the bridge, the CSP and the chain sync jobs at them.
 */
import { serve, type ServerType } from '@hono/node-server';
import { join } from 'node:path';
import { freePort } from '../functions/lib/ports.ts';
import { deployNeoXStandIns } from './neox/bridge.ts';
import { startNeoXNode, type NeoXTestAccount } from './neox/node.ts';
import { neoXTrackerApp } from './neox/tracker.ts';
import { preparePrivnet } from './privnet/fund.ts';
import { demoAccount } from './privnet/keys.ts';
import { startN3Privnet, type N3Privnet } from './privnet/node.ts';

export interface LocalChains {
  n3: N3Privnet;
  neoX: { rpcUrl: string; accounts: NeoXTestAccount[]; stop(): Promise<void> };
  /** The local deposit tracker (`GET <url>/<nonce>` → `{ txid }`), read from the Neo X stand-in's logs. */
  trackerUrl: string;
  /** Environment for the stack and the site build (RPC URLs, network profile, stand-in contract hashes). */
  env: Record<string, string>;
  /** The funded demo addresses a person can watch or import. */
  demo: { n3Address: string; neoXAddress: string };
  stop(): Promise<void>;
}

export interface LocalChainsOptions {
  /** Where the N3 chain is kept between starts; omitted, in memory (the tests). */
  dataDir?: string;
  /** Fixed RPC port of the N3 node (npm start: 30333 unless taken); omitted, any free port. */
  n3RpcPort?: number;
  /** Fixed RPC port of the Neo X node (npm start: 8545 unless taken); omitted, any free port. */
  neoXRpcPort?: number;
  log?: (line: string) => void;
}

/** Start both nodes and prepare them; stops what it started when a step fails. */
export async function startLocalChains(options: LocalChainsOptions = {}): Promise<LocalChains> {
  const log = options.log ?? (() => undefined);
  const n3 = await startN3Privnet({ dataDir: options.dataDir && join(options.dataDir, 'n3'), rpcPort: options.n3RpcPort, log });
  try {
    if (await preparePrivnet(n3.rpcUrl, n3.magic)) log('Funded the demo accounts and registered two candidates on the local N3 privnet');
    const neoX = await startNeoXNode({ port: options.neoXRpcPort });
    await deployNeoXStandIns(neoX.rpcUrl);
    const trackerPort = await freePort();
    const tracker: ServerType = await new Promise((resolve) => {
      const server = serve({ fetch: neoXTrackerApp(neoX.rpcUrl).fetch, port: trackerPort, hostname: '127.0.0.1' }, () => resolve(server));
    });
    const trackerUrl = `http://127.0.0.1:${trackerPort}`;
    const env: Record<string, string> = {
      PUBLIC_CHAIN_NETWORK: 'privnet',
      NEO_N3_RPC_URLS: n3.rpcUrl,
      NEO_X_RPC_URLS: neoX.rpcUrl,
      PUBLIC_NEO_N3_RPC_URLS: n3.rpcUrl,
      PUBLIC_NEO_X_RPC_URLS: neoX.rpcUrl,
      PUBLIC_BRIDGE_TRACKER_URL: trackerUrl,
    };
    return {
      n3, neoX, env, trackerUrl,
      demo: { n3Address: demoAccount().address, neoXAddress: neoX.accounts[0]!.address },
      async stop() {
        await new Promise<void>((resolve) => { (tracker as unknown as { closeAllConnections?: () => void }).closeAllConnections?.(); tracker.close(() => resolve()); });
        await neoX.stop();
        await n3.stop();
      },
    };
  } catch (error) {
    await n3.stop();
    throw error;
  }
}
