/** An error that carries its HTTP status; the API answers it as JSON `{ message, fields? }`. */
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error with an HTTP status and a message the user can read; `fields` maps field names to messages. */
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

/** HTTP 429 with the whole seconds the caller must wait, answered as the `Retry-After` header. */
export class TooManyRequestsError extends HttpError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
    this.name = 'TooManyRequestsError';
  }
}
