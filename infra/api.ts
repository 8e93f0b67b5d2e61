/**
 * The API: the Hono app on Lambda (functions/api/lambda.ts), Node 24 on arm64, bundled and minified with the
 * settings of infra/bundle.ts, behind the gateway at `/client/*`. Linked to the table, the buckets, the mail
 * identity, the site's URL, the JWT key and the job worker. The public API's OpenAPI document is generated here,
 * once per deployment, with the API's own generator, and shipped beside the bundle, which serves it as it is
 * (infra/bundle.ts).
 */
import { join } from 'node:path';
import { handlerOf, nodejsFor, openApiPath, writeOpenApiDocument } from './bundle';
import { email } from './email';
import { gateway } from './gateway';
import { jobWorker } from './jobs';
import { secrets } from './secrets';
import { site } from './site';
import { snapshots } from './snapshots';
import { stage } from './stage';
import { table } from './table';
import { uploads } from './uploads';

/** The precomputed OpenAPI document, relative to the repository (dist/ is not committed). */
const openApiDocument = 'dist/openapi/openapi.json';
writeOpenApiDocument(join($cli.paths.root, openApiDocument), $cli.paths.root);

export const api = new sst.aws.Function('ApiFunction', {
  handler: handlerOf('api'),
  nodejs: nodejsFor('api'),
  memory: '1024 MB',
  timeout: '29 seconds',
  link: [table, uploads, snapshots, email, site, secrets.jwt, secrets.originSecret, jobWorker],
  // Only CloudFront (which adds the origin secret) may call the API: the gateway's own URL answers 403.
  environment: { DATA_SOURCES: stage.dataSources, ORIGIN_SECRET_REQUIRED: 'true' },
  // Beside functions/api/lambda.mjs, where the bundle reads it (functions/api/openapi.ts).
  copyFiles: [{ from: openApiDocument, to: openApiPath('') }],
});

gateway.route('ANY /client', api.arn);
gateway.route('ANY /client/{proxy+}', api.arn);
