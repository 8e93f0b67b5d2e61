/**
 * The Neo X indexer's persisted cursor (meta record `indexer#neox`), the N3 cursor's shape (../cursor.ts: genesis,
 * network, tip lane, backfill lane, newest block, coverage) with the chain id and client the network was named
 * from, and the finality depth the tip lane keeps.
 */
import { readMeta, writeMeta } from '../../../adapters/data/store.ts';
import type { IndexerCursor } from '../cursor.ts';

export interface NeoXCursor extends IndexerCursor {
  /** eth_chainId and web3_clientVersion of the node when the cursor was made (network.ts). */
  chainId?: number;
  client?: string;
  /** Blocks the tip lane leaves on top of the newest one it indexes (network.ts `finalityDepth`). */
  finalityDepth?: number;
  /** Blocks taken out again after reorgs, in all (reorg.ts). */
  revertedBlocks?: number;
}

const KEY = 'indexer#neox';

/** The stored cursor, or undefined before the first run. */
export const readNeoXCursor = () => readMeta<NeoXCursor>(KEY);

/** Store the cursor (single writer: the indexer holds its job lock). */
export const writeNeoXCursor = (cursor: NeoXCursor) =>
  writeMeta(KEY, { ...cursor, updatedAt: new Date().toISOString() });
