/**
 * The holders of each token and collection as the indexer counted them (apply-holders.ts: accounts with a balance
 * > 0), as a figure only where it is one: a balance is the sum of every transfer since the contract's deployment, so
 * the count is measured only when the blocks the index covers without a gap reach back to that deployment — the
 * genesis block for NEO and GAS (minted there), the Deploy the indexer recorded for any other contract
 * (discovery.ts). Otherwise the figure says from which block the history is indexed, and the pages show "—" with it.
 * On the local privnet the backfill starts at the genesis, so every contract is measured there.
 */
import type { N3Network } from '../../../content-schema/index.ts';
import type { LiveHolders } from '../../../content-schema/live-snapshot.ts';
import { NATIVE } from '../../../chain/n3/native.ts';
import { getDocument } from '../../adapters/data/documents.ts';
import { readHolderCounts } from '../../adapters/data/balances.ts';
import { backfillDone, type IndexerCursor } from './cursor.ts';
import { DISCOVERED_DOCS, type DiscoveredContract } from './discovery.ts';

export interface HolderFigure {
  /** Accounts with a balance > 0 as of the figures' block; absent when the index has not seen the whole history. */
  value?: number;
  /** When `value` is absent: the first block from which the index covers the chain without a gap. */
  indexedFromBlock?: number;
}

/** The first block from which the cursor's lanes cover the chain up to its newest block without a gap. */
export const indexedFromBlock = (c: IndexerCursor) => (backfillDone(c) ? c.backfill.from : c.tip.from);

/** The balances' name of the chain the cursor follows (its genesis block's hash; apply-holders.ts). */
export const balancesChain = (c: IndexerCursor) => c.genesis;

/** Native contracts the genesis block creates (their history starts at block 0). */
const GENESIS_CONTRACTS = new Set<string>([NATIVE.NEO, NATIVE.GAS]);

/** The block a contract was deployed in, as far as the index knows (0 for NEO and GAS), else undefined. */
async function deployBlock(hash: string): Promise<number | undefined> {
  if (GENESIS_CONTRACTS.has(hash)) return 0;
  return (await getDocument<DiscoveredContract>(DISCOVERED_DOCS, hash))?.deployedBlock;
}

/** The holder figure of each of `hashes` (0x, lower case) as of the cursor (see the module comment). */
export async function holderFigures(
  cursor: IndexerCursor,
  hashes: readonly string[],
): Promise<Map<string, HolderFigure>> {
  const counts = await readHolderCounts(balancesChain(cursor));
  const from = indexedFromBlock(cursor);
  const out = new Map<string, HolderFigure>();
  for (const hash of hashes) {
    const deployed = await deployBlock(hash);
    out.set(
      hash,
      deployed !== undefined && deployed >= from ? { value: counts.get(hash) ?? 0 } : { indexedFromBlock: from },
    );
  }
  return out;
}

/**
 * A holder figure as the live snapshot carries it (content-schema LiveHolders): with the network it was observed on
 * and the block and time it is as of; undefined without a figure or a known network.
 */
export function liveHolders(
  figure: HolderFigure | undefined,
  figures: { asOf: { block: number; at: string }; observedOn?: { network: N3Network } | undefined },
): LiveHolders | undefined {
  if (!figure || !figures.observedOn) return undefined;
  return {
    ...(figure.value !== undefined ? { value: figure.value } : { indexedFromBlock: figure.indexedFromBlock }),
    network: figures.observedOn.network,
    asOfBlock: figures.asOf.block,
    asOf: figures.asOf.at,
  };
}
