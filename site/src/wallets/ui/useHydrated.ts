/**
 * False during server rendering and until the island has hydrated: controls that need JavaScript stay disabled till
 * then. The switch to true is a transition: it renders the island again, and as a transition React does that in
 * slices that leave the page free for input, instead of one long task right after hydration.
 */
import { startTransition, useEffect, useState } from 'react';

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
