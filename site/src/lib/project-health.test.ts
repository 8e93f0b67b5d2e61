import { describe, expect, it } from 'vitest';
import { newestSignal, projectHealth, type HealthSignalInput } from './project-health.ts';

const now = '2026-11-25T12:00:00.000Z';
const daysBefore = (days: number, ms = 0) => new Date(Date.parse(now) - days * 86_400_000 - ms).toISOString();
const invocation = (at: string): HealthSignalInput => ({
  at,
  exact: true,
  source: 'n3-indexer',
  sourceAsOf: now,
  subject: 'Swap router',
});
const commit = (at: string, sourceAsOf = now): HealthSignalInput => ({
  at,
  exact: true,
  source: 'github',
  sourceAsOf,
  subject: 'flamingo-finance/flamingo-contract-swap',
});

describe('project health', () => {
  it('is active with an invocation exactly 30 days old, dormant one millisecond later', () => {
    const onEdge = projectHealth({ now, invocation: invocation(daysBefore(30)) });
    expect(onEdge).toMatchObject({ health: 'active', reason: 'invoked' });
    expect(onEdge.signals[0]).toMatchObject({ kind: 'invocation', ageDays: 30, windowDays: 30, withinWindow: true });
    const past = projectHealth({ now, invocation: invocation(daysBefore(30, 1)) });
    expect(past).toMatchObject({ health: 'dormant', reason: 'quiet' });
    expect(past.signals[0]!.withinWindow).toBe(false);
  });

  it('is active with a commit exactly 90 days old, dormant one millisecond later', () => {
    expect(projectHealth({ now, commit: commit(daysBefore(90)) })).toMatchObject({
      health: 'active',
      reason: 'committed',
    });
    expect(projectHealth({ now, commit: commit(daysBefore(90, 1)) })).toMatchObject({
      health: 'dormant',
      reason: 'quiet',
    });
  });

  it('needs only one signal in its window', () => {
    const verdict = projectHealth({ now, invocation: invocation(daysBefore(200)), commit: commit(daysBefore(10)) });
    expect(verdict).toMatchObject({ health: 'active', reason: 'committed' });
    expect(verdict.signals.map((s) => [s.kind, s.withinWindow])).toEqual([
      ['invocation', false],
      ['commit', true],
    ]);
  });

  it('lets the curated flag win either way and keeps what the signals alone say', () => {
    expect(projectHealth({ now, inActiveDevelopment: false, invocation: invocation(daysBefore(1)) })).toMatchObject({
      health: 'dormant',
      reason: 'curated',
      computed: 'active',
    });
    expect(projectHealth({ now, inActiveDevelopment: true })).toMatchObject({
      health: 'active',
      reason: 'curated',
      computed: 'unknown',
    });
  });

  it('is unknown with "no signal" when the project has nothing that could give one', () => {
    expect(projectHealth({ now })).toEqual({
      health: 'unknown',
      reason: 'noSignal',
      now,
      computed: 'unknown',
      signals: [],
      watch: { invocation: 'none', commit: 'none' },
    });
  });

  it('is unknown, never dormant, when its contracts were not watched (their network not indexed)', () => {
    const verdict = projectHealth({
      now,
      commit: commit(daysBefore(400)),
      watch: { invocation: 'unwatched', commit: 'watched' },
    });
    expect(verdict).toMatchObject({ health: 'unknown', reason: 'unobserved', computed: 'unknown' });
    expect(projectHealth({ now, watch: { invocation: 'unwatched', commit: 'none' } }).health).toBe('unknown');
  });

  it('is dormant only when every signal it can have was watched and is quiet', () => {
    const watched = { invocation: 'watched', commit: 'watched' } as const;
    expect(projectHealth({ now, commit: commit(daysBefore(400)), watch: watched })).toMatchObject({
      health: 'dormant',
      reason: 'quiet',
    });
    // Contracts watched and silent, no GitHub link: nothing else could speak.
    expect(projectHealth({ now, watch: { invocation: 'watched', commit: 'none' } }).health).toBe('dormant');
    expect(projectHealth({ now, watch: { invocation: 'watched', commit: 'unwatched' } }).health).toBe('unknown');
  });

  it('stays active with a fresh commit whatever was not watched', () => {
    expect(
      projectHealth({ now, commit: commit(daysBefore(3)), watch: { invocation: 'unwatched', commit: 'unwatched' } }),
    ).toMatchObject({ health: 'active', reason: 'committed' });
  });

  it('does not judge from a source older than the window, and lets the curated flag still win', () => {
    const stale = commit('2026-01-02T00:00:00Z', '2026-01-03T00:00:00Z');
    expect(projectHealth({ now, commit: stale })).toMatchObject({ health: 'unknown', reason: 'unobserved' });
    expect(projectHealth({ now, commit: stale, inActiveDevelopment: false })).toMatchObject({
      health: 'dormant',
      reason: 'curated',
      computed: 'unknown',
    });
  });

  it('says how much older than the reference date a source is when that hides its window', () => {
    const recorded = '2026-08-21T20:21:01Z';
    const [signal] = projectHealth({ now, commit: commit('2026-08-18T08:53:58Z', recorded) }).signals;
    expect(signal!.staleDays).toBe(95);
    expect(projectHealth({ now, commit: commit(daysBefore(5)) }).signals[0]!.staleDays).toBeUndefined();
  });

  it('refuses a date that is not one', () => {
    expect(() => projectHealth({ now: 'yesterday' })).toThrow(RangeError);
    expect(() => projectHealth({ now, commit: commit('soon') })).toThrow(RangeError);
  });

  it('picks the newest signal', () => {
    expect(newestSignal([commit(daysBefore(9)), commit(daysBefore(2)), commit(daysBefore(5))])!.at).toBe(daysBefore(2));
    expect(newestSignal([])).toBeUndefined();
  });
});
