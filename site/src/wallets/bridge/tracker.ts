/**
 * The deposit tracker (NEO.md §5.3): once a deposit is on N3, `GET {trackerUrl}/{nonce}` answers
 * `{ txid: string | null }`, the Neo X transaction that delivered it once the relayer did (usually 1–2 minutes,
 * bane-labs docs quick-start-bridging-assets.md). Sources: blockchain-services bs-neox Neo3NeoXBridgeService
 * `getTransactionHashByNonce`; NeoLine bridge.ts. Library-free apart from valibot, so it runs in any bundle.
 */
import * as v from 'valibot';
import { sleep as realSleep } from '../../../../chain/tx-outcome.ts';

/** The tracker's answer: the Neo X transaction hash (0x + 64 hex) once relayed, else null. */
export const TrackerAnswer = v.object({
  txid: v.nullable(v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{64}$/))),
});
export type TrackerAnswer = v.InferOutput<typeof TrackerAnswer>;

/** Read one tracker answer body; throws (valibot) on any other shape. */
export const parseTrackerAnswer = (body: unknown): TrackerAnswer => v.parse(TrackerAnswer, body);

/** The tracker URL of deposit `nonce` (a decimal string). */
export const trackerUrl = (base: string, nonce: string): string =>
  `${base.replace(/\/+$/, '')}/${encodeURIComponent(nonce)}`;

/** How long and how often to ask: every 10 s for up to 10 minutes (several times the documented 1–2 minutes). */
export const TRACKING = { intervalMs: 10_000, attempts: 60 } as const;

export interface TrackOptions {
  fetcher?: typeof fetch;
  intervalMs?: number;
  attempts?: number;
  sleep?: (ms: number) => Promise<void>;
  /** Called before each request with its number (1-based). */
  onAttempt?: (attempt: number) => void;
}

/**
 * Ask the tracker until it names the Neo X transaction of deposit `nonce`; answers that hash, or undefined after
 * the last attempt. A network failure, an error status or an unreadable answer counts as "not yet".
 */
export async function trackDeposit(
  base: string,
  nonce: string,
  options: TrackOptions = {},
): Promise<string | undefined> {
  const fetcher = options.fetcher ?? fetch;
  const attempts = options.attempts ?? TRACKING.attempts;
  const wait = options.sleep ?? realSleep;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    options.onAttempt?.(attempt);
    const txid = await fetcher(trackerUrl(base, nonce), { headers: { accept: 'application/json' } })
      .then(async (res) => (res.ok ? parseTrackerAnswer(await res.json()).txid : null))
      .catch(() => null);
    if (txid) return txid;
    if (attempt < attempts) await wait(options.intervalMs ?? TRACKING.intervalMs);
  }
  return undefined;
}
