/**
 * How many public submissions wait for an administrator (confirmed or in review), for the side menu's count.
 * Read from GET /client/submission-review whenever the dashboard's path changes (an approval moves the count).
 */
import { useEffect, useState } from 'react';
import { listSubmissions, type Submission } from './submission-api.ts';

/** The states that wait for a decision. */
const PENDING = new Set(['confirmed', 'in-review']);

/** The number of `items` waiting for a decision. */
export const pendingCount = (items: readonly Pick<Submission, 'state'>[]): number =>
  items.filter((s) => PENDING.has(s.state)).length;

/** The pending count, re-read when `path` changes; undefined until known (or when it could not be read). */
export function usePendingSubmissions(path: string): number | undefined {
  const [count, setCount] = useState<number | undefined>();
  useEffect(() => {
    let live = true;
    listSubmissions()
      .then((items) => live && setCount(pendingCount(items)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [path]);
  return count;
}
