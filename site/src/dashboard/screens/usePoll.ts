import { useEffect, useRef } from 'react';

/** Call `load` now and then every `interval(last)` ms while mounted (paused while the tab is hidden); `deps` restart it. */
export function usePoll<T>(
  load: () => Promise<T>,
  interval: (last: T | undefined) => number,
  deps: readonly unknown[] = [],
): void {
  const loadRef = useRef(load);
  const intervalRef = useRef(interval);
  loadRef.current = load;
  intervalRef.current = interval;
  useEffect(() => {
    let timer: number | undefined;
    let live = true;
    const tick = async () => {
      let last: T | undefined;
      if (document.visibilityState !== 'hidden') last = await loadRef.current().catch(() => undefined);
      if (live) timer = window.setTimeout(() => void tick(), intervalRef.current(last));
    };
    void tick();
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, deps);
}
