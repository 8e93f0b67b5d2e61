/** The Hono environment of the API: what middleware puts on the context for the routes. */
import type { Locale, TFunction } from '../lib/i18n.ts';
import type { Stored } from '../adapters/data/store.ts';
import type { UserRecord } from '../../content-schema/index.ts';
import type { TokenClaims } from '../domain/auth/tokens.ts';

export type ApiEnv = {
  Variables: {
    requestId: string;
    /** The request's language (from Accept-Language). */
    locale: Locale;
    /** Translate in the request's language. */
    t: TFunction;
    /** The signed-in administrator (set by requireAdmin). */
    user: Stored<UserRecord>;
    claims: TokenClaims;
  };
};
