/**
 * The dashboard path the user was sent away from to sign in (SPEC §4 "cached path"), kept in sessionStorage so
 * sign-in can return there.
 */

export const RETURN_KEY = 'dashboard.returnTo';
export const SIGN_IN = '/sign-in';
export const DASHBOARD_HOME = '/dashboard';

/** Where to go after signing in: the cached path when it is a dashboard path other than sign-in, else /dashboard. */
export function afterSignIn(cached: string | null | undefined): string {
  if (!cached || cached.startsWith(SIGN_IN) || !/^\/dashboard(?:[/?#]|$)/.test(cached)) return DASHBOARD_HOME;
  return cached;
}

/** Remember `path` (only dashboard paths are kept). */
export function rememberPath(path: string): void {
  if (!/^\/dashboard(?:[/?#]|$)/.test(path)) return;
  try {
    sessionStorage.setItem(RETURN_KEY, path);
  } catch {
    /* storage unavailable: sign-in goes to /dashboard */
  }
}

/** The remembered path, forgotten once read. */
export function takeRememberedPath(): string | null {
  try {
    const path = sessionStorage.getItem(RETURN_KEY);
    sessionStorage.removeItem(RETURN_KEY);
    return path;
  } catch {
    return null;
  }
}
