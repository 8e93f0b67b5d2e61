/**
 * POST /client/upload `{ contentType, size }` (admin) → a presigned S3 PUT (`{ uploadUrl, headers, url, key }`).
 * The browser PUTs the bytes to `uploadUrl` with `headers` and keeps `url` (no query string, SPEC §7).
 * 415 `Unsupported file type` for a type outside `uploadImageAllowedFiles`; 413 past UPLOAD_MAX_BYTES.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { requireAdmin } from '../require-admin.ts';
import { presignImageUpload } from '../../domain/content/uploads.ts';
import type { ApiEnv } from '../env.ts';
import { valid } from '../validate.ts';

const UploadRequest = v.object({
  contentType: v.pipe(v.string('validation.required'), v.maxLength(100)),
  size: v.pipe(v.number('validation.numeric'), v.integer('validation.integer'), v.minValue(1, 'validation.min_value')),
});

export const uploadRoutes = new Hono<ApiEnv>().post(
  '/upload',
  requireAdmin,
  valid('json', UploadRequest),
  async (c) => {
    const { contentType, size } = c.req.valid('json');
    return c.json(await presignImageUpload(contentType, size, c.get('t')));
  },
);
