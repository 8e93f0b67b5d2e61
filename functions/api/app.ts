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
import { changelogRoutes } from './routes/changelog.ts';
import { claimRoutes } from './routes/claims.ts';
import { nftImageRoutes } from './routes/nft-image.ts';
import { negotiate, translator } from '../lib/i18n.ts';
import type { ApiEnv } from './env.ts';
import { requireOriginSecret } from './origin.ts';
import { limitClients } from './client-limit.ts';
import { publicPreflight } from './cors.ts';
import { sameSiteWrites } from './writes.ts';
import { OPENAPI_CACHE, openApiDocument } from './openapi.ts';
import { publicRead } from './describe.ts';

/** Largest JSON body the API reads (bytes); larger bodies answer 413. */
export const MAX_BODY_BYTES = 256 * 1024;

/** Over MAX_BODY_BYTES: 413 `{ message }`. */
const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => c.json({ message: 'The request body is too large.' }, 413),
});
/**
 * Methods without a body skip the limit: reading `c.req.raw.body` makes @hono/node-server build a whole WHATWG
 * Request for the call (a tenth of a one-item read's time locally).
 */
const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The API app. Routes and sub-apps are chained, so `AppType` carries every path with its input and answer types:
 * the dashboard, the test helpers and the e2e tests build their client on it (`hc<AppType>`, functions/api/client.ts).
 */
export function createApp() {
  return (
    new Hono<ApiEnv>()
      .basePath('/client')
      .use(requestId())
      .use(async (c, next) => {
        const locale = negotiate(c.req.header('accept-language'));
        c.set('locale', locale);
        c.set('t', translator(locale));
        await next();
      })
      .use(requireOriginSecret)
      .use(limitClients)
      .use(publicPreflight)
      .use(sameSiteWrites)
      .use((c, next) => (BODYLESS.has(c.req.method) ? next() : limitBody(c, next)))
      .route('/', publicRoutes)
      .route('/', authRoutes)
      .route('/', uploadRoutes)
      .route('/', siteRoutes)
      .route('/', jobRoutes)
      .route('/', liveRoutes)
      .route('/', syncRoutes)
      .route('/', settingsRoutes)
      .route('/', indexerRoutes)
      .route('/', submissionRoutes)
      .route('/', submissionReviewRoutes)
      .route('/', changelogRoutes)
      .route('/', claimRoutes)
      .route('/', nftImageRoutes)
      /** GET /client/openapi.json → the OpenAPI 3.1 document of the public routes (functions/api/openapi.ts). */
      .get('/openapi.json', async (c) => {
        publicRead(c, OPENAPI_CACHE);
        return c.json(await openApiDocument());
      })
      .route('/', entityRoutesAll)
      .notFound((c) => c.json({ message: 'Not found' }, 404))
      .onError(errorResponse)
  );
}

export const app = createApp();
/** The API's routes as types, for `hc<AppType>` (hono/client): import it with `import type` only. */
export type AppType = ReturnType<typeof createApp>;
