/**
 * A project's health (issue #14 point 5): *active* when one of its contracts was invoked in the last 30 days or
 * one of its repositories got a commit in the last 90 days, *dormant* otherwise. The curated
 * `inActiveDevelopment` flag wins where an administrator set it. Pure: "now" is passed in (the pages pass the
 * live snapshot's `takenAt`), so a build judges its data as of when it was taken, never the reader's clock.
 */

export type Health = 'active' | 'dormant';
export const HEALTH_STATES: readonly Health[] = ['active', 'dormant'];

/** The windows of the two signals, in days (inclusive: a signal exactly 30 / 90 days old still counts). */
export const HEALTH_WINDOW_DAYS = { invocation: 30, commit: 90 } as const;
export type SignalKind = keyof typeof HEALTH_WINDOW_DAYS;

const DAY_MS = 86_400_000;

/** One dated signal: the newest invocation of any of the project's contracts, or its newest commit. */
export interface HealthSignalInput {
  /** When it happened, UTC ISO-8601. For `exact: false` the latest time it can have happened *no later than* is unknown: `at` is a lower bound. */
  at: string;
  /** False when only a lower bound is known (e.g. "invoked at least once in the 7 days to the source's as-of"). */
  exact: boolean;
  /** The source's key in the live snapshot's `sources` (`n3-indexer`, `contract-activity`, `github`). */
  source: string;
  /** As of when that source's data is (UTC ISO-8601): nothing after it can be seen. */
  sourceAsOf?: string | undefined;
  /** What the signal is about (a contract title or a repository's full name), for the page. */
  subject?: string | undefined;
}

export interface HealthInput {
  /** The reference instant, UTC ISO-8601 (the live snapshot's `takenAt`). */
  now: string;
  /** The curated flag: true / false win, undefined leaves it to the signals. */
  inActiveDevelopment?: boolean | undefined;
  invocation?: HealthSignalInput | undefined;
  commit?: HealthSignalInput | undefined;
}

export interface HealthSignal extends HealthSignalInput {
  kind: SignalKind;
  windowDays: number;
  /** Whole days between the signal and `now` (0 for a signal at or after `now`). */
  ageDays: number;
  /** Whether the signal is inside its window. */
  withinWindow: boolean;
  /**
   * Whole days between the source's as-of and `now`, when the source's data is older than the window allows to
   * judge (its as-of is more than the window before `now`, so a recent signal could not be in it); else undefined.
   */
  staleDays?: number | undefined;
}

export interface HealthVerdict {
  health: Health;
  /** Why: the curated flag, a signal in its window, signals all outside their windows, or no signal at all. */
  reason: 'curated' | 'invoked' | 'committed' | 'quiet' | 'noSignal';
  now: string;
  /** The computed health the signals alone give (differs from `health` when the curated flag overrides it). */
  computed: Health;
  signals: HealthSignal[];
}

const wholeDays = (ms: number) => Math.max(0, Math.floor(ms / DAY_MS));

function judge(kind: SignalKind, input: HealthSignalInput, now: number): HealthSignal {
  const windowDays = HEALTH_WINDOW_DAYS[kind];
  const age = now - Date.parse(input.at);
  const asOf = input.sourceAsOf ? Date.parse(input.sourceAsOf) : undefined;
  const stale = asOf !== undefined && now - asOf > windowDays * DAY_MS;
  return {
    ...input,
    kind,
    windowDays,
    ageDays: wholeDays(age),
    withinWindow: age <= windowDays * DAY_MS,
    staleDays: stale ? wholeDays(now - asOf) : undefined,
  };
}

/**
 * The health of a project: the curated flag when set (reason `curated`), else *active* with the first signal in
 * its window (`invoked` before `committed`), else *dormant* (`quiet` when signals exist, `noSignal` when none).
 * Throws a RangeError when `now` or a signal's `at` is not a date.
 */
export function projectHealth(input: HealthInput): HealthVerdict {
  const now = Date.parse(input.now);
  if (Number.isNaN(now)) throw new RangeError(`projectHealth: now is not a date: ${input.now}`);
  const signals: HealthSignal[] = [];
  for (const kind of ['invocation', 'commit'] as const) {
    const signal = input[kind];
    if (!signal) continue;
    if (Number.isNaN(Date.parse(signal.at)))
      throw new RangeError(`projectHealth: ${kind} date is not a date: ${signal.at}`);
    signals.push(judge(kind, signal, now));
  }
  const fresh = signals.find((s) => s.withinWindow);
  const computed: Health = fresh ? 'active' : 'dormant';
  const signalReason = fresh
    ? fresh.kind === 'invocation'
      ? 'invoked'
      : 'committed'
    : signals.length
      ? 'quiet'
      : 'noSignal';
  if (input.inActiveDevelopment !== undefined) {
    return {
      health: input.inActiveDevelopment ? 'active' : 'dormant',
      reason: 'curated',
      now: input.now,
      computed,
      signals,
    };
  }
  return { health: computed, reason: signalReason, now: input.now, computed, signals };
}

/** The newest of several signals (by `at`), or undefined for none. */
export function newestSignal(signals: readonly HealthSignalInput[]): HealthSignalInput | undefined {
  return signals.reduce<HealthSignalInput | undefined>(
    (best, s) => (!best || Date.parse(s.at) > Date.parse(best.at) ? s : best),
    undefined,
  );
}
