/**
 * The stack Lighthouse audits (`npm run bench`, part `lighthouse`): the local chains of `LOCAL_CHAINS=1 npm start`
 * (local/chains.ts: the neo-go N3 privnet and the Hardhat Neo X node, with the stand-in contracts and the deposit
 * tracker), then a bench stack of its own (stack.ts) whose build points the wallet pages at them. The pages' reads
 * in the browser then succeed: on the bench machine no public node name resolves, and Chromium logs every request
 * that fails at the network level as a console error (best practices 96 on the wallet pages).
 *
 * The other parts of the bench (weight, API loads, builds) keep measuring the plain bench stack, started apart and
 * without the chains, so nothing here changes their figures.
 */
import { startLocalChains, type LocalChains } from '../local/chains.ts';
import { freePort } from '../local/ports.ts';
import { loopbackOrigins } from '../local/stack/local-origin.ts';
import { startBenchStack, type BenchStack } from './stack.ts';

/** The network profile setting, which the audited build leaves unset (mainnet). */
const NETWORK_SETTING = 'PUBLIC_CHAIN_NETWORK';

/**
 * The settings the audited build gets from the local chains' environment (`LocalChains.env`): the page-side ones
 * (`PUBLIC_NEO_N3_RPC_URLS`, `PUBLIC_NEO_X_RPC_URLS`, `PUBLIC_BRIDGE_TRACKER_URL`, the stand-in contracts'
 * `PUBLIC_N3_CONTRACT_*` and `PUBLIC_N3_SWAP_TOKENS`), which the wallet pages read at `astro build`
 * (site/src/wallets/config.ts) and the CSP's connect-src reads in the site server (functions/edge/headers.ts), so the
 * browser may call the local nodes and the tracker. Left out:
 * - the server-side `NEO_N3_RPC_URLS` / `NEO_X_RPC_URLS`: no indexer or sync job of the stack reads a node, and its
 *   database is the plain bench stack's;
 * - `PUBLIC_CHAIN_NETWORK`: the pages keep their default mainnet profile, so the audited pages are the production
 *   ones (mainnet labels and explorers, the calculator's build-time protocol snapshot; a privnet page has none);
 *   only their nodes, the stand-ins' hashes and the tracker are local.
 */
export function auditedBuildEnv(chainsEnv: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(chainsEnv).filter(([name]) => name.startsWith('PUBLIC_') && name !== NETWORK_SETTING),
  );
}

export interface AuditedStack extends BenchStack {
  /** The nodes the audited pages read: N3 privnet and Neo X JSON-RPC URLs on loopback. */
  nodes: { n3: string; neoX: string };
}

/**
 * Start the local chains (about 15 s), then a bench stack whose build reads them (`auditedBuildEnv`); `stop()` stops
 * both. The chains' only steady work while the audits run is neo-go's 1-second blocks and the deposit relay's
 * polling in this process (together about 2% of one core when idle, measured 2026-11-28): no traffic generator, and
 * no indexer (the stack has no server-side node). Throws when either fails to start, having stopped the chains.
 */
export async function startAuditedStack(log: (line: string) => void = () => undefined): Promise<AuditedStack> {
  const sitePort = await freePort();
  // The Neo X node lets the site's own pages call its developer methods too (local/neox/node.ts); reads are public.
  const chains: LocalChains = await startLocalChains({ siteOrigins: loopbackOrigins(sitePort), log });
  try {
    const stack = await startBenchStack({ sitePort, env: auditedBuildEnv(chains.env) });
    return {
      ...stack,
      nodes: { n3: chains.n3.rpcUrl, neoX: chains.neoX.rpcUrl },
      async stop() {
        await stack.stop();
        await chains.stop();
      },
    };
  } catch (error) {
    await chains.stop();
    throw error;
  }
}
