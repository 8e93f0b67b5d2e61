/**
 * The administrator's session (SPEC §4): sign-in, restoring the session on each page load, sign-out, the change of
 * password, and the global settings loaded once signed in. A 401 from any call signs out. The session itself is the
 * API's `HttpOnly; SameSite=Strict` cookie: no token is kept where a script could read it (localStorage, a
 * readable cookie), so a script injected into the page cannot carry the session away.
 */
import { atom } from 'nanostores';
import type { User } from '../../../../content-schema/index.ts';
import type { Answer } from '../../lib/api-client.ts';
import { api, call, setUnauthorizedHandler } from '../http/client.ts';
import { t, uiPath } from '../i18n.ts';
import { splitLocale } from '../../lib/locale-routes.ts';
import { flashToast, toastSuccess } from '../toasts/store.ts';
import { afterSignIn, rememberPath, SIGN_IN, takeRememberedPath } from './return-path.ts';
import { sha256Hex } from './sha256.ts';

/** GET /client/global: the settings, their version and the min/max bounds of the numeric ones. */
export type GlobalWithBounds = Answer<typeof api.global.$get>;
export type Bounds = GlobalWithBounds['bounds'];

/** The browser storage key where earlier versions kept the token; removed on load. */
const LEGACY_TOKEN_KEY = 'token';
try {
  globalThis.localStorage?.removeItem(LEGACY_TOKEN_KEY);
} catch {
  /* storage unavailable */
}

/** `checking` while the session cookie is verified; `signedIn` once the user is loaded. */
export const $status = atom<'checking' | 'signedIn' | 'signedOut'>('checking');
export const $user = atom<User | null>(null);
export const $global = atom<GlobalWithBounds | null>(null);

/** Full-page navigation to a locale-free path in the UI language (the auth pages and the dashboard are separate pages). */
const go = (path: string) => window.location.assign(uiPath(path));
/** The current path without its language prefix (`/pt-BR/dashboard/x` → `/dashboard/x`). */
const currentPath = () => splitLocale(window.location.pathname).path;

/** Forget the session locally and go to /sign-in, remembering the dashboard path we were on. */
function endSession(remember: boolean): void {
  if (remember) rememberPath(currentPath() + window.location.search);
  $user.set(null);
  $global.set(null);
  $status.set('signedOut');
  if (currentPath() !== SIGN_IN) go(SIGN_IN);
}

/** The API refused the token (401): sign out here and go to /sign-in, coming back to this path afterwards. */
export function sessionExpired(): void {
  if ($status.get() !== 'signedIn') return;
  flashToast({ kind: 'info', title: t('dashboard.session.endedTitle'), body: t('dashboard.session.ended') });
  endSession(true);
}
setUnauthorizedHandler(sessionExpired);

/** Load the global settings (upload types, logo size, bounds) into $global. */
export async function loadGlobal(): Promise<GlobalWithBounds> {
  const settings = await call((o) => api.global.$get(undefined, o));
  $global.set(settings);
  return settings;
}

/**
 * On page load: ask GET /client/auth whether the session cookie is still a session, then load the global
 * settings. Resolves with whether the user is signed in.
 */
export async function restoreSession(): Promise<boolean> {
  $status.set('checking');
  try {
    $user.set(await call((o) => api.auth.$get(undefined, o), { ignoreErrors: true }));
  } catch {
    $status.set('signedOut');
    return false;
  }
  $status.set('signedIn');
  await loadGlobal().catch(() => undefined);
  return true;
}

/** Send the dashboard visitor without a session to /sign-in, remembering where they wanted to go. */
export function requireSignIn(): void {
  endSession(true);
}

/**
 * Sign in with the typed password (sent as its SHA-256): the API sets the session cookie; loads the user, welcomes
 * them and goes to the remembered dashboard path or /dashboard. Rejects (after the HTTP layer's toast) on failure.
 */
export async function signIn(email: string, password: string): Promise<void> {
  const json = { email, password: await sha256Hex(password) };
  const result = await call((o) => api.auth.$post({ json }, o));
  $user.set(result.user);
  $status.set('signedIn');
  flashToast({
    kind: 'success',
    title: t('dashboard.session.welcome', { name: result.user.fullName || result.user.email }),
  });
  go(afterSignIn(takeRememberedPath()));
}

/** Sign out: the API revokes the session and clears its cookie (errors ignored); go to /sign-in. */
export async function signOut(): Promise<void> {
  await call((o) => api.auth.$delete(undefined, o), { ignoreErrors: true }).catch(() => undefined);
  endSession(false);
}

/** Change the password (all three typed values are hashed); the API renews the session cookie. */
export async function changePassword(
  currentPassword: string,
  newPassword: string,
  confirmPassword: string,
): Promise<void> {
  const [current, next, confirm] = await Promise.all([currentPassword, newPassword, confirmPassword].map(sha256Hex));
  const json = { currentPassword: current, newPassword: next, confirmPassword: confirm };
  const result = await call((o) => api.auth.password.$put({ json }, o));
  toastSuccess(result.message || t('dashboard.password.changed'));
}

/** Reset a forgotten password with the mailed link's hash; the API signs in (session cookie) and /dashboard opens. */
export async function resetPassword(hash: string, newPassword: string, confirmPassword: string): Promise<void> {
  const [next, confirm] = await Promise.all([newPassword, confirmPassword].map(sha256Hex));
  const json = { hash, newPassword: next, confirmPassword: confirm };
  const result = await call((o) => api.auth.reset.$post({ json }, o));
  flashToast({ kind: 'success', title: result.message || t('dashboard.password.changed') });
  go('/dashboard');
}

/** Ask for a reset link by e-mail; resolves with the server's message ("e-mail sent"). */
export async function recoverPassword(email: string): Promise<string> {
  const result = await call((o) => api.auth.recover.$post({ json: { email } }, o));
  return result.message;
}
