/**
 * The changelog in the back-office (administrators only; functions/domain/content/changelog.ts). A redaction keeps the
 * entry stored, with who redacted it, when and why; the public changelog (the catalogue snapshot, `/changelog/`,
 * `/changelog.xml`) leaves it out from the next snapshot and build.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { text } from '../../../content-schema/fields.ts';
import { changesForReview, redact } from '../../domain/content/changelog.ts';
import { requireAdmin } from '../require-admin.ts';
import type { ApiEnv } from '../env.ts';
import { valid } from '../validate.ts';

/** The body of the redaction route: why the entry is withdrawn (1–500 characters). */
const RedactSchema = v.object({ reason: text(500) });

export const changelogRoutes = new Hono<ApiEnv>()
  .use('/changelog', requireAdmin)
  .use('/changelog/*', requireAdmin)
  /**
   * GET /client/changelog → the newest 200 entries, newest first: `[{ changeId, at, entity, recordId, action, title,
   * dappId?, dappSlug?, isDapp?, fields, hash?, redactedAt?, redactedBy?, redactionReason? }]` (redacted ones included).
   */
  .get('/changelog', async (c) => c.json(await changesForReview()))
  /**
   * POST /client/changelog/:changeId/redact `{ reason }` → the entry with `redactedAt`, `redactedBy` (idUserPk) and
   * `redactionReason`; the changeId is URL-encoded. Redacting a redacted entry answers it unchanged. 400 without a
   * reason, 404 unknown changeId.
   */
  .post('/changelog/:changeId/redact', valid('json', RedactSchema), async (c) => {
    const { reason } = c.req.valid('json');
    return c.json(await redact(c.req.param('changeId'), c.get('user').idUserPk, reason));
  });
