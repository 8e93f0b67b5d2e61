/** Sentry in the browser (loaded by error-reporting.ts after consent): uncaught errors and unhandled rejections (SPEC §8). */
import * as Sentry from '@sentry/astro';
import { version } from '../../../../package.json';

/** Start reporting with the build's DSN; no personal data, a tenth of page loads traced for timings. */
export function startErrorReporting(): void {
  Sentry.init({
    dsn: import.meta.env.PUBLIC_SENTRY_DSN,
    environment: import.meta.env.PUBLIC_SENTRY_ENVIRONMENT || 'production',
    release: `neo-ecosystem@${version}`,
    sendDefaultPii: false,
    tracesSampleRate: 0.1,
  });
}
