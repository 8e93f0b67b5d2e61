/**
 * The indexer's persisted cursor (meta record `indexer#n3`): which chain it follows (the genesis block's hash and
 * the network its node names), the tip lane (new blocks, from the height of the first run on) and the backfill
 * lane (the 30 days before that first run, in resumable chunks), and the newest block indexed. Each lane's `next`
 * moves only after a chunk was written (apply.ts), so a killed run resumes where the last good chunk ended.
 */
import type { N3Network } from '../../../content-schema/index.ts';
import { readMeta, writeMeta } from '../../adapters/data/store.ts';

export interface LaneCursor {
  from: number;
  next: number;
  until?: number;
}

export interface IndexerCursor {
  /** Hash of block 0 of the chain followed; another chain (a reset privnet) starts the cursor over. */
  genesis: string;
  /**
   * The network followed, from the node's `getversion` magic (network.ts): every figure of this cursor was observed
   * there. Absent in a cursor written before it was recorded (the next run reads it).
   */
  network?: N3Network;
  magic?: number;
  tip: LaneCursor;
  /** From the first block of the window up to (not including) `until`, the tip lane's first block. */
  backfill: LaneCursor & { until: number };
  /** Newest block indexed by the tip lane: index, hash, time (ISO-8601). */
  newest?: { index: number; hash: string; at: string };
  /** Time of the backfill's first block (ISO-8601): indexed figures cover the chain from there once it is done. */
  coverageFrom?: string;
  /** Time of the newest block when the cursor was created (ISO-8601): the tip lane covers the chain from there. */
  tipFromAt?: string;
  updatedAt: string;
}

const KEY = 'indexer#n3';

/** The stored cursor, or undefined before the first run. */
export const readCursor = () => readMeta<IndexerCursor>(KEY);

/** Store the cursor (single writer: the indexer holds its job lock). */
export const writeCursor = (cursor: IndexerCursor) =>
  writeMeta(KEY, { ...cursor, updatedAt: new Date().toISOString() });

/** Whether the backfill lane has reached the tip lane's start. */
export const backfillDone = (c: IndexerCursor) => c.backfill.next >= c.backfill.until;

/**
 * From when the indexed figures are complete (ISO-8601): the backfill window's start once the backfill is done,
 * else the tip lane's start (the backfill has not closed the gap yet). `1970-01-01…` means from the genesis.
 */
export const coveredFrom = (c: IndexerCursor) => (backfillDone(c) ? c.coverageFrom : c.tipFromAt) ?? c.updatedAt;
