/**
 * The dashboard's "resync transaction data for all registered dapps" through the indexer: the registered
 * contracts' (every `contract` record's hash) range — every block the indexer covers, from its backfill window's
 * first block to its tip — is read from the node again and their series are recomputed exactly:
 * invocations per hour and day, NEP-17 / NEP-11 transfers per day (counters: set to the recomputed value),
 * distinct senders and holders touched (set unions), first and last invocation (min/max). Then the figures
 * and the contract records (7-day invocations, change, 14-day graph, rank) are refreshed.
 *
 * Exactness without stopping the indexer: blocks are read in ascending chunks and a UTC day is written only once
 * the next day's first block was read, so every bucket written is complete. Each bucket is set with both lanes'
 * markers at the last block read (series.ts `setRecomputed`), so the indexer's lanes never add those blocks again;
 * a bucket that held a count where the chain shows none is set to 0. The last, still open day is written under
 * the indexer's job lock (the tip lane cannot add to it meanwhile), up to the indexer's tip at that moment; when
 * the lock stays taken it is left to the indexer (`openDayLeft: 1`).
 *
 * Resumable: the state (`meta indexer#resync`) keeps the first block of the day not yet written; a run that
 * stopped (the job worker's 15-minute limit on a long mainnet range) continues there when started again. Hour
 * points older than their retention (3 days) are not written.
 */
import { ENTITIES } from '../../../content-schema/registry.ts';
import type { Contract } from '../../../content-schema/index.ts';
import { NATIVE } from '../../../chain/n3/native.ts';
import type { N3Rpc } from '../../../chain/n3/rpc.ts';
import { bucketStart, expiryOf, readPoints, setRecomputed, type Resolution } from '../../adapters/data/series.ts';
import { readMeta, repository, writeMeta } from '../../adapters/data/store.ts';
import { startJob, type JobContext } from '../jobs/runner.ts';
import { applyDigest } from './apply.ts';
import { readCursor } from './cursor.ts';
import { digestBlocks, type Digest } from './digest.ts';
import { refreshFigures } from './figures.ts';
import { readBlocks, type ChainBlock, type ReadOptions } from './read-blocks.ts';
import { writeContractRecords } from './records.ts';
import { INDEXER_SOURCE, SUBJECTS } from './subjects.ts';

const STATE = 'indexer#resync';

interface ResyncState {
  genesis: string;
  from: number;
  /** The first block of the first day not written yet: where a stopped resync continues. */
  next: number;
  /** The indexer's tip when the resync started: the range read before the open day's final write. */
  until: number;
  startedAt: string;
  done: boolean;
}

export interface ResyncOptions {
  rpc: N3Rpc;
  /** Blocks per chunk (default 200). */
  chunkBlocks?: number;
  timeOf?: (block: ChainBlock) => number;
  read?: ReadOptions;
  /** Tries (5 s apart) to take the indexer's lock for the open day (default 18: 90 s). */
  lockTries?: number;
}

export interface ResyncSummary {
  contracts: number;
  blocks: number;
  days: number;
  points: number;
  openDayLeft: number;
}

/** A recomputed bucket of one counter series. */
interface Bucket {
  subject: string;
  resolution: Resolution;
  at: string;
  value: number;
}
const keyOf = (subject: string, resolution: Resolution, at: string) => `${subject}|${resolution}|${at}`;

/** The counter series of the registered contracts (invocations hour/day, transfers day). */
function counterSeries(hashes: string[]): { subject: string; resolution: Resolution }[] {
  return hashes.flatMap((h) => [
    { subject: SUBJECTS.invocations(h), resolution: 'hour' as const },
    { subject: SUBJECTS.invocations(h), resolution: 'day' as const },
    { subject: SUBJECTS.tokenTransfers(h), resolution: 'day' as const },
    { subject: SUBJECTS.nftTransfers(h), resolution: 'day' as const },
  ]);
}

/** `digest` reduced to the registered contracts (their counters summed per bucket, their sets and extremes). */
function registeredPart(digest: Digest, subjects: Set<string>, hashes: Set<string>) {
  const counters: Bucket[] = [];
  for (const c of digest.counters.values()) {
    if (subjects.has(c.subject))
      counters.push({
        subject: c.subject,
        resolution: c.resolution,
        at: c.at,
        value: [...c.perBlock.values()].reduce((a, b) => a + b, 0),
      });
  }
  const part: Digest = {
    counters: new Map(),
    lifecycle: [],
    sets: new Map(),
    extremes: new Map([...digest.extremes].filter(([h]) => hashes.has(h))),
  };
  for (const [k, s] of digest.sets) if ([...hashes].some((h) => s.subject.includes(`:${h}:`))) part.sets.set(k, s);
  return { counters, part };
}

/** Resync the registered contracts' range (see the module comment); answers the outcome counts. */
export async function resyncRegistered(ctx: JobContext, options: ResyncOptions): Promise<ResyncSummary> {
  const { rpc } = options;
  const chunk = options.chunkBlocks ?? 200;
  const hashes = [...new Set((await repository<Contract>(ENTITIES.contract).list()).map((c) => c.hash.toLowerCase()))];
  const summary: ResyncSummary = { contracts: hashes.length, blocks: 0, days: 0, points: 0, openDayLeft: 0 };
  const cursor = await readCursor();
  if (!cursor || !hashes.length) {
    await ctx.progress(0, 0, { ...summary });
    return summary;
  }
  const stored = await readMeta<ResyncState>(STATE);
  const state: ResyncState =
    stored && !stored.done && stored.genesis === cursor.genesis
      ? stored
      : {
          genesis: cursor.genesis,
          from: cursor.backfill.from,
          next: cursor.backfill.from,
          until: cursor.tip.next,
          startedAt: new Date().toISOString(),
          done: false,
        };
  await writeMeta(STATE, state);

  const series = counterSeries(hashes);
  const subjects = new Set(series.map((s) => s.subject));
  const hashSet = new Set(hashes);
  const timeOf = options.timeOf ?? ((b: ChainBlock) => b.time);
  const now = Date.now();

  /** Every stored point of the registered series from `day` on (to set to 0 the buckets the chain does not back). */
  const storedKeys = new Set<string>();
  const loadStored = async (fromDay: string) => {
    for (const s of series)
      for (const p of await readPoints(s.subject, s.resolution, fromDay))
        storedKeys.add(keyOf(s.subject, s.resolution, p.at));
  };

  const open = new Map<string, Bucket>();
  let openDay: string | undefined;
  let lastRead = state.next - 1;

  /** Write the buckets of `day` (complete up to block `mark`). */
  const flush = async (day: string, mark: number) => {
    const dayEnd = new Date(Date.parse(day) + 86_400_000).toISOString();
    const inDay = (at: string) => at >= day && at < dayEnd;
    const writes = new Map<string, Bucket>();
    for (const key of storedKeys) {
      const [subject, resolution, at] = key.split('|') as [string, Resolution, string];
      if (inDay(at)) writes.set(key, { subject, resolution, at, value: 0 });
    }
    for (const [key, b] of open) if (inDay(b.at)) writes.set(key, b);
    for (const b of writes.values()) {
      if (b.resolution === 'hour' && expiryOf(b.at, 'hour', now) * 1000 <= now) continue;
      await setRecomputed(b.subject, b.resolution, b.at, b.value, mark, now);
      summary.points++;
    }
    for (const key of [...open.keys()]) if (inDay(open.get(key)!.at)) open.delete(key);
    summary.days++;
  };

  /** Read blocks `from` … `to − 1`, writing every day completed on the way. */
  const readRange = async (from: number, to: number, progressTotal: number) => {
    for (let at = from; at < to; at += chunk) {
      const end = Math.min(at + chunk, to);
      const blocks = await readBlocks(rpc, at, end, options.read);
      // One UTC day at a time: a day is written once the next day's first block shows it complete.
      for (let i = 0; i < blocks.length;) {
        const day = bucketStart(timeOf(blocks[i]!), 'day');
        let j = i;
        while (j < blocks.length && bucketStart(timeOf(blocks[j]!), 'day') === day) j++;
        if (openDay !== undefined && day > openDay) {
          await flush(openDay, lastRead);
          state.next = blocks[i]!.index;
          await writeMeta(STATE, state);
        }
        openDay = day;
        const segment = blocks.slice(i, j);
        const { counters, part } = registeredPart(
          digestBlocks(segment, NATIVE.CONTRACT_MANAGEMENT, timeOf),
          subjects,
          hashSet,
        );
        for (const b of counters) {
          const key = keyOf(b.subject, b.resolution, b.at);
          open.set(key, { ...b, value: (open.get(key)?.value ?? 0) + b.value });
        }
        await applyDigest(part, 'tip');
        lastRead = segment.at(-1)!.index;
        i = j;
      }
      summary.blocks += blocks.length;
      await ctx.progress(end - state.from, progressTotal - state.from, { ...summary });
    }
  };

  if (state.next < state.until) {
    const first = await readBlocks(rpc, state.next, state.next + 1, options.read);
    await loadStored(bucketStart(timeOf(first[0]!), 'day'));
  }
  await readRange(state.next, state.until, state.until);

  // The open day: finished under the indexer's lock, up to its tip at that moment.
  if (openDay !== undefined) {
    let finished = false;
    for (let attempt = 0; attempt < (options.lockTries ?? 18) && !finished; attempt++) {
      const { started, done } = await startJob(INDEXER_SOURCE, async () => {
        const tip = (await readCursor())?.tip.next ?? state.until;
        await readRange(Math.max(lastRead + 1, state.until), tip, tip);
        await flush(openDay!, lastRead);
        finished = true;
      });
      if (started) await done;
      else await new Promise((r) => setTimeout(r, 5000));
    }
    if (!finished) summary.openDayLeft = 1;
  }
  await writeMeta(STATE, { ...state, next: lastRead + 1, done: true });

  const latest = await readCursor();
  const figures = latest ? await refreshFigures(latest, rpc.urls.join(', ')) : undefined;
  if (figures) await writeContractRecords(figures);
  await ctx.progress(
    Math.max(state.until, lastRead + 1) - state.from,
    Math.max(state.until, lastRead + 1) - state.from,
    { ...summary },
  );
  return summary;
}
