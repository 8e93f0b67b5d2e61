import { describe, expect, it } from 'vitest';
import {
  CONSENT_ASK_CLASS,
  CONSENT_HEAD_SCRIPT,
  CONSENT_KEY,
  CONSENT_REVISION,
  parseConsent,
} from './consent-state.ts';
import { addPeriod, analyticsLifetimeDays, ANALYTICS_LIFETIME, cookieString, readCookie } from './cookies.ts';

describe('stored consent', () => {
  const record = (extra: Record<string, unknown>) =>
    JSON.stringify({ categories: ['necessary', 'analytics'], revision: CONSENT_REVISION, ...extra });

  it('reads the accepted categories of a valid record', () => {
    expect(parseConsent(record({ expirationTime: 2_000 }), 1_000)).toEqual(['necessary', 'analytics']);
  });

  it('treats a missing, broken, expired or older-revision record as no choice', () => {
    expect(parseConsent(null)).toBeUndefined();
    expect(parseConsent('{not json')).toBeUndefined();
    expect(parseConsent(record({ expirationTime: 1_000 }), 1_000)).toBeUndefined();
    expect(parseConsent(record({ revision: CONSENT_REVISION - 1 }))).toBeUndefined();
  });

  it('ignores categories the site does not have', () => {
    expect(
      parseConsent(JSON.stringify({ categories: ['necessary', 'marketing'], revision: CONSENT_REVISION })),
    ).toEqual(['necessary']);
  });
});

describe('the head script that shows the first-visit banner', () => {
  /** Run the script against `stored` (the text under cc_cookie; a thrown error: blocked storage); the class it set. */
  const asks = (stored: string | null | Error) => {
    const classes = new Set<string>();
    new Function('document', 'localStorage', CONSENT_HEAD_SCRIPT)(
      { documentElement: { classList: { add: (c: string) => classes.add(c) } } },
      {
        getItem: (key: string) => {
          if (stored instanceof Error) throw stored;
          return key === CONSENT_KEY ? stored : null;
        },
      },
    );
    return classes.has(CONSENT_ASK_CLASS);
  };
  const record = (extra: Record<string, unknown>) =>
    JSON.stringify({ categories: ['necessary'], revision: CONSENT_REVISION, ...extra });

  it('asks when parseConsent finds no choice, and only then', () => {
    const later = Date.now() + 86_400_000;
    const cases = [
      null,
      '{not json',
      record({ expirationTime: Date.now() - 1_000 }),
      record({ revision: CONSENT_REVISION + 1, expirationTime: later }),
      JSON.stringify({ revision: CONSENT_REVISION }),
      record({ expirationTime: later }),
      record({}),
    ];
    for (const stored of cases) expect(asks(stored), String(stored)).toBe(parseConsent(stored) === undefined);
    expect(asks(record({ expirationTime: later }))).toBe(false);
  });

  it('asks when the storage cannot be read', () => {
    expect(asks(new Error('SecurityError'))).toBe(true);
  });
});

describe('cookie durations (SPEC §9)', () => {
  it('keeps the analytics cookie 1 year, 1 month and 4 days', () => {
    expect(ANALYTICS_LIFETIME).toEqual({ years: 1, months: 1, days: 4 });
    expect(addPeriod(new Date('2026-11-21T10:00:00Z'), ANALYTICS_LIFETIME).toISOString()).toBe(
      '2027-12-25T10:00:00.000Z',
    );
    expect(addPeriod(new Date('2026-01-31T00:00:00Z'), { months: 1 }).toISOString()).toBe('2026-03-03T00:00:00.000Z');
    expect(analyticsLifetimeDays(new Date('2026-11-21T00:00:00Z'))).toBe(399);
  });

  it('writes session cookies without an expiry and persistent ones with it', () => {
    expect(cookieString('neo_performance', 'v1')).toBe('neo_performance=v1; Path=/; SameSite=Lax');
    expect(cookieString('neo_analytics', 'a b', { expires: new Date('2027-12-25T10:00:00Z'), secure: true })).toBe(
      'neo_analytics=a%20b; Path=/; SameSite=Lax; Expires=Sat, 25 Dec 2027 10:00:00 GMT; Secure',
    );
  });

  it('reads one cookie out of document.cookie', () => {
    expect(readCookie('a=1; neo_analytics=x%20y; b=2', 'neo_analytics')).toBe('x y');
    expect(readCookie('a=1', 'neo_analytics')).toBeUndefined();
  });
});
