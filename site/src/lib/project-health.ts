/**
 * A project's health (issue #14 point 5, #32 point 4): *active* when one of its contracts was invoked in the last
 * 30 days or one of its repositories got a commit in the last 90 days; *dormant* only when every signal the project
 * can have was watched over its whole window and is quiet; *unknown* otherwise — silence of a source that did not
 * watch the project (its contracts' network not indexed, no GitHub data, data older than the window) is no
 * verdict. The curated `inActiveDevelopment` flag wins where an administrator set it. Pure: "now" is passed in (the
 * pages pass the live snapshot's `takenAt`), so a build judges its data as of when it was taken, never the
 * reader's clock.
 */

export type Health = 'active' | 'dormant' | 'unknown';
export const HEALTH_STATES: readonly Health[] = ['active', 'dormant', 'unknown'];

/**
 * Whether one kind of signal was watched: `watched` when every source that could see one was read over the whole
 * window (silence then means none happened), `unwatched` when some could not be (a contract of a network not
 * indexed, a repository without recorded data, a source older than the window), `none` when the project has
 * nothing that could give one (no contract; no GitHub link).
 */
export type Watch = 'watched' | 'unwatched' | 'none';

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
  /** What was watched (default: a kind with a signal in a source not older than its window was, one without none). */
  watch?: Partial<Record<SignalKind, Watch>> | undefined;
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
  /**
   * Why: the curated flag, a signal in its window, every possible signal watched and outside its window (`quiet`),
   * a kind of signal not watched (`unobserved`), or nothing the project has could give a signal (`noSignal`).
   */
  reason: 'curated' | 'invoked' | 'committed' | 'quiet' | 'unobserved' | 'noSignal';
  now: string;
  /** The computed health the signals alone give (differs from `health` when the curated flag overrides it). */
  computed: Health;
  signals: HealthSignal[];
  /** What was watched, per kind of signal. */
  watch: Record<SignalKind, Watch>;
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
 * its window (`invoked` before `committed`), else *unknown* when a kind of signal was not watched (`unobserved`)
 * or none can happen (`noSignal`), else *dormant* (`quiet`). Throws a RangeError when `now` or a signal's `at` is
 * not a date.
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
  // By default a kind with a signal was watched unless its source is older than the window; one without none.
  const judged = (kind: SignalKind) => signals.find((s) => s.kind === kind);
  const watchOf = (kind: SignalKind): Watch =>
    input.watch?.[kind] ?? (judged(kind) ? (judged(kind)!.staleDays === undefined ? 'watched' : 'unwatched') : 'none');
  const watch = { invocation: watchOf('invocation'), commit: watchOf('commit') };
  const kinds = Object.values(watch);
  const fresh = signals.find((s) => s.withinWindow);
  const signalReason: HealthVerdict['reason'] = fresh
    ? fresh.kind === 'invocation'
      ? 'invoked'
      : 'committed'
    : kinds.includes('unwatched')
      ? 'unobserved'
      : kinds.every((w) => w === 'none')
        ? 'noSignal'
        : 'quiet';
  const computed: Health = fresh ? 'active' : signalReason === 'quiet' ? 'dormant' : 'unknown';
  if (input.inActiveDevelopment !== undefined) {
    return {
      health: input.inActiveDevelopment ? 'active' : 'dormant',
      reason: 'curated',
      now: input.now,
      computed,
      signals,
      watch,
    };
  }
  return { health: computed, reason: signalReason, now: input.now, computed, signals, watch };
}

/** The newest of several signals (by `at`), or undefined for none. */
export function newestSignal(signals: readonly HealthSignalInput[]): HealthSignalInput | undefined {
  return signals.reduce<HealthSignalInput | undefined>(
    (best, s) => (!best || Date.parse(s.at) > Date.parse(best.at) ? s : best),
    undefined,
  );
}
