/**
 * What the domain refuses, as typed errors with a message the user can read (already in the request's language)
 * and, for invalid input, one message per field. The domain knows no HTTP: functions/api/errors.ts is the one place
 * that turns each class into a status and the JSON answer `{ message, fields? }` (ARCHITECTURE "Requests and
 * errors").
 */

/** Base of every refusal the domain throws on purpose; `fields` maps field names to messages. */
export abstract class DomainError extends Error {
  readonly fields?: Record<string, string>;
  constructor(message: string, fields?: Record<string, string>) {
    super(message);
    this.fields = fields;
    this.name = new.target.name;
  }
}

/** The input breaks a rule (a field's format, an unknown reference, a wrong current password…). */
export class InvalidError extends DomainError {}

/** The caller is not signed in, or the credentials are wrong. */
export class UnauthorizedError extends DomainError {}

/** The caller is known but may not do this (wrong role, foreign origin, not the deployer). */
export class ForbiddenError extends DomainError {}

/** The record the call names does not exist (or is not public). */
export class NotFoundError extends DomainError {}

/** The call clashes with the stored state: a stale version, a taken key, a full list, a record in use. */
export class ConflictError extends DomainError {}

/** The thing existed once and is gone for good (a used or expired challenge). */
export class GoneError extends DomainError {}

/** A limit holds; `retryAfterSeconds` (whole seconds, at least 1) is how long the caller must wait. */
export class TooManyRequestsError extends DomainError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super(message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

/** A service the call needs is not configured or not reachable. */
export class UnavailableError extends DomainError {}

/** A file of a type the settings do not allow (`uploadImageAllowedFiles`). */
export class UnsupportedTypeError extends DomainError {}

/** A file or body past its size limit. */
export class TooLargeError extends DomainError {}
