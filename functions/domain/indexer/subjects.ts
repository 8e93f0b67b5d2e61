/**
 * The series the N3 indexer writes (functions/adapters/data/series.ts keys `series#<subject>#<resolution>`), apart from the
 * third-party `contract-activity` job's `contract:<hash>:invocations`, so the two never add into one point and
 * NeoFura stays a cross-check. Hashes are 0x big-endian, lowercase. Set series are split into `SHARDS` items per
 * day (by the member's first hex digit) so that a busy day stays far below DynamoDB's 400 KB item size.
 */
/** The indexer's name as a data source (sync status, the live snapshot's `sources`). */
export const INDEXER_SOURCE = 'n3-indexer';

export const SHARDS = 4;

/** The shard (0 … SHARDS − 1) of a member: an 0x script hash (its first hex digit after `0x`) or any text. */
export function shardOf(member: string): number {
  const digit = parseInt(member.startsWith('0x') ? member[2]! : member[0]!, 16);
  return (Number.isNaN(digit) ? member.charCodeAt(0) : digit) % SHARDS;
}

const h = (hash: string) => hash.toLowerCase();

export const SUBJECTS = {
  /** Invocations of a contract (hour and day). */
  invocations: (hash: string) => `n3x:contract:${h(hash)}:invocations`,
  /** Distinct transaction senders of a contract (day sets). */
  senders: (hash: string, shard: number) => `n3x:contract:${h(hash)}:senders:${shard}`,
  /** NEP-17 transfers of a token (day). */
  tokenTransfers: (hash: string) => `n3x:token:${h(hash)}:transfers`,
  /** Distinct accounts a NEP-17 token's transfers touched (from or to; day sets). */
  tokenHolders: (hash: string, shard: number) => `n3x:token:${h(hash)}:holders:${shard}`,
  /** NEP-11 transfers of a collection (day). */
  nftTransfers: (hash: string) => `n3x:nft:${h(hash)}:transfers`,
  networkBlocks: 'n3x:network:blocks',
  networkTransactions: 'n3x:network:transactions',
  /** System + network fees of the day's transactions, GAS fractions of 10^-8. */
  networkFees: 'n3x:network:fees',
  /** Distinct transaction signers (day sets). */
  networkAddresses: (shard: number) => `n3x:network:addresses:${shard}`,
};
