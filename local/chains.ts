/**
 * The local chains of `LOCAL_CHAINS=1 npm start` and of the chain-backed tests: a neo-go N3 privnet
 * (local/privnet/) prepared with funded accounts and candidates, and a Hardhat Neo X node; answers the environment
 * that points the wallet pages, the calculator, the bridge, the CSP and the chain sync jobs at them.
 */
import { serve, type ServerType } from '@hono/node-server';
import { join } from 'node:path';
import { freePort } from './ports.ts';
import { deployNeoXStandIns } from './neox/bridge.ts';
import { startNeoXNode, type NeoXTestAccount } from './neox/node.ts';
import { neoXTrackerApp } from './neox/tracker.ts';
import { compileStandIns } from './contracts/n3/compile.ts';
import { deployStandIns, type StandInHashes } from './contracts/n3/deploy.ts';
import { preparePrivnet } from './privnet/fund.ts';
import { committeeAccount, committeeMultisig, demoAccount } from './privnet/keys.ts';
import { ensureNeoGo } from './privnet/neo-go.ts';
import { startDepositRelay } from './privnet/relay.ts';
import { startN3Privnet, type N3Privnet } from './privnet/node.ts';

export interface LocalChains {
  n3: N3Privnet;
  neoX: { rpcUrl: string; accounts: NeoXTestAccount[]; stop(): Promise<void> };
  /** The N3 stand-ins' script hashes (bNEO, the Flamingo router, the bridge, the FLM token). */
  standIns: StandInHashes;
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
  /**
   * The site's origins, whose pages may call the Neo X node's developer and signing methods too (node.ts
   * `siteOrigins`); pages of other origins get public reads and raw transactions only. Omitted: none.
   */
  siteOrigins?: string[];
  log?: (line: string) => void;
}

/** Start both nodes and prepare them; stops what it started when a step fails. */
export async function startLocalChains(options: LocalChainsOptions = {}): Promise<LocalChains> {
  const log = options.log ?? (() => undefined);
  const n3 = await startN3Privnet({
    dataDir: options.dataDir && join(options.dataDir, 'n3'),
    rpcPort: options.n3RpcPort,
    log,
  });
  try {
    if (await preparePrivnet(n3.rpcUrl, n3.magic))
      log('Funded the demo accounts and registered two candidates on the local N3 privnet');
    const compiled = await compileStandIns(await ensureNeoGo(log));
    const standIns = await deployStandIns(n3.rpcUrl, committeeAccount(), n3.magic, compiled, {
      neoFrom: { account: committeeMultisig(), keys: [committeeAccount()] },
      flmTo: [demoAccount().address],
    });
    const neoX = await startNeoXNode({ port: options.neoXRpcPort, siteOrigins: options.siteOrigins });
    await deployNeoXStandIns(neoX.rpcUrl);
    const trackerPort = await freePort();
    const tracker: ServerType = await new Promise((resolve) => {
      const server = serve({ fetch: neoXTrackerApp(neoX.rpcUrl).fetch, port: trackerPort, hostname: '127.0.0.1' }, () =>
        resolve(server),
      );
    });
    const trackerUrl = `http://127.0.0.1:${trackerPort}`;
    const relay = startDepositRelay({ n3RpcUrl: n3.rpcUrl, neoXRpcUrl: neoX.rpcUrl, bridge: standIns.BRIDGE, log });
    const env: Record<string, string> = {
      PUBLIC_CHAIN_NETWORK: 'privnet',
      NEO_N3_RPC_URLS: n3.rpcUrl,
      NEO_X_RPC_URLS: neoX.rpcUrl,
      PUBLIC_NEO_N3_RPC_URLS: n3.rpcUrl,
      PUBLIC_NEO_X_RPC_URLS: neoX.rpcUrl,
      PUBLIC_BRIDGE_TRACKER_URL: trackerUrl,
      // The stand-ins of the third-party mainnet contracts (local/contracts/n3/README.md).
      PUBLIC_N3_CONTRACT_BNEO: standIns.BNEO,
      PUBLIC_N3_CONTRACT_SWAP_ROUTER: standIns.SWAP_ROUTER,
      PUBLIC_N3_CONTRACT_BRIDGE: standIns.BRIDGE,
      PUBLIC_N3_SWAP_TOKENS: `GAS:0xd2a4cff31913016155e38e474a2c06d08be276cf:8,bNEO:${standIns.BNEO}:8,FLM:${standIns.FLM}:8`,
    };
    return {
      n3,
      neoX,
      env,
      trackerUrl,
      standIns,
      demo: { n3Address: demoAccount().address, neoXAddress: neoX.accounts[0]!.address },
      async stop() {
        await relay.stop();
        await new Promise<void>((resolve) => {
          (tracker as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
          tracker.close(() => resolve());
        });
        await neoX.stop();
        await n3.stop();
      },
    };
  } catch (error) {
    await n3.stop();
    throw error;
  }
}
