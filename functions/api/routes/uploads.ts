/**
 * POST /client/upload `{ contentType, size }` (admin) → a presigned S3 PUT (`{ uploadUrl, headers, url, key }`).
 * The browser PUTs the bytes to `uploadUrl` with `headers` and keeps `url` (no query string, SPEC §7).
 * 415 `Unsupported file type` for a type outside `uploadImageAllowedFiles`; 413 past UPLOAD_MAX_BYTES.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { requireAdmin } from '../require-admin.ts';
import { readGlobal } from '../../domain/content/settings.ts';
import { config } from '../../config.ts';
import { HttpError } from '../errors.ts';
import { presignUpload } from '../../adapters/uploads/storage.ts';
import type { ApiEnv } from '../env.ts';
import { body } from '../validate.ts';

const UploadRequest = v.object({
  contentType: v.pipe(v.string('validation.required'), v.maxLength(100)),
  size: v.pipe(v.number('validation.numeric'), v.integer('validation.integer'), v.minValue(1, 'validation.min_value')),
});

export const uploadRoutes = new Hono<ApiEnv>().post('/upload', requireAdmin, async (c) => {
  const t = c.get('t');
  const { contentType, size } = await body(c, UploadRequest);
  const allowed = (await readGlobal()).uploadImageAllowedFiles;
  if (!allowed.includes(contentType as never)) throw new HttpError(415, t('api.unsupportedFileType'));
  const max = config().UPLOAD_MAX_BYTES;
  if (size > max) throw new HttpError(413, t('api.fileTooLarge', { max: Math.round(max / 1024 / 1024) }));
  return c.json(await presignUpload(contentType, size));
});
