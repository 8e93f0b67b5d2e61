/** HTTP errors of the API, answered as JSON `{ message, fields? }` (ARCHITECTURE "Requests and errors"). */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HttpError, TooManyRequestsError } from '../lib/http-error.ts';

export { HttpError };

/** Answer any thrown error as JSON: known statuses pass through, anything else is a 500 without internals. */
export function errorResponse(error: unknown, c: Context) {
  const status = (error as { status?: number }).status;
  if (error instanceof TooManyRequestsError) c.header('retry-after', String(error.retryAfterSeconds));
  if (error instanceof HttpError)
    return c.json({ message: error.message, ...(error.fields ? { fields: error.fields } : {}) }, error.status);
  if (typeof status === 'number' && status >= 400 && status < 600 && error instanceof Error) {
    return c.json({ message: error.message }, status as ContentfulStatusCode);
  }
  console.error(
    JSON.stringify({
      level: 'error',
      requestId: c.get('requestId' as never),
      path: c.req.path,
      error: String((error as Error)?.stack ?? error),
    }),
  );
  return c.json({ message: 'Oops! Sorry, we encountered an unknown error.' }, 500);
}
