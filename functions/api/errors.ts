/**
 * The one place where a thrown error becomes an HTTP answer: JSON `{ message, fields? }` with the status of its
 * class (ARCHITECTURE "Requests and errors"). The domain throws the typed errors of functions/domain/errors.ts (and
 * the image proxy its NftImageError, whose message is a log detail: the answer says its reason's `api.*` text); the
 * API's own checks that have no domain meaning (a body that is not JSON, a file too large) throw `HttpError`.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  GoneError,
  InvalidError,
  NotFoundError,
  TooLargeError,
  TooManyRequestsError,
  UnauthorizedError,
  UnavailableError,
  UnsupportedTypeError,
} from '../domain/errors.ts';
import { NftImageError, type NftImageRefusal } from '../domain/live/nft-image.ts';
import type { ApiEnv } from './env.ts';

/** An error of the HTTP layer itself, with its status and a message the user can read; `fields` as for InvalidError. */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly fields?: Record<string, string>;
  constructor(status: ContentfulStatusCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.status = status;
    this.fields = fields;
    this.name = 'HttpError';
  }
}

/** The status of each domain refusal. */
const STATUS = new Map<abstract new (...args: never[]) => DomainError, ContentfulStatusCode>([
  [InvalidError, 400],
  [UnauthorizedError, 401],
  [ForbiddenError, 403],
  [NotFoundError, 404],
  [ConflictError, 409],
  [GoneError, 410],
  [TooLargeError, 413],
  [UnsupportedTypeError, 415],
  [TooManyRequestsError, 429],
  [UnavailableError, 503],
]);

/** The status of each refusal of the NFT image proxy: a bad URL, not an item's image, the host gave none. */
const NFT_IMAGE_STATUS: Record<NftImageRefusal, ContentfulStatusCode> = {
  badUrl: 400,
  notListed: 404,
  unavailable: 502,
};

/**
 * The HTTP status the API answers for `error`: its own for an HttpError, the class's for a DomainError, the reason's
 * for an NftImageError, a status the error carries (Hono's HTTPException) when it is 4xx/5xx, otherwise 500.
 */
export function statusOf(error: unknown): ContentfulStatusCode {
  if (error instanceof HttpError) return error.status;
  if (error instanceof DomainError) return STATUS.get(error.constructor as never) ?? 500;
  if (error instanceof NftImageError) return NFT_IMAGE_STATUS[error.reason];
  const status = (error as { status?: number } | undefined)?.status;
  if (typeof status === 'number' && status >= 400 && status < 600 && error instanceof Error)
    return status as ContentfulStatusCode;
  return 500;
}

/**
 * Answer any thrown error as JSON `{ message, fields? }`: HttpError and DomainError with their status (429 with a
 * `Retry-After` header in whole seconds), NftImageError with its reason's status and `api.<key>` message in the
 * request's language, another error carrying a 4xx/5xx status with its message, anything else as a 500 without
 * internals (logged with the request id).
 */
export function errorResponse(error: unknown, c: Context<ApiEnv>) {
  const status = statusOf(error);
  if (error instanceof TooManyRequestsError) c.header('retry-after', String(error.retryAfterSeconds));
  if (error instanceof HttpError || error instanceof DomainError)
    return c.json({ message: error.message, ...(error.fields ? { fields: error.fields } : {}) }, status);
  if (error instanceof NftImageError) return c.json({ message: c.get('t')(`api.${error.key}`) }, status);
  if (status !== 500) return c.json({ message: (error as Error).message }, status);
  console.error(
    JSON.stringify({
      level: 'error',
      requestId: c.get('requestId'),
      path: c.req.path,
      error: String((error as Error)?.stack ?? error),
    }),
  );
  return c.json({ message: 'Oops! Sorry, we encountered an unknown error.' }, 500);
}
