/**
 * Image uploads for the dashboard and the public submission form: a presigned S3 PUT for a file whose type the
 * settings allow (`uploadImageAllowedFiles`) and whose size is within UPLOAD_MAX_BYTES (functions/adapters/uploads/).
 */
import { presignUpload, type PresignedUpload } from '../../adapters/uploads/storage.ts';
import { config } from '../../config.ts';
import type { TFunction } from '../../lib/i18n.ts';
import { TooLargeError, UnsupportedTypeError } from '../errors.ts';
import { readGlobal } from './settings.ts';

/**
 * A presigned PUT (`{ uploadUrl, headers, url, key }`) for `size` bytes of `contentType`. Throws
 * UnsupportedTypeError (`api.unsupportedFileType`) for a type outside the settings' list, TooLargeError
 * (`api.fileTooLarge` with the limit in MiB) past UPLOAD_MAX_BYTES, messages by `t`.
 */
export async function presignImageUpload(contentType: string, size: number, t: TFunction): Promise<PresignedUpload> {
  const allowed = (await readGlobal()).uploadImageAllowedFiles;
  if (!allowed.includes(contentType as never)) throw new UnsupportedTypeError(t('api.unsupportedFileType'));
  const max = config().UPLOAD_MAX_BYTES;
  if (size > max) throw new TooLargeError(t('api.fileTooLarge', { max: Math.round(max / 1024 / 1024) }));
  return presignUpload(contentType, size);
}
