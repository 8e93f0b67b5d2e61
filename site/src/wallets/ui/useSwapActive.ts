/**
 * The global swap feature switch in a wallet island: the value as of the build (the catalogue snapshot's settings),
 * then the page's public settings (GET /client/global/public `isSwapFeatureActive`) once they arrive; the build value
 * stands when they cannot be read.
 */
import { useEffect, useState } from 'react';
import { fetchSwapActive } from '../neo-to-gas/rules.ts';

/** Whether swaps are switched on, starting from `builtActive`. */
export function useSwapActive(builtActive: boolean): boolean {
  const [active, setActive] = useState(builtActive);
  useEffect(() => {
    let live = true;
    void fetchSwapActive().then((value) => {
      if (live && value !== undefined) setActive(value);
    });
    return () => {
      live = false;
    };
  }, []);
  return active;
}
