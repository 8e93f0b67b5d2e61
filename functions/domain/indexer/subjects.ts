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

/**
 * The series names of one chain's indexer, under `prefix` (`n3x` for the N3 indexer, `neox` for the Neo X one:
 * neox/subjects.ts), so pages, periods and figures read either chain's counters the same way.
 */
export const subjectsFor = (prefix: string) => ({
  /** Invocations of a contract (hour and day). */
  invocations: (hash: string) => `${prefix}:contract:${h(hash)}:invocations`,
  /** Distinct transaction senders of a contract (day sets). */
  senders: (hash: string, shard: number) => `${prefix}:contract:${h(hash)}:senders:${shard}`,
  /** Fungible-token transfers of a token (day): NEP-17 on N3, ERC-20 on Neo X. */
  tokenTransfers: (hash: string) => `${prefix}:token:${h(hash)}:transfers`,
  /** Distinct accounts a token's transfers touched (from or to; day sets). */
  tokenHolders: (hash: string, shard: number) => `${prefix}:token:${h(hash)}:holders:${shard}`,
  /** Non-fungible transfers of a collection (day): NEP-11 on N3, ERC-721 / ERC-1155 on Neo X. */
  nftTransfers: (hash: string) => `${prefix}:nft:${h(hash)}:transfers`,
  networkBlocks: `${prefix}:network:blocks`,
  networkTransactions: `${prefix}:network:transactions`,
  /** Fees of the day's transactions: GAS fractions of 10^-8 on N3, gwei (10^-9 GAS) on Neo X. */
  networkFees: `${prefix}:network:fees`,
  /** Distinct transaction signers / senders (day sets). */
  networkAddresses: (shard: number) => `${prefix}:network:addresses:${shard}`,
});
export type ChainSubjects = ReturnType<typeof subjectsFor>;

export const SUBJECTS: ChainSubjects = subjectsFor('n3x');

/**
 * A set member without its block tag: the Neo X indexer stores `<member>@<block>` so that a replaced block's members
 * can be taken out again (neox/digest.ts); N3 members carry no tag.
 */
export const untagged = (member: string) => {
  const at = member.lastIndexOf('@');
  return at < 0 ? member : member.slice(0, at);
};
