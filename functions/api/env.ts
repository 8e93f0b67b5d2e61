/** The Hono environment of the API: what middleware puts on the context for the routes. */
import type { Locale, TFunction } from '../lib/i18n.ts';
import type { SessionUser } from '../domain/auth/session.ts';
import type { TokenClaims } from '../domain/auth/tokens.ts';

export type ApiEnv = {
  Variables: {
    requestId: string;
    /** The request's language (from Accept-Language). */
    locale: Locale;
    /** Translate in the request's language. */
    t: TFunction;
    /** The signed-in administrator (set by requireAdmin). */
    user: SessionUser;
    claims: TokenClaims;
  };
};
