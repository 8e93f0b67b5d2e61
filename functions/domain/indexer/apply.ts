/**
 * Writes a digest (digest.ts) to the table so that writing it twice changes nothing: counters through
 * per-lane block markers (series.ts `addBlockContributions`), sets by union (`addMembers`), first/last
 * invocation by min/max (`indexer-contract` documents). The caller advances the cursor only after this
 * resolved, so a run killed halfway is redone from the cursor and lands on the same figures.
 */
import { addBlockContributions, addMembers, type Lane } from '../../adapters/data/series.ts';
import { getDocument, putDocument } from '../../adapters/data/documents.ts';
import { mapLimit } from '../../../chain/n3/json-rpc.ts';
import type { Digest, Sighting } from './digest.ts';

/** Documents of the indexer: first/last invocation per contract, key the 0x hash. */
export const ACTIVITY_DOCS = 'indexer-contract';

export interface ContractActivity {
  hash: string;
  first: Sighting;
  last: Sighting;
}

/** Writes at once against the table (bounded, so a busy chunk does not flood DynamoDB). */
const WRITES_IN_FLIGHT = 8;

/** Apply `digest` for `lane` (see the module comment); `now` only sets the TTLs. */
export async function applyDigest(digest: Digest, lane: Lane, now = Date.now()): Promise<void> {
  await mapLimit([...digest.counters.values()], WRITES_IN_FLIGHT, (c) =>
    addBlockContributions(c.subject, c.resolution, c.at, c.perBlock, lane, now),
  );
  await mapLimit([...digest.sets.values()], WRITES_IN_FLIGHT, (s) => addMembers(s.subject, s.at, s.members, now));
  await mapLimit([...digest.extremes], WRITES_IN_FLIGHT, async ([hash, seen]) => {
    const stored = await getDocument<ContractActivity>(ACTIVITY_DOCS, hash);
    const first = stored && stored.first.block <= seen.first.block ? stored.first : seen.first;
    const last = stored && stored.last.block >= seen.last.block ? stored.last : seen.last;
    if (stored && stored.first === first && stored.last === last) return;
    await putDocument(ACTIVITY_DOCS, hash, { hash, first, last } satisfies ContractActivity);
  });
}

/** First and last invocation of a contract as indexed, or undefined when none was seen. */
export const contractActivity = (hash: string) => getDocument<ContractActivity>(ACTIVITY_DOCS, hash.toLowerCase());
