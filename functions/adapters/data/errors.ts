/** Errors of the data layer, mapped to HTTP statuses by the API. */

/** Someone else saved the record first (its version moved on): HTTP 409. Nothing was written. */
export class VersionConflictError extends Error {
  readonly status = 409;
  constructor(entity: string, id: string) {
    super(`This ${entity} (${id}) was changed by someone else since you opened it. Reload it and apply your changes again.`);
    this.name = 'VersionConflictError';
  }
}

/** The record does not exist: HTTP 404. */
export class NotFoundError extends Error {
  readonly status = 404;
  constructor(entity: string, id: string) {
    super(`No ${entity} with id ${id}.`);
    this.name = 'NotFoundError';
  }
}

/** A create collided with an existing key (composite keys such as dapp-social): HTTP 409. */
export class AlreadyExistsError extends Error {
  readonly status = 409;
  constructor(entity: string, id: string) {
    super(`A ${entity} with key ${id} already exists.`);
    this.name = 'AlreadyExistsError';
  }
}

/** The database cannot be reached: HTTP 503. */
export class DatabaseUnavailableError extends Error {
  readonly status = 503;
  constructor(cause?: unknown) {
    super('The database is unavailable right now. Please try again in a moment.', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** True when a DynamoDB/ElectroDB error is a failed condition (stale version or existing key). */
export function isConditionFailure(error: unknown): boolean {
  const e = error as { name?: string; cause?: { name?: string } };
  return e?.name === 'ConditionalCheckFailedException' || e?.cause?.name === 'ConditionalCheckFailedException';
}

/** True when the error means the database endpoint did not answer (refused, reset, timed out). */
export function isUnreachable(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let e = error as { code?: string; name?: string; cause?: unknown; message?: string } | undefined; e && !seen.has(e); e = e.cause as typeof e) {
    seen.add(e);
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND'].includes(e.code ?? '')) return true;
    if (e.name === 'TimeoutError' || /ECONNREFUSED|socket hang up/.test(e.message ?? '')) return true;
  }
  return false;
}
