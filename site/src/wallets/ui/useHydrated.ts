/** False during server rendering and until the island has hydrated: controls that need JavaScript stay disabled till then. */
import { useEffect, useState } from 'react';

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
