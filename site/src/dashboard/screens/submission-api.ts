/** Types and calls of the review queue (GET/POST /client/submission-review…, functions/api/routes/submission-review.ts). */
import type * as v from 'valibot';
import type { SubmissionProposalSchema } from '../../../../content-schema/entities/submission.ts';
import type { Answer } from '../../lib/api-client.ts';
import { api, call } from '../http/client.ts';

export const SUBMISSION_STATES = ['submitted', 'confirmed', 'in-review', 'published', 'rejected'] as const;
const review = api['submission-review'];
/** A submission as the queue lists it (the API's answer type). */
export type Submission = Answer<typeof review.$get>[number];
/** GET /client/submission-review/:id: the submission, the live record (for an edit) and the field-by-field diff. */
export type Review = Answer<(typeof review)[':id']['$get']>;
export type DiffRow = Review['diff'][number];

const byId = (id: number) => ({ param: { id: String(id) } });
export const listSubmissions = (state?: string) => call((o) => review.$get({ query: state ? { state } : {} }, o));
/** POST /client/submission-review/:id/open: the review screen opens a confirmed submission (it moves to in-review). */
export const openReview = (id: number) => call((o) => review[':id'].open.$post(byId(id), o));
/** The proposal as the reviewer edited it; the API validates it (400 with the fields' messages). */
type SubmissionProposal = v.InferInput<typeof SubmissionProposalSchema>;
export const approveSubmission = (id: number, proposal: Record<string, unknown>) =>
  call((o) => review[':id'].approve.$post({ ...byId(id), json: { proposal: proposal as SubmissionProposal } }, o));
export const rejectSubmission = (id: number, reason: string) =>
  call((o) => review[':id'].reject.$post({ ...byId(id), json: { reason } }, o));

/** A proposal value as one readable line (lists joined, objects as JSON). */
export function shown(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (Array.isArray(value))
    return value.length
      ? value.map((v) => (typeof v === 'object' ? Object.values(v as object).join(' ') : String(v))).join('; ')
      : '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
