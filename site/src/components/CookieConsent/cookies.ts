/**
 * The optional cookies and what sets them (SPEC §9: the analytics cookie lasts 1 year, 1 month and 4 days; the
 * others last the browser session). Set only after the visitor accepted their category, removed when they withdraw.
 */
import type { ConsentCategory } from './consent-state.ts';

/** Anonymous visitor id counting visits (analytics). */
export const ANALYTICS_COOKIE = 'neo_analytics';
/** Visit id grouping one session's error reports and page timings (performance); a session cookie. */
export const PERFORMANCE_COOKIE = 'neo_performance';
/** How long the analytics cookie lives (SPEC §9), and the consent record with it. */
export const ANALYTICS_LIFETIME = { years: 1, months: 1, days: 4 } as const;

/** `date` plus a calendar period, in UTC (`2026-01-31` + 1 month = `2026-03-03`, as Date does). */
export function addPeriod(date: Date, period: { years?: number; months?: number; days?: number }): Date {
  const next = new Date(date.getTime());
  next.setUTCFullYear(
    next.getUTCFullYear() + (period.years ?? 0),
    next.getUTCMonth() + (period.months ?? 0),
    next.getUTCDate() + (period.days ?? 0),
  );
  return next;
}

/** Whole days from `now` to the end of the analytics lifetime (what the consent library's `expiresAfterDays` takes). */
export function analyticsLifetimeDays(now = new Date()): number {
  return Math.round((addPeriod(now, ANALYTICS_LIFETIME).getTime() - now.getTime()) / 86_400_000);
}

/** The `document.cookie` assignment for a cookie: `expires` absent means a session cookie. */
export function cookieString(name: string, value: string, options: { expires?: Date; secure?: boolean } = {}): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    'SameSite=Lax',
    ...(options.expires ? [`Expires=${options.expires.toUTCString()}`] : []),
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

/** The value of cookie `name` in a `document.cookie` string, or undefined. */
export function readCookie(cookies: string, name: string): string | undefined {
  const found = cookies.split(/;\s*/).find((part) => part.startsWith(`${name}=`));
  return found === undefined ? undefined : decodeURIComponent(found.slice(name.length + 1));
}

const newId = () => crypto.randomUUID?.() ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;

/**
 * Set or remove the optional cookies for the accepted categories: analytics, the visitor id; performance, the
 * session's visit id (error reporting starts separately, see error-reporting.ts).
 */
export function applyConsent(categories: readonly ConsentCategory[], now = new Date()): void {
  const secure = location.protocol === 'https:';
  const expired = new Date(0);
  const analytics = categories.includes('analytics');
  let visitor = readCookie(document.cookie, ANALYTICS_COOKIE);
  if (analytics && !visitor) {
    visitor = newId();
    document.cookie = cookieString(ANALYTICS_COOKIE, visitor, { expires: addPeriod(now, ANALYTICS_LIFETIME), secure });
  } else if (!analytics && visitor) {
    document.cookie = cookieString(ANALYTICS_COOKIE, '', { expires: expired, secure });
  }
  const performance = categories.includes('performance');
  const visit = readCookie(document.cookie, PERFORMANCE_COOKIE);
  if (performance && !visit) document.cookie = cookieString(PERFORMANCE_COOKIE, newId(), { secure });
  else if (!performance && visit) document.cookie = cookieString(PERFORMANCE_COOKIE, '', { expires: expired, secure });
}

/**
 * Count this page view when analytics is accepted: a beacon to `PUBLIC_ANALYTICS_URL` (a same-origin collector the
 * deployment names at build time) with the visitor id, the path and the language. Without that setting nothing
 * is sent anywhere.
 */
export function countPageView(): void {
  const endpoint: string | undefined = import.meta.env.PUBLIC_ANALYTICS_URL;
  const visitor = readCookie(document.cookie, ANALYTICS_COOKIE);
  if (!endpoint || !visitor) return;
  navigator.sendBeacon?.(
    endpoint,
    JSON.stringify({ visitor, path: location.pathname, lang: document.documentElement.lang }),
  );
}
