import sentry from '@sentry/astro';
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

/**
 * Error reporting (SPEC §8: uncaught errors go to an error-reporting service in production): @sentry/astro, added
 * only to builds that name a DSN (`PUBLIC_SENTRY_DSN`, read at build time) and never inside the tests (`VITEST`).
 * Its client entry (components/CookieConsent/error-reporting.ts) starts Sentry only in production builds and after
 * the visitor accepts performance cookies. The site is static, so the server SDK is off; source maps are not uploaded.
 */
export function errorReportingIntegration(env: Record<string, string | undefined> = process.env): AstroIntegration[] {
  if (!env.PUBLIC_SENTRY_DSN?.trim() || env.VITEST) return [];
  return [
    sentry({
      enabled: { client: true, server: false },
      clientInitPath: fileURLToPath(new URL('../components/CookieConsent/error-reporting.ts', import.meta.url)),
      sourcemaps: { disable: true },
      telemetry: false,
    }),
  ];
}
