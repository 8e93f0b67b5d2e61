/**
 * Request validation with the content-schema: 400 `{ message, fields }` in the request's language
 * (functions/domain/validation.ts `validateOrThrow`, answered by functions/api/errors.ts).
 */
import type { Context, MiddlewareHandler } from 'hono';
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

/** What a request part looks like to Hono's typed client (`in`) and to the handler (`out`, `c.req.valid(target)`). */
type Validated<T extends 'json' | 'query' | 'param', S extends v.GenericSchema> = {
  in: { [K in T]: v.InferInput<S> };
  out: { [K in T]: v.InferOutput<S> };
};

/**
 * Hono validator middleware: the JSON body (`json`: 400 `api.invalidJson` when it is not JSON), the query (`query`:
 * one value per name) or the path parameters (`param`) checked against the valibot `schema`, answered 400
 * `{ message, fields }` in the request's language when they do not pass. The handler reads the output with
 * `c.req.valid(target)`, and `hc<AppType>` types the request from the schema's input.
 */
export function valid<T extends 'json' | 'query' | 'param', S extends v.GenericSchema>(
  target: T,
  schema: S,
): MiddlewareHandler<ApiEnv, string, Validated<T, S>> {
  return async (c, next) => {
    const raw = target === 'json' ? await jsonBody(c) : target === 'query' ? c.req.query() : c.req.param();
    c.req.addValidatedData(target, validate(c, schema, raw) as never);
    await next();
  };
}
