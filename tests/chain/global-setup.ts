/**
 * The chain-backed tests' world, started once: the local N3 privnet (in memory) and Neo X node with funded accounts
 * (local/chains.ts), and the whole local stack built against them (fresh data directory, free ports).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalChains, type LocalChains } from '../../local/chains.ts';
import { startStack, type Stack } from '../../local/stack/stack.ts';
import { freePort } from '../../local/ports.ts';
import { loopbackOrigins } from '../../local/stack/local-origin.ts';

/** The stack's administrator (the tests that change global settings sign in as it through the API). */
export const CHAIN_ADMIN = { email: 'chain-admin@example.org', password: 'Chain-Admin-Pass-2026' };

let chains: LocalChains | undefined;
let stack: Stack | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  const sitePort = await freePort();
  // As under LOCAL_CHAINS=1 npm start: the site's own pages may use the Neo X node's developer methods, others not.
  chains = await startLocalChains({ siteOrigins: loopbackOrigins(sitePort) });
  Object.assign(process.env, chains.env);
  dataDir = await mkdtemp(join(tmpdir(), 'neo-chain-e2e-'));
  stack = await startStack({
    dataDir,
    sitePort,
    apiPort: await freePort(),
    adminEmail: CHAIN_ADMIN.email,
    adminPassword: CHAIN_ADMIN.password,
    syncIntervalMs: 0,
    // The indexer follows the privnet as under LOCAL_CHAINS=1 npm start, so the pages' network statistics are the
    // node's (tests/chain/figures.test.ts); its figures reach the contract records only when a test asks (a rebuild).
    indexerIntervalMs: 5000,
    indexerRecordsEveryMs: 24 * 3_600_000,
  });
  project.provide('siteUrl', stack.siteUrl.replace(/\/$/, ''));
  project.provide('n3RpcUrl', chains.n3.rpcUrl);
  project.provide('n3Magic', chains.n3.magic);
  project.provide('neoXRpcUrl', chains.neoX.rpcUrl);
  project.provide('chainEnv', chains.env);
  project.provide('standIns', chains.standIns);
  project.provide('trackerUrl', chains.trackerUrl);
  project.provide('localServices', { dynamoUrl: stack.dynamoUrl, s3Url: stack.s3Url, inboxUrl: stack.inboxUrl });
}

export async function teardown() {
  await stack?.stop();
  await chains?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    n3RpcUrl: string;
    n3Magic: number;
    neoXRpcUrl: string;
    chainEnv: Record<string, string>;
    trackerUrl: string;
    standIns: { BNEO: string; SWAP_ROUTER: string; BRIDGE: string; FLM: string };
    /** The stack's database, object store and mail inbox (tests/chain/local-origins.test.ts). */
    localServices: { dynamoUrl: string; s3Url: string; inboxUrl: string };
  }
}
