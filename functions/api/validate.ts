/** Request validation with the content-schema: 400 `{ message, fields }` in the request's language. */
import type { Context } from 'hono';
import * as v from 'valibot';
import { validateOrThrow } from '../domain/validation.ts';
import type { ApiEnv } from './env.ts';
import { HttpError } from './errors.ts';

/** The JSON body of the request, or 400 when it is not JSON. */
export async function jsonBody(c: Context<ApiEnv>): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new HttpError(400, c.get('t')('api.invalidJson'));
  }
}

/** Validate `input` against `schema`; throws 400 with one message per field in the request's language. */
export function validate<S extends v.GenericSchema>(c: Context<ApiEnv>, schema: S, input: unknown): v.InferOutput<S> {
  return validateOrThrow(schema, input, c.get('locale'));
}

/** Parse and validate the JSON body. */
export async function body<S extends v.GenericSchema>(c: Context<ApiEnv>, schema: S): Promise<v.InferOutput<S>> {
  return validate(c, schema, await jsonBody(c));
}
