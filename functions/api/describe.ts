/**
 * Helpers for the routes' OpenAPI descriptions (hono-openapi's `describeRoute`): schema positions filled from the
 * valibot schemas, the error answers, and the public-read headers (CORS open, cache) of the documented GET routes.
 *
 * In the Lambda bundle the document is precomputed (functions/api/openapi.ts): the bundler defines
 * `process.env.OPENAPI_PRECOMPUTED` as `"1"` (infra/bundle.ts), so `describe` is a pass-through middleware, `json`
 * converts nothing, and hono-openapi and the schema converters are not in the bundle.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentWithResolver, DescribeRouteOptions } from 'hono-openapi';
import type * as v from 'valibot';
import { ErrorAnswerSchema } from '../../content-schema/public-api.ts';

/**
 * hono-openapi, loaded unless the document is precomputed. In the Lambda bundle the condition is the constant true
 * (`define`), so esbuild drops the import and everything under it (a static import would keep the converters'
 * modules, which have side effects). Test it as it is written here: esbuild folds a defined expression where it is
 * written, never a constant exported from another module.
 */
export const honoOpenapi = process.env.OPENAPI_PRECOMPUTED === '1' ? undefined : await import('hono-openapi');

/** A JSON content map whose schema is generated from `schema` (transforms such as trim are left out of the document). */
export const json = (schema: v.GenericSchema): ContentWithResolver =>
  honoOpenapi ? { 'application/json': { schema: honoOpenapi.resolver(schema as never, { errorMode: 'ignore' }) } } : {};

/** The `Retry-After` header of a 429 answer: whole seconds to wait. */
const RETRY_AFTER = {
  'Retry-After': {
    description: 'Seconds to wait before the next request',
    schema: { type: 'integer' as const, minimum: 1 },
  },
};

/** Error answers `{ message, fields? }` for `statuses` (status → meaning); a 429 carries `Retry-After`. */
export const errors = (statuses: Record<number, string>) =>
  Object.fromEntries(
    Object.entries(statuses).map(([status, description]) => [
      status,
      { description, content: json(ErrorAnswerSchema), ...(status === '429' ? { headers: RETRY_AFTER } : {}) },
    ]),
  );

/** What `describe` answers when the document is precomputed: a middleware that only passes on. */
const described: MiddlewareHandler = async (_c, next) => {
  await next();
};

/**
 * `describeRoute` for a public route, tagged, declared public (`security: []`) and with the per-client limit's 429
 * answer unless the route describes its own. Call it as `describe(tag, process.env.OPENAPI_PRECOMPUTED !== '1' && {
 * … })`: in the Lambda bundle the condition is the constant false, so the description (its texts, and the schemas
 * only the document uses) is compiled out with the generator; anywhere else it is the route's description.
 */
export const describe = (tag: 'catalogue' | 'submissions', spec: DescribeRouteOptions | false): MiddlewareHandler =>
  honoOpenapi && spec
    ? honoOpenapi.describeRoute({
        tags: [tag],
        // The documented routes are public: no session, no token (the administrator routes are not in the document).
        security: [],
        ...spec,
        // Every route is behind the per-client limit (functions/api/client-limit.ts); a route may say its own 429.
        responses: { ...errors({ 429: 'Too many requests from this address; see Retry-After' }), ...spec.responses },
      })
    : described;

/** A path parameter's description. */
export const pathParameter = (name: string, description: string, pattern?: string) => ({
  name,
  in: 'path' as const,
  required: true,
  description,
  schema: { type: 'string' as const, ...(pattern ? { pattern } : {}) },
});

/** A query parameter's description. */
export const queryParameter = (
  name: string,
  description: string,
  schema: Record<string, unknown>,
  required = false,
) => ({ name, in: 'query' as const, required, description, schema });

/** Answer headers of a public read: any origin may read it (no credentials), and caches may keep it `cache` (a Cache-Control value). */
export function publicRead(c: Context, cache: string): void {
  c.header('access-control-allow-origin', '*');
  c.header('cache-control', cache);
}
