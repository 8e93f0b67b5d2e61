/**
 * Claim routes (issue 31): a listing's team proves it deployed one of the listing's contracts by signing a one-use
 * challenge (functions/domain/claims). Public writes under the third round's rules (docs/SECURITY.md): another
 * site's `Origin` gets 403 and a body that is not JSON 415 (writes.ts, before every route), and each client address
 * may ask at most CLAIM_LIMITS of each route an hour (429 with `Retry-After`).
 */
import { Hono, type Context } from 'hono';
import { ClaimAnswerSchema, ClaimChallengeRequestSchema } from '../../../content-schema/entities/claim.ts';
import { takeSlot, type Window } from '../../domain/auth/rate-limit.ts';
import { completeClaim, issueChallenge } from '../../domain/claims/claims.ts';
import { requestRebuild } from '../../domain/rebuild/request.ts';
import { TooManyRequestsError } from '../../domain/errors.ts';
import type { ApiEnv } from '../env.ts';
import { requestAddress } from '../origin.ts';
import { valid } from '../validate.ts';

/** Per client address and route: 20 challenges and 20 answers in a sliding hour. */
export const CLAIM_LIMITS = { seconds: 3600, max: 20 } satisfies Window;

/** Take a slot of `route` for the caller's address; 429 with the wait past CLAIM_LIMITS. */
async function limit(c: Context<ApiEnv>, route: string) {
  const slot = await takeSlot(`claim-${route}#addr#${requestAddress(c)}`, CLAIM_LIMITS);
  if (!slot.ok)
    throw new TooManyRequestsError(
      c.get('t')('api.claim.tooMany', { seconds: slot.retryAfterSeconds }),
      slot.retryAfterSeconds,
    );
}

export const claimRoutes = new Hono<ApiEnv>()
  /**
   * POST /client/claims/challenge `{ idDappPk, chain: 'n3'|'neoX', account }` → 201 `{ challengeId, message,
   * expiresAt }` (the text to sign, valid 10 minutes, once). 400 a bad account or a listing without a contract on
   * that chain, 404 an unknown or non-public listing, 429 past CLAIM_LIMITS.
   */
  .post('/claims/challenge', valid('json', ClaimChallengeRequestSchema), async (c) => {
    const input = c.req.valid('json');
    await limit(c, 'challenge');
    return c.json(await issueChallenge(input, c.get('t')), 201);
  })
  /**
   * POST /client/claims `{ challengeId, signature, publicKey?, salt?, email? }` → 201 `{ claim: { chain, account, at },
   * claimToken }`. 400 a signature that is not the challenged account's, 403 an account that deployed none of the
   * listing's contracts (with why, when no deployer could be read), 410 a challenge used, unknown or expired,
   * 429 past CLAIM_LIMITS.
   */
  .post('/claims', valid('json', ClaimAnswerSchema), async (c) => {
    const input = c.req.valid('json');
    await limit(c, 'answer');
    const result = await completeClaim({ ...input, locale: c.get('locale') }, c.get('t'));
    // The listing's page is static: it shows "Verified team" after the next build.
    await requestRebuild('claim');
    return c.json(result, 201);
  });
