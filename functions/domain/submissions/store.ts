/**
 * Where submissions live: a repository over the one table (partition `ent#submission`), built from an entity
 * definition kept outside the catalogue registry, so submissions get versioned, conditional writes without being
 * part of the catalogue (no generated CRUD routes, no snapshot, no dashboard entity screen).
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { EntityDefinition, EntityName } from '../../../content-schema/registry.ts';
import { SubmissionRecordSchema, type SubmissionRecord } from '../../../content-schema/entities/submission.ts';
import { repository, type Stored } from '../../adapters/data/store.ts';

/** The entity definition of submissions (not in ENTITY_LIST). */
export const SUBMISSION_DEF: EntityDefinition = {
  name: 'submission' as EntityName,
  object: SubmissionRecordSchema as never,
  schema: SubmissionRecordSchema,
  idFields: ['idSubmissionPk'],
  // Random ids (newSubmissionId), not a counter: a number tells nobody how many submissions there are or which came next.
  autoId: false,
  titleField: 'email',
  listColumns: [],
  searchFields: [],
  imageFields: [],
  relations: {},
  longTextFields: [],
  toggleFields: [],
  exportable: false,
  uniqueFields: [],
  cascade: [],
  counted: false,
  noCache: true,
  publicRead: false,
  backOffice: 'none',
  dashboardPaths: {},
};

export type StoredSubmission = Stored<SubmissionRecord>;

/** The submissions repository. */
export const submissions = () => repository<SubmissionRecord>(SUBMISSION_DEF);

/** SHA-256 hex of a link secret (only digests are stored). */
export const digest = (secret: string) => createHash('sha256').update(secret).digest('hex');
/** A new 256-bit link secret (hex). */
export const newSecret = () => randomBytes(32).toString('hex');

/** Largest submission id (2^48 − 1): random ids below it stay exact JavaScript numbers and short in a URL. */
export const MAX_SUBMISSION_ID = 2 ** 48 - 1;
/**
 * A new random submission id, 1..MAX_SUBMISSION_ID (uniform, from the system's CSPRNG). Ids given by the former
 * counter (1, 2, 3 …) stay valid: they are in the same range.
 */
export const newSubmissionId = () => randomInt(1, MAX_SUBMISSION_ID + 1);

/** The submission whose status link has secret `secret`, or undefined. */
export async function findByStatusSecret(secret: string): Promise<StoredSubmission | undefined> {
  if (!/^[0-9a-f]{64}$/.test(secret)) return undefined;
  const wanted = digest(secret);
  return (await submissions().list()).find((s) => s.statusDigest === wanted);
}
