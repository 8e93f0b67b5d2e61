/**
 * `node functions/api/openapi-cli.ts <file>`: write the OpenAPI document of the public API (functions/api/openapi.ts,
 * generated here by hono-openapi from the routes' descriptions) to `<file>` as JSON. infra/bundle.ts runs it when it
 * bundles the API, so the Lambda serves this precomputed document instead of generating it.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { generateOpenApiDocument } from './openapi.ts';

const file = process.argv[2];
if (!file) throw new Error('Usage: node functions/api/openapi-cli.ts <file>');
await mkdir(dirname(resolve(file)), { recursive: true });
await writeFile(file, JSON.stringify(await generateOpenApiDocument()));
