/**
 * Activity over the periods of the dApps' Detailed view (content-schema/live-snapshot.ts `ACTIVITY_PERIODS`: the last
 * 1, 7 and 30 UTC days ending on the indexer's as-of day), per contract and per dApp, from the indexer's own day
 * series (subjects.ts): invocations, users = distinct transaction senders over the whole period (the union of the
 * day sets, never a sum of daily counts: one account active on three days is one user), and transfers = the NEP-17
 * and NEP-11 Transfer notifications the contract emitted (the `tokenTransfers` / `nftTransfers` day counters,
 * which digest.ts keeps for every emitting contract, listed or not).
 *
 * A period is measured only when the index covers it entirely: its first day starts at or after the coverage
 * (`coveredFrom`; 0 = from the genesis) and its daily points are still kept (series.ts RETENTION_SECONDS: a day
 * point is read for 45 days). Otherwise it is absent — never a partial count shown as the period's. The change of
 * invocations against the period before needs that period covered too (so the 30-day change, which needs 60 days,
 * is not shown while daily points are kept 45 days).
 */
import {
  ACTIVITY_PERIODS,
  PERIOD_DAYS,
  type ActivityPeriods,
  type PeriodActivity,
} from '../../../content-schema/live-snapshot.ts';
import { bucketStart, readMembers, readPoints, RETENTION_SECONDS } from '../../adapters/data/series.ts';
import { SHARDS, SUBJECTS, untagged, type ChainSubjects } from './subjects.ts';

const DAY = 86_400_000;
/** Days read back from the as-of day: the longest period and the one before it. */
const LOOKBACK_DAYS = 2 * Math.max(...Object.values(PERIOD_DAYS));

/** One UTC day of activity: invocations, transfers emitted, distinct senders (0x script hashes). */
export interface ActivityDay {
  invocations: number;
  transfers: number;
  senders: ReadonlySet<string>;
}
/** Days of activity by their UTC start (Unix ms); a day without a point had no activity. */
export type ActivityDays = Map<number, ActivityDay>;

/** The sum of `days` (counts added, sender sets united): a dApp's days from its contracts'. */
export function mergeDays(days: readonly ActivityDays[]): ActivityDays {
  const merged: ActivityDays = new Map();
  for (const one of days)
    for (const [at, d] of one) {
      const m = merged.get(at);
      merged.set(
        at,
        m
          ? {
              invocations: m.invocations + d.invocations,
              transfers: m.transfers + d.transfers,
              senders: new Set([...m.senders, ...d.senders]),
            }
          : d,
      );
    }
  return merged;
}

/** Invocations, users and transfers of the `count` days starting at `from` (Unix ms of a UTC day start). */
function sumOver(days: ActivityDays, from: number, count: number): Omit<PeriodActivity, 'changePercent'> {
  const users = new Set<string>();
  let invocations = 0;
  let transfers = 0;
  for (let i = 0; i < count; i++) {
    const d = days.get(from + i * DAY);
    if (!d) continue;
    invocations += d.invocations;
    transfers += d.transfers;
    for (const s of d.senders) users.add(s);
  }
  return { invocations, users: users.size, transfers };
}

/**
 * The activity of each period ending on the UTC day of `asOf` (Unix ms), from `days`; a period is left out when
 * it starts before `coverage` (Unix ms of the index's first block; ≤ 0: from the genesis) or before the oldest
 * day point still kept at `asOf`. E.g. with coverage from the genesis and one sender active on two days, every
 * period has `users: 1`.
 */
export function periodActivity(days: ActivityDays, asOf: number, coverage: number): ActivityPeriods {
  const today = Date.parse(bucketStart(asOf, 'day'));
  // A day point lives RETENTION_SECONDS.day after its day (series.ts); the first day whose point is surely kept:
  const kept = today - (RETENTION_SECONDS.day * 1000 - DAY);
  const covered = (from: number) => from >= kept && (coverage <= 0 || coverage <= from);
  const periods: ActivityPeriods = {};
  for (const period of ACTIVITY_PERIODS) {
    const n = PERIOD_DAYS[period];
    const from = today - (n - 1) * DAY;
    if (!covered(from)) continue;
    const now = sumOver(days, from, n);
    const before = covered(from - n * DAY) ? sumOver(days, from - n * DAY, n) : undefined;
    periods[period] = {
      ...now,
      ...(before && before.invocations > 0
        ? { changePercent: ((now.invocations - before.invocations) / before.invocations) * 100 }
        : {}),
    };
  }
  return periods;
}

/**
 * The days of activity of contract `hash` (0x, any case) from the table, over the periods ending on the day of
 * `asOf` and the periods before them (see the module comment for what each count is), from the series of
 * `subjects` (default the N3 indexer's; neox/subjects.ts for a Neo X contract).
 */
export async function contractDays(
  hash: string,
  asOf: number,
  subjects: ChainSubjects = SUBJECTS,
): Promise<ActivityDays> {
  const from = new Date(Date.parse(bucketStart(asOf, 'day')) - (LOOKBACK_DAYS - 1) * DAY).toISOString();
  const [invocations, tokenTransfers, nftTransfers, ...senderShards] = await Promise.all([
    readPoints(subjects.invocations(hash), 'day', from),
    readPoints(subjects.tokenTransfers(hash), 'day', from),
    readPoints(subjects.nftTransfers(hash), 'day', from),
    ...Array.from({ length: SHARDS }, (_, s) => readMembers(subjects.senders(hash, s), from)),
  ]);
  const days: ActivityDays = new Map();
  const day = (at: string) => {
    const key = Date.parse(at);
    let d = days.get(key);
    if (!d) days.set(key, (d = { invocations: 0, transfers: 0, senders: new Set<string>() }));
    return d as { invocations: number; transfers: number; senders: Set<string> };
  };
  for (const p of invocations) day(p.at).invocations += p.value;
  for (const p of [...tokenTransfers, ...nftTransfers]) day(p.at).transfers += p.value;
  for (const shard of senderShards)
    for (const p of shard) for (const m of p.members) day(p.at).senders.add(untagged(m));
  return days;
}
