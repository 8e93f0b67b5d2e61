/**
 * What a failed API call means for the user (SPEC §8), as a pure decision: the message the promise rejects with,
 * field errors for a form, whether to sign out, and the toast to show (if any).
 */

/** An API call that failed: `status` 0 when no response came back. */
export class ApiError extends Error {
  readonly status: number;
  /** Field → translated message, from a 400 answer's `fields`. */
  readonly fields: Record<string, string> | undefined;
  constructor(status: number, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fields = fields;
  }
}

export interface FailureInput {
  /** HTTP status, or 0 when the server could not be reached. */
  status: number;
  statusText?: string;
  /** The parsed JSON answer, if any (`{ message, fields? }`). */
  body?: unknown;
  /** The caller asked to handle errors itself: no toast, no sign-out. */
  ignoreErrors?: boolean;
  /** The text of the "no response" toast (SPEC §8 `system.error.noServer`). */
  noServerMessage: string;
  /** Title of an HTTP error toast, given the status code. */
  errorTitle: (status: number) => string;
}

export interface FailureOutcome {
  error: ApiError;
  signOut: boolean;
  toast?: { title: string; body: string };
}

const messageOf = (body: unknown): string | undefined => {
  const message = (body as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
};
const fieldsOf = (body: unknown): Record<string, string> | undefined => {
  const fields = (body as { fields?: unknown } | undefined)?.fields;
  return fields && typeof fields === 'object' && !Array.isArray(fields)
    ? (fields as Record<string, string>)
    : undefined;
};

/** Decide what a failure does: see SPEC §8 "HTTP handling", in its order. */
export function describeFailure(input: FailureInput): FailureOutcome {
  const { status, ignoreErrors } = input;
  if (status === 0) {
    const error = new ApiError(0, input.noServerMessage);
    return ignoreErrors
      ? { error, signOut: false }
      : { error, signOut: false, toast: { title: input.noServerMessage, body: '' } };
  }
  const message = messageOf(input.body) ?? (input.statusText || `HTTP ${status}`);
  const error = new ApiError(status, message, fieldsOf(input.body));
  if (ignoreErrors) return { error, signOut: false };
  return { error, signOut: status === 401, toast: { title: input.errorTitle(status), body: message } };
}
