/**
 * The API: one Hono app mounted at `/client`, served by `@hono/node-server` locally and by AWS Lambda in
 * production (see `lambda.ts`). Errors are JSON `{ message, fields? }` with their status.
 */
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { bodyLimit } from 'hono/body-limit';
import { errorResponse } from './errors.ts';
import { publicRoutes } from './routes/public.ts';
import { authRoutes } from './routes/auth.ts';
import { entityRoutesAll } from './routes/entities.ts';
import { uploadRoutes } from './routes/uploads.ts';
import { siteRoutes } from './routes/site.ts';
import { jobRoutes } from './routes/jobs.ts';
import { liveRoutes } from './routes/live.ts';
import { syncRoutes } from './routes/sync.ts';
import { settingsRoutes } from './routes/settings.ts';
import { indexerRoutes } from './routes/indexer.ts';
import { submissionRoutes } from './routes/submissions.ts';
import { submissionReviewRoutes } from './routes/submission-review.ts';
import { negotiate, translator } from '../lib/i18n.ts';
import type { ApiEnv } from './env.ts';
import { requireOriginSecret } from './origin.ts';
import { publicPreflight } from './cors.ts';
import { OPENAPI_CACHE, openApiDocument } from './openapi.ts';
import { publicRead } from './describe.ts';

/** Largest JSON body the API reads (bytes); larger bodies answer 413. */
export const MAX_BODY_BYTES = 256 * 1024;

export function createApp() {
  const app = new Hono<ApiEnv>().basePath('/client');
  app.use(requestId());
  app.use(async (c, next) => {
    const locale = negotiate(c.req.header('accept-language'));
    c.set('locale', locale);
    c.set('t', translator(locale));
    await next();
  });
  app.use(requireOriginSecret);
  app.use(publicPreflight);
  app.use(bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ message: 'The request body is too large.' }, 413) }));
  app.route('/', publicRoutes);
  app.route('/', authRoutes);
  app.route('/', uploadRoutes);
  app.route('/', siteRoutes);
  app.route('/', jobRoutes);
  app.route('/', liveRoutes);
  app.route('/', syncRoutes);
  app.route('/', settingsRoutes);
  app.route('/', indexerRoutes);
  app.route('/', submissionRoutes);
  app.route('/', submissionReviewRoutes);
  /** GET /client/openapi.json → the OpenAPI 3.1 document of the public routes (functions/api/openapi.ts). */
  app.get('/openapi.json', async (c) => {
    publicRead(c, OPENAPI_CACHE);
    return c.json(await openApiDocument());
  });
  app.route('/', entityRoutesAll);
  app.notFound((c) => c.json({ message: 'Not found' }, 404));
  app.onError(errorResponse);
  return app;
}

export const app = createApp();
export type AppType = typeof app;
