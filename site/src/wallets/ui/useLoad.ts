/**
 * A chain read in a component: loading → ready | unreachable (no node answered) | failed; `reload` runs it again.
 * A reload that fails after figures were shown keeps them (`ready`, with the failure in `refresh`), so what stands on
 * them — an open transaction dialog with its outcome — is not torn down when the node goes away.
 */
import { startTransition, useCallback, useEffect, useState } from 'react';
import { isNodeUnreachable } from '../../../../chain/node-error.ts';
import { claimStepCause, claimStepOf, type ClaimStep } from '../claim-steps.ts';

/** A read that failed: no node answered, or something else; `step` names the claim step that failed (SPEC §8). */
export type LoadFailure = ({ state: 'unreachable'; urls: string[] } | { state: 'failed'; message: string }) & {
  step?: ClaimStep | undefined;
};
export type Load<T> =
  { state: 'loading' } | { state: 'ready'; data: T; refresh?: LoadFailure | undefined } | LoadFailure;

/** Run `read` when `key` changes (nothing while `key` is undefined). */
export function useLoad<T>(key: string | undefined, read: () => Promise<T>): [Load<T>, () => void] {
  const [load, setLoad] = useState<Load<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (key === undefined) return;
    let live = true;
    // Kept as it is while loading already (no render for nothing) or when a reload keeps the figures shown.
    setLoad((current) =>
      current.state === 'loading' || (current.state === 'ready' && round > 0) ? current : { state: 'loading' },
    );
    read().then(
      // A transition: the figures render in slices that leave the page free for input (no long task).
      (data) => live && startTransition(() => setLoad({ state: 'ready', data })),
      (error) => {
        if (!live) return;
        const failure = loadFailure(error);
        setLoad((current) => (current.state === 'ready' && round > 0 ? { ...current, refresh: failure } : failure));
      },
    );
    return () => {
      live = false;
    };
    // `read` is a fresh closure each render; `key` and `round` decide when to read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);
  return [load, useCallback(() => setRound((r) => r + 1), [])];
}

/** The failure a read ended in: the claim step it belongs to, and whether no node could be reached or why it failed. */
export function loadFailure(error: unknown): LoadFailure {
  const cause = claimStepCause(error);
  const step = claimStepOf(error);
  return isNodeUnreachable(cause)
    ? { state: 'unreachable', urls: cause.urls, step }
    : { state: 'failed', message: String((cause as Error)?.message ?? cause), step };
}
