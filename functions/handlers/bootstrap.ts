/**
 * Lambda entry run once by hand after the first deploy (README "Deploy to AWS"): imports the catalogue of
 * `data/catalogue/` when the table has none yet, and creates the first administrator when there is none. The
 * generated password is only in the answer to the invoker, never in the logs.
 *
 * Event: `{ "email": "admin@example.org", "password"?: "…" }`.
 */
import { readMeta, writeMeta } from '../data/store.ts';
import { seedCatalogue } from '../seed/catalogue.ts';
import { ensureFirstAdmin } from '../auth/users.ts';
import { log } from '../lib/logger.ts';
import { lambdaHandler } from './context.ts';

/** Seed once and create the first administrator; answers what was done. */
export const handler = lambdaHandler({}, async (event: { email?: string; password?: string } | undefined) => {
  let seeded: Record<string, number> | undefined;
  if (!(await readMeta('seed'))) {
    seeded = (await seedCatalogue()).created;
    await writeMeta('seed', { at: new Date().toISOString(), created: seeded });
  }
  const admin = await ensureFirstAdmin(event?.email, event?.password);
  log.info('bootstrap', { seeded, adminCreated: !!admin, email: admin?.email });
  return { seeded: seeded ?? 'already seeded', admin: admin ?? 'an administrator exists already' };
});
