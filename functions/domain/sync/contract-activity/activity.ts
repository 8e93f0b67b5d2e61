/**
 * Contract activity from running totals. NeoFura reports how many calls it has seen per contract; each reading
 * is kept (`contract-calls` document) and the difference to the previous reading becomes invocations, booked to
 * the hour and the UTC day of the later reading (points `contract:<hash>:invocations`), when the two readings are
 * at most 90 minutes apart (the hourly schedule). After a longer gap the difference is booked to the day only when
 * both readings fall in it; otherwise it is left out (spreading it over hours or days would invent a
 * distribution), so such a day is counted short rather than made up.
 */
import { addToPoint, bucketStart, readPoints } from '../../../adapters/data/series.ts';
import { getDocument, putDocument } from '../../../adapters/data/documents.ts';
import { contractCallTotal } from '../chain/neofura.ts';
import { NotRecordedError, type SourceFetch } from '../http.ts';
import { DOCS, invocationSubject } from '../sources.ts';

export const READING_DOCS = DOCS.contractCalls;
const DAY = 86_400_000;

export { invocationSubject };

interface Reading {
  at: string;
  total: number;
  since: string;
}

/** Store a reading of the running total at `now`, and its difference as invocations (see above). */
export async function recordReading(hash: string, total: number, now = new Date()): Promise<void> {
  const key = hash.toLowerCase();
  const previous = await getDocument<Reading>(READING_DOCS, key);
  const at = now.toISOString();
  if (previous && total >= previous.total) {
    const delta = total - previous.total;
    const gap = now.getTime() - Date.parse(previous.at);
    const close = gap <= 90 * 60_000;
    if (close || bucketStart(previous.at, 'day') === bucketStart(at, 'day'))
      await addToPoint(invocationSubject(key), 'day', at, delta);
    if (close) await addToPoint(invocationSubject(key), 'hour', at, delta);
  }
  await putDocument(READING_DOCS, key, {
    at,
    total,
    since: previous && total >= previous.total ? previous.since : at,
  } satisfies Reading);
}

/**
 * Invocations per complete UTC day since readings began (the first, partial day and today left out), oldest
 * first, at most 30 days; undefined before any complete day exists.
 */
export async function completeDays(hash: string, now = new Date()): Promise<number[] | undefined> {
  const reading = await getDocument<Reading>(READING_DOCS, hash.toLowerCase());
  if (!reading) return undefined;
  const first = Date.parse(bucketStart(reading.since, 'day')) + DAY;
  const today = Date.parse(bucketStart(now, 'day'));
  if (first >= today) return undefined;
  const from = Math.max(first, today - 30 * DAY);
  const points = new Map(
    (await readPoints(invocationSubject(hash), 'day', new Date(from).toISOString())).map((p) => [
      Date.parse(p.at),
      p.value,
    ]),
  );
  const days: number[] = [];
  for (let day = from; day < today; day += DAY) days.push(points.get(day) ?? 0);
  return days;
}

/** `read()`, or undefined when nothing was recorded for it (offline). */
export async function optional<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof NotRecordedError) return undefined;
    throw error;
  }
}

/** What a contract-activity source answers for one contract: daily invocation counts, oldest first, or none. */
export type ActivitySource = (scriptHash: string) => Promise<number[] | undefined>;

/** An ActivitySource over NeoFura: records a reading of the contract's call total and answers its complete days. */
export function chainActivity(fetch: SourceFetch, now = () => new Date()): ActivitySource {
  return async (hash) => {
    const total = await optional(() => contractCallTotal(fetch, hash));
    if (total === undefined) return undefined;
    await recordReading(hash, total, now());
    return completeDays(hash, now());
  };
}
