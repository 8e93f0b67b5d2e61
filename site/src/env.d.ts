/// <reference types="astro/client" />
// Astro's generated collection types (site/.astro/) are not referenced on purpose: `tsc` must pass on a fresh
// clone before any build, and src/data/catalogue.ts types every collection from content-schema itself.

interface ImportMetaEnv {
  /** Live snapshot URL for the refresh island (build time). */
  readonly PUBLIC_LIVE_SNAPSHOT_URL?: string;
  /** Sentry DSN: error reporting in production builds, after the visitor accepts performance cookies. */
  readonly PUBLIC_SENTRY_DSN?: string;
  /** Sentry environment name (default `production`). */
  readonly PUBLIC_SENTRY_ENVIRONMENT?: string;
  /** A same-origin page-view collector; analytics sends nothing when unset. */
  readonly PUBLIC_ANALYTICS_URL?: string;
}
