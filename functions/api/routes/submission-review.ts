/**
 * The back-office review queue of public submissions (administrators only). Decisions are recorded in the
 * submission's history with the administrator's e-mail (shown here only; the public status says "administrator")
 * and mailed to the submitter. Reads change nothing: opening for review is a POST.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  SUBMISSION_STATES,
  SubmissionApproveSchema,
  SubmissionRejectSchema,
} from '../../../content-schema/entities/submission.ts';
import { requireAdmin } from '../require-admin.ts';
import { approve, listSubmissions, openForReview, reject, review } from '../../domain/submissions/review.ts';
import { mailClaimedTeam } from '../../domain/claims/notify.ts';
import type { ApiEnv } from '../env.ts';
import { valid } from '../validate.ts';

const idParam = v.object({ id: v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.integer(), v.minValue(1)) });

/** The queue's filter: `state`, one of SUBMISSION_STATES; empty or absent means every state. */
const stateQuery = v.pipe(
  v.object({ state: v.optional(v.string()) }),
  v.transform(({ state }) => ({ state: state || undefined })),
  v.object({ state: v.optional(v.picklist(SUBMISSION_STATES, 'validation.included')) }),
);

export const submissionReviewRoutes = new Hono<ApiEnv>()
  .use('/submission-review', requireAdmin)
  .use('/submission-review/*', requireAdmin)
  /** GET /client/submission-review?state=submitted|confirmed|in-review|published|rejected → the submissions, newest first (no secrets). */
  .get('/submission-review', valid('query', stateQuery), async (c) => {
    const { state } = c.req.valid('query');
    return c.json(await listSubmissions(state));
  })
  /** GET /client/submission-review/:id → `{ submission, live, diff }`; changes nothing, mails nothing. 404 unknown id. */
  .get('/submission-review/:id', valid('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await review(id, c.get('t')));
  })
  /**
   * POST /client/submission-review/:id/open (no body) → `{ submission, live, diff }`; a confirmed submission moves
   * to in-review (recorded, mailed to the submitter), any other is answered as it is. 404 unknown id.
   */
  .post('/submission-review/:id/open', valid('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await openForReview(id, c.get('user').email, c.get('t')));
  })
  /** POST /client/submission-review/:id/approve `{ proposal }` → the submission, published; 400 invalid proposal, 409 not open. */
  .post(
    '/submission-review/:id/approve',
    valid('param', idParam),
    valid('json', SubmissionApproveSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const { proposal } = c.req.valid('json');
      const approved = await approve(id, proposal, c.get('user').email, c.get('locale'), c.get('t'));
      // An approved edit changes a listing: its claimed team hears of it (domain/claims/notify.ts).
      if (approved.targetDappId) await mailClaimedTeam(approved.targetDappId, 'updated');
      return c.json(approved);
    },
  )
  /** POST /client/submission-review/:id/reject `{ reason }` → the submission, rejected; 409 already decided. */
  .post('/submission-review/:id/reject', valid('param', idParam), valid('json', SubmissionRejectSchema), async (c) => {
    const { id } = c.req.valid('param');
    const { reason } = c.req.valid('json');
    return c.json(await reject(id, reason, c.get('user').email, c.get('t')));
  });
