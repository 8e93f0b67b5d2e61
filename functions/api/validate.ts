/**
 * Request validation with the content-schema: 400 `{ message, fields }` in the request's language
 * (functions/lib/i18n.ts `fieldMessages`, answered by functions/api/errors.ts).
 */
import type { Context, MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { InvalidError, NotFoundError } from '../domain/errors.ts';
import { fieldMessages } from '../lib/i18n.ts';
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

/**
 * Validate `input` against `schema`; throws 400 with one message per field in the request's language, or 400 with
 * the general message alone (`validation.general`, no `fields`) when the input as a whole is of the wrong kind (a
 * JSON body that is not an object, say): no field is to blame then.
 */
export function validate<S extends v.GenericSchema>(c: Context<ApiEnv>, schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const general = c.get('t')('validation.general');
  if (result.issues.every((issue) => !issue.path?.length)) throw new HttpError(400, general);
  throw new InvalidError(general, fieldMessages(result.issues, c.get('locale')));
}

/** Parse and validate the JSON body. */
export async function body<S extends v.GenericSchema>(c: Context<ApiEnv>, schema: S): Promise<v.InferOutput<S>> {
  return validate(c, schema, await jsonBody(c));
}

/** A request part `valid` checks: `queries` is the query with every value a list (repeated names kept). */
type Target = 'json' | 'query' | 'queries' | 'param';
/** The name Hono's typed client and `c.req.valid` give the part: `queries` is the query too. */
type Part<T extends Target> = T extends 'queries' ? 'query' : T;

/** What a request part looks like to Hono's typed client (`in`) and to the handler (`out`, `c.req.valid(target)`). */
type Validated<T extends Target, S extends v.GenericSchema> = {
  in: { [K in Part<T>]: v.InferInput<S> };
  out: { [K in Part<T>]: v.InferOutput<S> };
};

/** The raw values of request part `target`. */
async function rawPart(c: Context<ApiEnv>, target: Target): Promise<unknown> {
  if (target === 'json') return jsonBody(c);
  if (target === 'query') return c.req.query();
  if (target === 'queries') return c.req.queries();
  return c.req.param();
}

/**
 * How `valid` answers input that does not pass: `invalid`, 400 `{ message, fields }` (a request that is wrong);
 * `notFound`, 404 `api.notFound` (a path segment that names no resource, such as an unknown sync source).
 */
export type Refusal = 'invalid' | 'notFound';

/**
 * Hono validator middleware: the JSON body (`json`: 400 `api.invalidJson` when it is not JSON), the query (`query`:
 * one value per name, the first; `queries`: every value of each name as a list) or the path parameters (`param`)
 * checked against the valibot `schema`, answered 400 `{ message, fields }` in the request's language when they do
 * not pass (or 404 `api.notFound` with `refusal` `notFound`). The handler reads the output with
 * `c.req.valid(target)` (`'query'` for `queries`), and `hc<AppType>` types the request from the schema's input.
 */
export function valid<T extends Target, S extends v.GenericSchema>(
  target: T,
  schema: S,
  refusal: Refusal = 'invalid',
): MiddlewareHandler<ApiEnv, string, Validated<T, S>> {
  return async (c, next) => {
    const part = (target === 'queries' ? 'query' : target) as Part<T>;
    const input = await rawPart(c, target);
    if (refusal === 'notFound' && !v.is(schema, input)) throw new NotFoundError(c.get('t')('api.notFound'));
    c.req.addValidatedData(part, validate(c, schema, input) as never);
    await next();
  };
}
