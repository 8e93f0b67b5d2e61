/**
 * Scope of observation (issue #32 point 4): what a page may say about a contract's or a dApp's activity. A figure
 * is shown only where it was measured on the contract's own network (the snapshots already leave out the rest);
 * when the deployment's N3 indexer follows another network, or none, the page says which network would have to
 * be indexed ("Mainnet activity is not indexed by this deployment") instead of a zero, a rank or a verdict.
 */
import { N3_NETWORKS, type N3Network } from '../../../content-schema/entities/dapp.ts';
import type { LiveContract, LiveSnapshot, SourceInfo } from '../../../content-schema/live-snapshot.ts';
import type { PublicContract, PublicDapp } from '../../../content-schema/snapshot.ts';
import { INDEXER_SOURCE } from './indexer-source.ts';

/** The tag name of the chain the N3 indexer reads (blockchain versions' `tagName`). */
const N3_TAG = 'neo-n3';

/** What can be said of one contract's activity. */
export type ContractActivity =
  /** Measured on the contract's own network (`network`): the figures. */
  | { state: 'measured'; network: N3Network; figures: LiveContract }
  /** An N3 contract of a network this deployment does not index: that network would have to be indexed. */
  | { state: 'notIndexed'; network: N3Network }
  /** Nothing measured it yet (its network is followed, or no indexer of its chain exists): an em dash. */
  | { state: 'notMeasured' };

/** The network the deployment's N3 indexer follows, from the live snapshot's sources; undefined when there is none. */
export const indexedNetwork = (sources: Record<string, SourceInfo>): N3Network | undefined =>
  sources[INDEXER_SOURCE]?.network;

const isN3 = (c: Pick<PublicContract, 'blockchainVersion'>) => c.blockchainVersion?.tagName === N3_TAG;

/** Whether an N3 contract of `network` lies outside what the indexer following `indexed` observes. */
const outsideIndex = (c: Pick<PublicContract, 'blockchainVersion' | 'network'>, indexed: N3Network | undefined) =>
  isN3(c) && c.network !== indexed;

/** The activity of `contract` as the live snapshot has it (see the module comment). */
export function contractActivity(
  contract: PublicContract,
  live: Pick<LiveSnapshot, 'contracts' | 'sources'>,
): ContractActivity {
  const figures = live.contracts[String(contract.idContractPk)];
  if (figures?.invocationsLast7Days !== undefined)
    return { state: 'measured', network: figures.network ?? contract.network, figures };
  if (outsideIndex(contract, indexedNetwork(live.sources))) return { state: 'notIndexed', network: contract.network };
  return { state: 'notMeasured' };
}

/**
 * The networks a dApp's unmeasured N3 contracts live on that the indexer following `indexed` does not observe
 * (mainnet first), or [] when the dApp's 7-day invocations are measured or it has no such contract.
 */
export function unindexedNetworks(
  dapp: Pick<PublicDapp, 'invocationsLast7Days' | 'contracts'>,
  indexed: N3Network | undefined,
): N3Network[] {
  if (dapp.invocationsLast7Days !== undefined) return [];
  const networks = new Set(dapp.contracts.filter((c) => outsideIndex(c, indexed)).map((c) => c.network));
  return N3_NETWORKS.filter((n) => networks.has(n));
}

/**
 * The network a dApp's 7-day invocations were measured on: its contracts' networks that are indexed (the
 * snapshot counts only those), or undefined when they are not measured.
 */
export function measuredNetwork(
  dapp: Pick<PublicDapp, 'invocationsLast7Days' | 'contracts'>,
  indexed: N3Network | undefined,
): N3Network | undefined {
  if (dapp.invocationsLast7Days === undefined) return undefined;
  const own = dapp.contracts.filter((c) => c.invocationsLast7Days !== undefined).map((c) => c.network);
  return own.find((n) => n === indexed) ?? own[0];
}
