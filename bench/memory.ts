/**
 * Memory of the indexers' bench process (indexer-process.ts, a child of the bench) while the indexer runs: the peak
 * resident set (sampled every 50 ms; it includes the in-memory dynalite thread, whose data grows with what is
 * written) and the indexer's retained heap (this thread's heap after a full garbage collection, sampled between
 * passes; the dynalite thread's heap is not in it).
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

export interface MemoryWatch {
  /** Start a new series of heap samples (one per chain's indexer; indexer-model.ts `heapGrowthMb`). */
  newSeries(): void;
  /** Collect garbage and record this thread's heap in use (bytes) in the current series. */
  sampleHeap(): void;
  /** Stop sampling; answers the peak RSS in MB and the heap samples in bytes, series by series. */
  stop(): { peakRssMb: number; heapSamples: number[][] };
}

/** Start watching (see the module comment), with one series open. */
export function watchMemory(): MemoryWatch {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 50);
  const heapSamples: number[][] = [[]];
  return {
    newSeries() {
      if (heapSamples.at(-1)!.length) heapSamples.push([]);
    },
    sampleHeap() {
      collect();
      heapSamples.at(-1)!.push(process.memoryUsage().heapUsed);
    },
    stop() {
      clearInterval(timer);
      return { peakRssMb: Math.max(peak, process.memoryUsage.rss()) / 2 ** 20, heapSamples };
    },
  };
}
