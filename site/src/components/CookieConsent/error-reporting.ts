/**
 * Error reporting's client entry, injected on every page by @sentry/astro (site/src/integrations/error-reporting.ts)
 * in builds with a DSN. It loads and starts Sentry only in a production build and only once the visitor accepts
 * performance cookies; before that, and in development and tests, nothing is loaded or sent.
 */
import { loadChunk } from '../../lib/load-chunk.ts';
import { whenAccepted } from './consent-state.ts';

if (import.meta.env.PROD && import.meta.env.PUBLIC_SENTRY_DSN) {
  whenAccepted(
    'performance',
    () => void loadChunk('error reporting', () => import('./sentry.ts')).then((sentry) => sentry.startErrorReporting()),
  );
}
