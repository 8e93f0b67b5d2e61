/**
 * The calculator's build-time snapshot (server side, at `astro build`). With `DATA_SOURCES=live` (production builds)
 * the page reads the parameters from an N3 node through the same code the island uses (read.ts), with a short
 * deadline so an unreachable network costs the build at most `BUILD_READ_DEADLINE_MS`; what it read is embedded,
 * labelled with its date, node and newest block. Offline (`DATA_SOURCES` unset or `offline`, as `npm start` runs), or
 * when no node answers in time, the committed protocol snapshot is used instead — mainnet's protocol configuration
 * with sources, never invented chain figures — on a mainnet page only: another network (the local privnet) then has
 * no snapshot (null), because mainnet's configuration says nothing about its committee or block time.
 */
import { loadChunk } from '../../lib/load-chunk.ts';
import { networkProfile, resolveWalletConfig } from '../config.ts';
import { PROTOCOL_SNAPSHOT, type CalculatorParams } from './params.ts';

/** The whole build-time reading must end within this (ms); then the protocol snapshot is used. */
export const BUILD_READ_DEADLINE_MS = 2500;
/** Per-request timeout of the build-time reading (ms). */
export const BUILD_RPC_TIMEOUT_MS = 1500;

type Env = Record<string, string | undefined>;

/**
 * The snapshot to embed: `read()`'s answer when `live` and it answers within `deadlineMs`, else `fallback` (the
 * protocol snapshot unless given: pass null for a network other than mainnet). Never throws.
 */
export async function selectSnapshot(options: {
  live: boolean;
  read: () => Promise<CalculatorParams>;
  deadlineMs: number;
  fallback?: CalculatorParams | null;
}): Promise<CalculatorParams | null> {
  const fallback = options.fallback === undefined ? PROTOCOL_SNAPSHOT : options.fallback;
  if (!options.live) return fallback;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, options.deadlineMs, undefined);
  });
  try {
    return (await Promise.race([options.read().catch(() => undefined), deadline])) ?? fallback;
  } finally {
    clearTimeout(timer);
  }
}

/** Read from the configured N3 nodes (the wallet configuration's URLs and contracts for `env`). */
async function readAtBuild(env: Env): Promise<CalculatorParams> {
  const [{ N3Rpc }, { readCalculatorParams }] = await Promise.all([
    loadChunk('N3', () => import('../../../../chain/n3/rpc.ts')),
    loadChunk('calculator', () => import('./read.ts')),
  ]);
  const config = resolveWalletConfig(env);
  return readCalculatorParams(
    N3Rpc.forPage(config.n3.rpcUrls, { timeoutMs: BUILD_RPC_TIMEOUT_MS }),
    config.n3.contracts,
    'build',
  );
}

let once: Promise<CalculatorParams | null> | undefined;
/**
 * The build's snapshot, read once per build (the page, its pt-BR twin and the home teaser share it); null on a
 * network other than mainnet when its node did not answer.
 */
export function buildTimeSnapshot(env: Env = process.env): Promise<CalculatorParams | null> {
  const network = networkProfile(env).network;
  once ??= selectSnapshot({
    live: env.DATA_SOURCES === 'live' || network !== 'mainnet',
    read: () => readAtBuild(env),
    deadlineMs: BUILD_READ_DEADLINE_MS,
    fallback: network === 'mainnet' ? PROTOCOL_SNAPSHOT : null,
  });
  return once;
}
