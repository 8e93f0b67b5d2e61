/**
 * The back-office's view of the public changelog (stored by functions/adapters/data/changelog.ts): the newest entries
 * with their redactions, and the redaction of one entry.
 */
import { listChangesForReview, redactChange, type StoredChange } from '../../adapters/data/changelog.ts';

/**
 * The newest 200 entries for the back-office, newest first, redacted ones included with who redacted them, when
 * and why.
 */
export const changesForReview = (): Promise<StoredChange[]> => listChangesForReview();

/**
 * Redact the entry `changeId` for `reason` (1–500 characters) by the administrator `redactedBy` (idUserPk): it stays
 * stored and leaves the public changelog from the next snapshot. Redacting again keeps the first redaction. Throws
 * the store's NotFoundError (404) for an unknown changeId.
 */
export const redact = (changeId: string, redactedBy: number, reason: string): Promise<StoredChange> =>
  redactChange(changeId, redactedBy, reason);
