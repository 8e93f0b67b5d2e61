/**
 * The discovered contracts screen's data (GET /client/indexer/discovered, functions/api/routes/indexer.ts): what a
 * row shows and which one-action conversions it offers. Pure.
 */

import type { Answer, ApiClient } from '../../lib/api-client.ts';

/** One discovered contract (the API's answer type). */
export type Discovered = Answer<ApiClient['indexer']['discovered']['$get']>[number];

/** The conversion a contract's declared standard allows: NEP-17 → token, NEP-11 → NFT collection, else none. */
export function conversionOf(record: Discovered): 'token' | 'nft-collection' | undefined {
  if (record.supportedStandards.includes('NEP-17')) return 'token';
  if (record.supportedStandards.includes('NEP-11')) return 'nft-collection';
  return undefined;
}

/** Whether the conversion of `record` was done already. */
export const converted = (record: Discovered) =>
  record.published?.tokenPriced !== undefined || record.published?.nftCollection !== undefined;

/** First seen: the Deploy when it was in the indexed range, else the oldest event seen. */
export function firstSeen(record: Discovered): { block: number; at: string } | undefined {
  if (record.deployedBlock !== undefined && record.deployedAt)
    return { block: record.deployedBlock, at: record.deployedAt };
  return record.events[0] ? { block: record.events[0].block, at: record.events[0].at } : undefined;
}

/** Whether a row is a discovered contract answer (an older API may answer something else). */
export const isDiscoveredList = (value: unknown): value is Discovered[] =>
  Array.isArray(value) &&
  value.every(
    (d) => typeof (d as Discovered)?.hash === 'string' && Array.isArray((d as Discovered).supportedStandards),
  );
