/**
 * Server configuration, read once from the environment and validated, so a wrong value fails at start-up with
 * a clear message. On the embedded default the local stack sets the endpoints; on AWS they are absent and the
 * names, secrets and URLs come from the function's SST links (`lib/links.ts`), which win over the environment.
 */
import * as v from 'valibot';
import { linkedEnvironment } from './lib/links.ts';

const EnvSchema = v.object({
  TABLE_NAME: v.optional(v.pipe(v.string(), v.minLength(3)), 'neo-ecosystem'),
  AWS_REGION: v.optional(v.string(), 'us-east-1'),
  /** DynamoDB endpoint override (dynalite locally); absent on AWS. */
  DYNAMODB_ENDPOINT: v.optional(v.pipe(v.string(), v.url())),
  /** S3 endpoint override (s3rver locally); absent on AWS. */
  S3_ENDPOINT: v.optional(v.pipe(v.string(), v.url())),
  UPLOADS_BUCKET: v.optional(v.string(), 'neo-ecosystem-uploads'),
  /** Public base URL of uploaded files (the uploads bucket behind the site's origin); default `<PUBLIC_SITE_URL>/uploads`. */
  UPLOADS_PUBLIC_URL: v.optional(v.pipe(v.string(), v.url())),
  /** Largest accepted upload, bytes (5 MiB). */
  UPLOAD_MAX_BYTES: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1)),
    String(5 * 1024 * 1024),
  ),
  /**
   * Secret our own proxies (CloudFront, the local site server) add as `X-Origin-Verify` to what they forward; only
   * with it are their client-address headers believed (functions/lib/client-address.ts).
   */
  ORIGIN_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'ORIGIN_SECRET must have at least 32 characters'))),
  /** `true` on AWS: the API answers 403 to any request without the origin secret (only CloudFront may call it). */
  ORIGIN_SECRET_REQUIRED: v.optional(
    v.pipe(
      v.picklist(['true', 'false']),
      v.transform((s) => s === 'true'),
    ),
    'false',
  ),
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'JWT_SECRET must have at least 32 characters'))),
  /** `offline` replays recorded answers of the chain and market services; `live` calls them. */
  DATA_SOURCES: v.optional(v.picklist(['offline', 'live']), 'offline'),
  /** GitHub token for the github sync job (live mode); without it GitHub allows 60 requests an hour. */
  GITHUB_TOKEN: v.optional(v.pipe(v.string(), v.minLength(1))),
  /** Public URL of the site, for links in e-mails (password reset). */
  PUBLIC_SITE_URL: v.optional(v.pipe(v.string(), v.url()), 'http://localhost:4321'),
  /** `smtp` (maildev locally, any SMTP server) or `ses` (Amazon SES in production). */
  MAIL_TRANSPORT: v.optional(v.picklist(['smtp', 'ses']), 'smtp'),
  MAIL_SMTP_URL: v.optional(v.string(), 'smtp://127.0.0.1:1025'),
  MAIL_FROM: v.optional(v.string(), 'Neo Ecosystem <no-reply@neo-ecosystem.local>'),
  /**
   * Requests one client address may send the API per sliding minute (functions/api/client-limit.ts); 0 turns the
   * limit off. 1,800 (30 a second) is far above what a visitor's pages or an administrator's screens send, and under a
   * sixth of the API Gateway's throttle of 200 a second (infra/gateway.ts).
   */
  API_CLIENT_LIMIT_PER_MINUTE: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0)), '1800'),
  /** Delay before answering a sign-in, ms (SPEC §9: 1 s). */
  SIGN_IN_DELAY_MS: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0)), '1000'),
  LOG_LEVEL: v.optional(v.picklist(['silent', 'error', 'info', 'debug']), 'info'),
  /** AWS only (from links): the bucket of the JSON snapshots (`snapshots/<name>.json`, served at `/snapshots/*`). */
  SNAPSHOTS_BUCKET: v.optional(v.string()),
  /** AWS only (from links): the queue that delays and starts site rebuilds (functions/domain/rebuild). */
  REBUILD_QUEUE_URL: v.optional(v.pipe(v.string(), v.url())),
  /** AWS only (from links): the function that runs dashboard jobs after an asynchronous invocation. */
  JOB_FUNCTION_NAME: v.optional(v.string()),
  /** AWS only (from links): the CodeBuild project that builds and publishes the site. */
  BUILD_PROJECT_NAME: v.optional(v.string()),
});
export type Config = v.InferOutput<typeof EnvSchema>;

let cached: Config | undefined;

/** The validated configuration; throws `Error("Invalid configuration: KEY: message")` on a bad value. */
export function config(): Config {
  if (cached) return cached;
  const result = v.safeParse(EnvSchema, { ...process.env, ...linkedEnvironment() });
  if (!result.success) {
    const lines = result.issues.map((i) => `${v.getDotPath(i) ?? '?'}: ${i.message}`);
    throw new Error(`Invalid configuration: ${lines.join('; ')}`);
  }
  return (cached = result.output);
}

/** Forget the cached configuration (the local stack and tests change the environment before first use). */
export function resetConfig(): void {
  cached = undefined;
}
