/**
 * The series of the Neo X indexer: the N3 indexer's names (../subjects.ts) under the prefix `neox`, so the two
 * chains' counters never add into one point and the figures and periods read either the same way.
 */
import { subjectsFor } from '../subjects.ts';

export const NEOX_SUBJECTS = subjectsFor('neox');

/** The Neo X indexer's name as a data source (sync status, the live snapshot's `sources`). */
export const NEOX_INDEXER_SOURCE = 'neox-indexer';
