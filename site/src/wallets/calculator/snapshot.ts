/**
 * The calculator's build-time snapshot (server side, at `astro build`), taken from the live snapshot like every
 * other chain figure of the site: the network statistics the N3 indexer read from its node (GasPerBlock, block time,
 * the committee's and the next validators' counts; functions/domain/indexer/chain-params.ts), labelled with when they
 * were read, the node that answered and its newest block. The build itself reads no node. When the live snapshot
 * has no such reading of the page's network (offline, as `npm start` runs without the local chains; the indexer
 * not running or not following that network), the committed protocol snapshot is used instead — mainnet's protocol
 * configuration with sources, never invented chain figures — on a mainnet page only: another network (the local
 * privnet) then has no snapshot (null), because mainnet's configuration says nothing about its committee or block
 * time. The snapshot has no candidates, votes, committee keys or bNEO state: the page reads those live.
 */
import type { NetworkStats } from '../../../../content-schema/entities/live.ts';
import { networkProfile } from '../config.ts';
import { PROTOCOL_SNAPSHOT, type CalculatorParams } from './params.ts';

type Env = Record<string, string | undefined>;

/** The live snapshot's name (`network.network`) of a wallet network profile's chain. */
const STATS_NETWORK = { mainnet: 'mainnet', privnet: 'private' } as const;

/** GAS (whole, as the network statistics carry it) → datoshi, decimal string; exact for GAS's 8 decimals. */
const datoshi = (gas: number): string => BigInt(Math.round(gas * 1e8)).toString();

/**
 * The snapshot to embed for a page of `network` (`mainnet` | `privnet`): the indexer's chain parameters in `stats`
 * (the live snapshot's `network` section) when they were read on that network, as a `build` reading (`asOf` = when
 * read, `node`, `height` = that block); else the protocol snapshot on mainnet, null elsewhere. Never throws.
 */
export function snapshotFromLive(
  stats: NetworkStats | undefined,
  network: keyof typeof STATS_NETWORK,
): CalculatorParams | null {
  const s = stats;
  const measured =
    s &&
    s.network === STATS_NETWORK[network] &&
    s.paramsAtBlock !== undefined &&
    s.paramsAt !== undefined &&
    s.paramsNode !== undefined &&
    s.gasPerBlock !== undefined &&
    s.msPerBlock &&
    s.committeeSize !== undefined &&
    s.validatorsCount !== undefined;
  if (!measured) return network === 'mainnet' ? PROTOCOL_SNAPSHOT : null;
  return {
    origin: 'build',
    asOf: s.paramsAt!,
    node: s.paramsNode,
    height: s.paramsAtBlock,
    gasPerBlock: datoshi(s.gasPerBlock!),
    msPerBlock: s.msPerBlock!,
    candidates: null,
    committee: null,
    committeeCounts: { members: s.committeeSize!, validators: s.validatorsCount! },
    bneo: null,
  };
}

/**
 * The build's snapshot for the configured wallet network (`PUBLIC_CHAIN_NETWORK` of `env`), from the live
 * snapshot's network statistics `stats` (site/src/data/live.ts `getNetworkStats`); see `snapshotFromLive`.
 */
export function buildTimeSnapshot(stats: NetworkStats | undefined, env: Env = process.env): CalculatorParams | null {
  return snapshotFromLive(stats, networkProfile(env).network);
}
