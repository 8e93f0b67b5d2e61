import { describe, expect, it } from 'vitest';
import { errorReportingIntegration } from './error-reporting.ts';

describe('error reporting integration', () => {
  it('is absent without a DSN and inside the tests', () => {
    expect(errorReportingIntegration({})).toEqual([]);
    expect(errorReportingIntegration({ PUBLIC_SENTRY_DSN: ' ' })).toEqual([]);
    expect(errorReportingIntegration({ PUBLIC_SENTRY_DSN: 'https://k@o1.ingest.sentry.io/2', VITEST: 'true' })).toEqual(
      [],
    );
  });

  it('adds @sentry/astro to a build that names a DSN', () => {
    const [integration] = errorReportingIntegration({ PUBLIC_SENTRY_DSN: 'https://k@o1.ingest.sentry.io/2' });
    expect(integration?.name).toBe('@sentry/astro');
  });
});
