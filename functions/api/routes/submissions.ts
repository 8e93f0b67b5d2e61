/**
 * Public submission routes (issue 18): propose a listing or an edit, upload its logo, confirm by the mailed link,
 * read the status. No session; abuse is held off by per-address and per-e-mail limits, a honeypot field and a
 * body cap of SUBMISSION_MAX_BYTES. Nothing here publishes anything: an administrator decides
 * (routes/submission-review.ts).
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { SubmissionRequestSchema } from '../../../content-schema/entities/submission.ts';
import { ENTITIES } from '../../../content-schema/registry.ts';
import { takeSlot } from '../../domain/auth/rate-limit.ts';
import { checkUploadedImages } from '../../domain/content/uploaded-images.ts';
import { TooManyRequestsError } from '../../domain/errors.ts';
import {
  confirm,
  readStatus,
  submit,
  SUBMISSION_LIMITS,
  SUBMISSION_MAX_BYTES,
} from '../../domain/submissions/submit.ts';
import { presignImageUpload } from '../../domain/content/uploads.ts';
import {
  PresignedUploadSchema,
  SubmissionConfirmSchema,
  SubmissionCreatedSchema,
  SubmissionStatusSchema,
  UploadRequestSchema,
} from '../../../content-schema/public-api.ts';
import { describe, errors, json, pathParameter, publicRead } from '../describe.ts';
import type { ApiEnv } from '../env.ts';
import { requestAddress } from '../origin.ts';
import { valid } from '../validate.ts';

const secret = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'validation.regex'));
const UploadRequest = UploadRequestSchema;
const tokenParameter = pathParameter(
  'token',
  'The status token answered on submission (64 hexadecimal characters).',
  '^[0-9a-f]{64}$',
);

export const submissionRoutes = new Hono<ApiEnv>()
  /**
   * POST /client/submissions `{ targetDappId?, proposal, email, homepage? }` → 201 `{ id, statusToken }`; mails the
   * confirmation link. 400 invalid fields (per field) or a filled honeypot, 413 past SUBMISSION_MAX_BYTES,
   * 429 (Retry-After) past SUBMISSION_LIMITS.
   */
  .post(
    '/submissions',
    describe(
      'submissions',
      process.env.OPENAPI_PRECOMPUTED !== '1' && {
        summary: 'Propose a listing or a change',
        description: `Stores the proposal and mails a confirmation link to \`email\`. Nothing is published before an administrator approves it. At most ${SUBMISSION_LIMITS.address.max} per client address and ${SUBMISSION_LIMITS.email.max} per e-mail an hour; bodies up to ${SUBMISSION_MAX_BYTES} bytes; leave \`homepage\` empty.`,
        requestBody: { required: true, content: json(SubmissionRequestSchema) },
        responses: {
          201: { description: 'Stored; keep the status token', content: json(SubmissionCreatedSchema) },
          ...errors({
            400: 'Invalid fields (one message per field)',
            413: 'Body too large',
            429: 'Too many submissions; see Retry-After',
          }),
        },
      },
    ),
    bodyLimit({
      maxSize: SUBMISSION_MAX_BYTES,
      onError: (c) => c.json({ message: c.get('t')('api.bodyTooLarge') }, 413),
    }),
    valid('json', SubmissionRequestSchema),
    async (c) => {
      const input = c.req.valid('json');
      if (input.proposal.imageUrl)
        await checkUploadedImages(ENTITIES.dapp, { imageUrl: input.proposal.imageUrl }, undefined, c.get('locale'));
      const { id, statusSecret } = await submit(input, requestAddress(c), c.get('locale'), c.get('t'));
      return c.json({ id, statusToken: statusSecret }, 201);
    },
  )
  /**
   * POST /client/submissions/upload `{ contentType, size }` → a presigned S3 PUT for the logo (`{ uploadUrl, headers, url, key }`),
   * under the same type and size limits as the back-office's uploads; 415, 413, 429 past the per-address limit.
   */
  .post(
    '/submissions/upload',
    describe(
      'submissions',
      process.env.OPENAPI_PRECOMPUTED !== '1' && {
        summary: 'Presign a logo upload',
        description:
          'A presigned PUT for the logo (types and size of the public settings); PUT the bytes to `uploadUrl` with `headers`, then send `url` as `proposal.imageUrl`.',
        requestBody: { required: true, content: json(UploadRequestSchema) },
        responses: {
          200: { description: 'The presigned upload', content: json(PresignedUploadSchema) },
          ...errors({
            400: 'Invalid fields (one message per field)',
            413: 'File too large',
            415: 'Unsupported file type',
            429: 'Too many uploads; see Retry-After',
          }),
        },
      },
    ),
    valid('json', UploadRequest),
    async (c) => {
      const t = c.get('t');
      const { contentType, size } = c.req.valid('json');
      const slot = await takeSlot(`submit-upload#addr#${requestAddress(c)}`, {
        seconds: 3600,
        max: SUBMISSION_LIMITS.address.max * 2,
      });
      if (!slot.ok)
        throw new TooManyRequestsError(
          t('api.tooManyAttemptsSeconds', { seconds: slot.retryAfterSeconds }),
          slot.retryAfterSeconds,
        );
      return c.json(await presignImageUpload(contentType, size, t));
    },
  )
  /** GET /client/submissions/:token → `{ id, state, kind, title, reason?, history: [{ state, at, by, reason? }], createdAt, publishedSlug? }`; 404 unknown token. */
  .get(
    '/submissions/:token',
    describe(
      'submissions',
      process.env.OPENAPI_PRECOMPUTED !== '1' && {
        summary: 'Submission status',
        description: 'The state of a submission, the reason of a rejection and its history.',
        parameters: [tokenParameter],
        responses: {
          200: { description: 'The status', content: json(SubmissionStatusSchema) },
          ...errors({ 400: 'The token is not 64 hexadecimal characters', 404: 'No submission has this token' }),
        },
      },
    ),
    valid('param', v.object({ token: secret })),
    async (c) => {
      publicRead(c, 'no-store');
      const { token } = c.req.valid('param');
      return c.json(await readStatus(token, c.get('t')));
    },
  )
  /** POST /client/submissions/:token/confirm `{ confirm }` (the mailed secret) → the status, now confirmed; 404 when the pair does not match. */
  .post(
    '/submissions/:token/confirm',
    describe(
      'submissions',
      process.env.OPENAPI_PRECOMPUTED !== '1' && {
        summary: 'Confirm a submission',
        description: 'Confirms the e-mail with the secret of the mailed link.',
        parameters: [tokenParameter],
        requestBody: { required: true, content: json(SubmissionConfirmSchema) },
        responses: {
          200: { description: 'The status, now confirmed', content: json(SubmissionStatusSchema) },
          ...errors({
            400: 'The token is not 64 hexadecimal characters, or the body has no secret',
            404: 'The token and secret do not match a submission',
          }),
        },
      },
    ),
    valid('param', v.object({ token: secret })),
    valid('json', SubmissionConfirmSchema),
    async (c) => {
      const { token } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await confirm(token, input.confirm, c.get('t')));
    },
  );
