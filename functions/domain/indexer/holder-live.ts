/**
 * The indexer's token and collection figures as the live snapshot carries them (content-schema LiveTransfers,
 * LiveHolders): transfers with `holders` (tokens) or `owners` (collections), each holder figure with its network and
 * as-of (holder-figures.ts). Apart from holder-figures.ts, which figures.ts imports, so no import loop.
 */
import type { LiveHolders, LiveTransfers } from '../../../content-schema/live-snapshot.ts';
import type { IndexedFigures } from './figures.ts';
import { liveHolders } from './holder-figures.ts';

/** A token's indexed figures as the live snapshot's `tokenTransfers` carries them: transfers and `holders`. */
export function liveTokenActivity(figures: IndexedFigures, hash: string): LiveTransfers | undefined {
  const found = figures.tokens[hash.toLowerCase()];
  if (!found) return undefined;
  const { holders, ...transfers } = found;
  const live = liveHolders(holders, figures);
  return { ...transfers, ...(live ? { holders: live } : {}) };
}

/** A collection's indexed figures as the live snapshot's `nftCollections` carries them: `transfers` and `owners`. */
export function liveCollectionActivity(
  figures: IndexedFigures,
  hash: string,
): { transfers?: LiveTransfers; owners?: LiveHolders } {
  const found = figures.nftCollections[hash.toLowerCase()];
  if (!found) return {};
  const { holders, ...transfers } = found;
  const owners = liveHolders(holders, figures);
  return { transfers, ...(owners ? { owners } : {}) };
}
