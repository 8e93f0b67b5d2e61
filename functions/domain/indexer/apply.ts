/**
 * Writes a digest (digest.ts) to the table so that writing it twice changes nothing: counters through
 * per-lane block markers (series.ts `addBlockContributionsMany`), sets by union (`addMembers`), first/last
 * invocation by min/max (`indexer-contract` documents). The caller advances the cursor only after this
 * resolved, so a run killed halfway is redone from the cursor and lands on the same figures.
 */
import { addBlockContributionsMany, addMembers, type Lane } from '../../adapters/data/series.ts';
import { getDocument, putDocument } from '../../adapters/data/documents.ts';
import { mapLimit } from '../../../chain/n3/rpc.ts';
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

/**
 * Apply `digest` for `lane` (see the module comment); `now` only sets the TTLs. The counters (their markers read in
 * batches first: series.ts `addBlockContributionsMany`), the sets and the first/last invocations touch different
 * items, so they are written side by side, each kind at most WRITES_IN_FLIGHT at once. Throws when the table is
 * unreachable or a counter's marker kept changing.
 */
export async function applyDigest(digest: Digest, lane: Lane, now = Date.now()): Promise<void> {
  await Promise.all([
    addBlockContributionsMany([...digest.counters.values()], lane, WRITES_IN_FLIGHT, now),
    mapLimit([...digest.sets.values()], WRITES_IN_FLIGHT, (s) => addMembers(s.subject, s.at, s.members, now)),
    applyExtremes(digest),
  ]);
}

/** The first and last invocation per contract (min/max with what is stored; written only when it changed). */
async function applyExtremes(digest: Digest): Promise<void> {
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
