/** The source name of the N3 indexer in the live snapshot (its `asOf` is the time of block `block`). Browser-safe. */
export const INDEXER_SOURCE = 'n3-indexer';

/** The source name of the Neo X indexer in the live snapshot (its `asOf` is the time of block `block`). Browser-safe. */
export const NEOX_INDEXER_SOURCE = 'neox-indexer';
