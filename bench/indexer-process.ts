/**
 * The indexers' bench (indexer.ts `benchIndexer`) in a process of its own (isolated.ts): its rates, its peak RSS and
 * its retained heap are the indexer's, not shared with what the bench's earlier parts left in the bench process (the
 * 10k build's and Lighthouse's heaps, whose collections would run inside the timed passes). Each progress line on
 * stdout; result: the `IndexerBench`.
 */
import { benchIndexer } from './indexer.ts';
import { answerIsolated } from './isolated.ts';

answerIsolated(await benchIndexer((line) => console.log(line)));
