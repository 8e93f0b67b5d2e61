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
