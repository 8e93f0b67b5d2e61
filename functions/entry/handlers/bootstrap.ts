/**
 * Lambda entry run once by hand after the first deploy (README "Deploy to AWS"): imports the catalogue of
 * `data/catalogue/` (with its logos, into the uploads bucket) when the table has none yet, and creates the first administrator when there is none. The
 * generated password is only in the answer to the invoker, never in the logs.
 *
 * Event: `{ "email": "admin@example.org", "password"?: "…" }`.
 */
import { ensureSeeded } from '../../domain/seed/first-run.ts';
import { ensureFirstAdmin } from '../../domain/auth/users.ts';
import { log } from '../../lib/logger.ts';
import { lambdaHandler } from './context.ts';

/** Seed once and create the first administrator; answers what was done. */
export const handler = lambdaHandler({}, async (event: { email?: string; password?: string } | undefined) => {
  const first = await ensureSeeded();
  const seeded = first.seeded?.created;
  const admin = await ensureFirstAdmin(event?.email, event?.password);
  log.info('bootstrap', { seeded, logosAttached: first.logos?.attached, adminCreated: !!admin, email: admin?.email });
  return { seeded: seeded ?? 'already seeded', admin: admin ?? 'an administrator exists already' };
});
