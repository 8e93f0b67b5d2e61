/**
 * Helpers for the routes' OpenAPI descriptions (hono-openapi's `describeRoute`): schema positions filled from the
 * valibot schemas, the error answers, and the public-read headers (CORS open, cache) of the documented GET routes.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { describeRoute, resolver, type DescribeRouteOptions } from 'hono-openapi';
import type * as v from 'valibot';
import { ErrorAnswerSchema } from '../../content-schema/public-api.ts';

/** A JSON content map whose schema is generated from `schema` (transforms such as trim are left out of the document). */
export const json = (schema: v.GenericSchema) => ({
  'application/json': { schema: resolver(schema as never, { errorMode: 'ignore' }) },
});

/** Error answers `{ message, fields? }` for `statuses` (status → meaning). */
export const errors = (statuses: Record<number, string>) =>
  Object.fromEntries(
    Object.entries(statuses).map(([status, description]) => [
      status,
      { description, content: json(ErrorAnswerSchema) },
    ]),
  );

/** `describeRoute` for a public route, tagged. */
export const describe = (tag: 'catalogue' | 'submissions', spec: DescribeRouteOptions): MiddlewareHandler =>
  describeRoute({ tags: [tag], ...spec });

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
