/**
 * Answers of the public API that no stored entity describes, as valibot schemas: the OpenAPI document
 * (`GET /client/openapi.json`, functions/api/openapi.ts) is generated from these and from the entity and snapshot
 * schemas, so the document and the code cannot drift apart.
 */
import * as v from 'valibot';
import { SUBMISSION_STATES, SubmissionEventSchema } from './entities/submission.ts';

/** One item of `GET /client/dapp?isDapp=true` and `GET /client/app?isDapp=true`. */
export const DappListItemSchema = v.object({
  idDappPk: v.number(),
  slug: v.string(),
  isDapp: v.boolean(),
  title: v.string(),
  shortDescription: v.string(),
  imageUrl: v.optional(v.string()),
  categoryNamesCache: v.optional(v.string()),
});
export const DappListSchema = v.array(DappListItemSchema);

/** Every error answer: a message in the request's language, and one message per invalid field. */
export const ErrorAnswerSchema = v.object({
  message: v.string(),
  fields: v.optional(v.record(v.string(), v.string())),
});

/** The answer of `POST /client/submissions`: the submission's number and its status token (keep it: it is the status link). */
export const SubmissionCreatedSchema = v.object({
  id: v.number(),
  statusToken: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
});

/**
 * One step of a submission's public history: who is a role, never a person (`submitter`, or `administrator` for
 * whichever administrator decided; their e-mail stays in the back-office).
 */
export const SubmissionPublicEventSchema = v.object({
  ...SubmissionEventSchema.entries,
  by: v.picklist(['submitter', 'administrator']),
});

/** The public status of a submission (`GET /client/submissions/:token`). */
export const SubmissionStatusSchema = v.object({
  id: v.number(),
  state: v.picklist(SUBMISSION_STATES),
  kind: v.picklist(['new', 'edit']),
  title: v.string(),
  reason: v.optional(v.string()),
  history: v.array(SubmissionPublicEventSchema),
  createdAt: v.string(),
  publishedSlug: v.optional(v.string()),
  publishedIsDapp: v.optional(v.boolean()),
});

/** The body of `POST /client/submissions/:token/confirm`. */
export const SubmissionConfirmSchema = v.object({ confirm: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)) });

/** The answer of `POST /client/submissions/upload`: a presigned PUT. */
export const PresignedUploadSchema = v.object({
  uploadUrl: v.string(),
  headers: v.record(v.string(), v.string()),
  url: v.string(),
  key: v.string(),
});
/** The body of `POST /client/submissions/upload`. */
export const UploadRequestSchema = v.object({
  contentType: v.pipe(v.string('validation.required'), v.maxLength(100)),
  size: v.pipe(v.number('validation.numeric'), v.integer('validation.integer'), v.minValue(1, 'validation.min_value')),
});

/** `GET /client/health`. */
export const HealthSchema = v.object({ status: v.literal('ok'), time: v.string() });
