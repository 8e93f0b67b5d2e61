/**
 * Uploaded images are judged by their bytes, never by their name or the type the browser declared: when a record
 * points an image field at a file in our uploads bucket, the file must be an image of an allowed type
 * (`uploadImageAllowedFiles`) whose real format matches its extension. URLs outside the bucket are not ours to read.
 */
import type { EntityDefinition } from '../../../content-schema/registry.ts';
import type { Stored } from '../../adapters/data/store.ts';
import { InvalidError } from '../errors.ts';
import { translator, type Locale } from '../../lib/i18n.ts';
import { dimensionsOf, type Dimensions } from '../../adapters/uploads/images.ts';
import {
  EXTENSIONS,
  keyOfPublicUrl,
  markUploadKept,
  readUpload,
  rewriteUpload,
} from '../../adapters/uploads/storage.ts';
import { sanitizeSvg } from '../../adapters/uploads/svg.ts';
import { readGlobal } from './settings.ts';

/**
 * The MIME type an upload key was presigned for, from its extension (`uploads/2026-11/<uuid>.png` → image/png). The
 * extensions are image-size's type names too (png, jpg, webp, gif, svg), so the sniffed type compares with them.
 */
const declaredType = (key: string) => Object.entries(EXTENSIONS).find(([, ext]) => key.endsWith(`.${ext}`))?.[0];

/**
 * Check every image field of `record` that changed (against `existing`) and points into the uploads bucket.
 * Answers the dimensions read per field and the checked keys; once the record is stored, `keepUploads(keys)` tags
 * them `upload=kept` (the bucket expires files still `pending` after two days).
 * Throws InvalidError (400) `{ fields: { <field>: 'The file is not a … image' } }` in `locale` when the bytes are missing,
 * are not an image, or are another format than the one uploaded; 415-like types outside the settings are 400 too.
 * An SVG is cleaned of anything that can run (functions/adapters/uploads/svg.ts) and stored again before it is kept.
 */
export async function checkUploadedImages(
  def: EntityDefinition,
  record: Record<string, unknown>,
  existing: Stored | undefined,
  locale: Locale,
): Promise<{ dimensions: Record<string, Dimensions>; keys: string[] }> {
  const t = translator(locale);
  const found: Record<string, Dimensions> = {};
  const keys: string[] = [];
  const fields: Record<string, string> = {};
  let allowed: readonly string[] | undefined;
  for (const field of def.imageFields) {
    const url = record[field];
    if (typeof url !== 'string' || url === existing?.[field]) continue;
    const key = keyOfPublicUrl(url);
    if (!key) continue;
    allowed ??= (await readGlobal()).uploadImageAllowedFiles;
    const type = declaredType(key);
    const raw = await readUpload(key);
    const bytes = raw && type === 'image/svg+xml' ? await cleanSvg(key, raw) : raw;
    const size = bytes ? dimensionsOf(bytes) : undefined;
    if (!raw) fields[field] = t('api.uploadMissing');
    else if (!type || !allowed.includes(type) || !size || size.type !== EXTENSIONS[type])
      fields[field] = t('api.uploadNotImage', { type: type ?? 'image' });
    else {
      found[field] = size;
      keys.push(key);
    }
  }
  if (Object.keys(fields).length) throw new InvalidError(t('validation.general'), fields);
  return { dimensions: found, keys };
}

/** The cleaned bytes of the SVG upload `key` (stored again when cleaning changed them); undefined when no SVG is left. */
async function cleanSvg(key: string, bytes: Uint8Array): Promise<Uint8Array | undefined> {
  const text = new TextDecoder().decode(bytes);
  const clean = await sanitizeSvg(text);
  if (clean === undefined) return undefined;
  if (clean === text) return bytes;
  const cleaned = new TextEncoder().encode(clean);
  await rewriteUpload(key, cleaned, 'image/svg+xml');
  return cleaned;
}

/** Tag the uploads a stored record now uses as kept (S3 PutObjectTagging; throws when S3 is unreachable). */
export const keepUploads = (keys: string[]) => Promise.all(keys.map(markUploadKept)).then(() => undefined);
