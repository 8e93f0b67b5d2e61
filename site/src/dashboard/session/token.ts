/** The bearer token (SPEC §4, §9: browser storage key `token`): a token in storage means signed in. */
import { atom } from 'nanostores';

export const TOKEN_KEY = 'token';

const read = (): string | null => {
  try {
    return globalThis.localStorage?.getItem(TOKEN_KEY) || null;
  } catch {
    return null;
  }
};

/** The current token, restored from localStorage on each page load. */
export const $token = atom<string | null>(read());

/** Store (or with null, forget) the token in memory and in localStorage. */
export function setToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(TOKEN_KEY, token);
    else localStorage.removeItem(TOKEN_KEY);
  } catch {
    /* private mode: the token lives for this page only */
  }
  $token.set(token);
}
